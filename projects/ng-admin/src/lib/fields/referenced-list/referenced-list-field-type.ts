import type { NgaFieldType } from '../../base/field-type';

/**
 * The built-in `referenced_list` type (one-to-many, spec 2.6): a datagrid of the entries of
 * `targetEntity` that reference this one, fetched in one request, in show and edition views.
 * It holds no value of its own: forms show it without a control, creation forms and lists
 * leave it out (no entry exists yet; no datagrid inside a datagrid) unless it is templated.
 *
 * @usageNotes
 * ```ts
 * admin.field('comments', 'referenced_list')
 *   .targetEntity(comments).targetReferenceField('post_id')
 *   .targetFields([admin.field('body')]);
 * ```
 */
export const referencedListFieldType: NgaFieldType = {
  name: 'referenced_list',
  valueShape: 'whole',
  inLists: false,
  sortable: false,
  hasControl: false,
  inRecord: false,
  inCreation: false,
  // Should a list still show it, a cell counts the related entries the entry holds, if any.
  display: (value) => ({ kind: 'text', text: Array.isArray(value) ? String(value.length) : '' }),
  value: () => import('./referenced-list-value').then((m) => m.NgaReferencedListValue),
  input: () => import('./referenced-list-input').then((m) => m.NgaReferencedListInput),
};
