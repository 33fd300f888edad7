import { StringField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaPlainTextCell } from '../shared/plain-text-cell';
import { NgaPlainTextValue } from '../shared/plain-text-value';
import { NgaTextSearchFilter } from '../shared/text-search-filter';
import { NgaStringInput } from './string-input';

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
  value: NgaPlainTextValue,
  input: NgaStringInput,
  filter: NgaTextSearchFilter,
  fieldClass: StringField,
};
