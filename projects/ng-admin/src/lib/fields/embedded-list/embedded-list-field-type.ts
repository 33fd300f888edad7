import { EmbeddedListField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaEmbeddedListCell } from './embedded-list-cell';

/**
 * The built-in `embedded_list` type (related objects embedded in the entry): the item count in
 * lists, a datagrid of the items in show views, one embedded form per item (with Add and
 * Remove) in forms. It has no filter of its own: the input renders nothing in a filter bar.
 * The datagrid and the forms load on first use.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...embeddedListFieldType, value: BacklinkCards }));
 * ```
 */
export const embeddedListFieldType: NgaFieldType = {
  name: 'embedded_list',
  cell: NgaEmbeddedListCell,
  value: () => import('./embedded-list-value').then((m) => m.NgaEmbeddedListValue),
  input: () => import('./embedded-list-input').then((m) => m.NgaEmbeddedListInput),
  fieldClass: EmbeddedListField,
};
