import { ReferencedListField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaReferencedListCell } from './referenced-list-cell';

/**
 * The built-in `referenced_list` type (the related entity holds the foreign key): a datagrid
 * of the related entries, fetched in one filtered request, in show and edition views, with a
 * link to the related list filtered by this entry. It is not editable and has no filter of its
 * own (the input renders nothing in a filter bar). The datagrid loads on first use.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...referencedListFieldType, value: CommentThread }));
 * ```
 */
export const referencedListFieldType: NgaFieldType = {
  name: 'referenced_list',
  cell: NgaReferencedListCell,
  value: () => import('./referenced-list-value').then((m) => m.NgaReferencedListValue),
  input: () => import('./referenced-list-input').then((m) => m.NgaReferencedListInput),
  fieldClass: ReferencedListField,
};
