import { StringField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaPlainTextCell } from '../shared/plain-text-cell';

/**
 * The built-in `string` type, the default one: text in read views (cut with an ellipsis in
 * lists), a one-line text box in forms, a text search in filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...stringFieldType, cell: MyTitleCell }));
 * ```
 */
export const stringFieldType: NgaFieldType = {
  name: 'string',
  cell: NgaPlainTextCell,
  value: () => import('../shared/plain-text-value').then((m) => m.NgaPlainTextValue),
  input: () => import('./string-input').then((m) => m.NgaStringInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
  fieldClass: StringField,
};
