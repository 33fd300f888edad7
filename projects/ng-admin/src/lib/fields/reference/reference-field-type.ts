import type { ReferenceField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../../base/field-type';
import { isReferenceId, referenceItem } from '../shared/reference-display';

/**
 * The built-in `reference` type (many-to-one): the referenced entry's `targetField` value,
 * linked to its detail view, in lists and show views (read from the view's datastore, so a
 * cell sends no request); a dropdown of the possible values (or a remote autocomplete with
 * `remoteComplete(true)`) in forms and filters.
 *
 * @usageNotes
 * ```ts
 * admin.field('post_id', 'reference').targetEntity(posts).targetField(admin.field('title'));
 * ```
 */
export const referenceFieldType: NgaFieldType = {
  name: 'reference',
  ownLinks: true,
  display: (value, context) => {
    if (!isReferenceId(value)) return { kind: 'text', text: '' };
    const item = referenceItem(context.field as ReferenceField, value, context);
    return { kind: 'text', text: item.text, link: item.link, unresolved: item.unresolved };
  },
  input: () => import('./reference-input').then((m) => m.NgaReferenceInput),
  filter: () => import('../shared/reference-filter').then((m) => m.NgaReferenceFilter),
};
