import { TextField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaPlainTextCell } from '../shared/plain-text-cell';
import { NgaPlainTextValue } from '../shared/plain-text-value';
import { NgaTextSearchFilter } from '../shared/text-search-filter';
import { NgaTextInput } from './text-input';

/**
 * The built-in `text` type: multi-line text. One line cut with an ellipsis in lists, line
 * breaks kept in the show view, a growing textarea in forms, a text search in filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...textFieldType, input: MarkdownInput }));
 * ```
 */
export const textFieldType: NgaFieldType = {
  name: 'text',
  cell: NgaPlainTextCell,
  value: NgaPlainTextValue,
  input: NgaTextInput,
  filter: NgaTextSearchFilter,
  fieldClass: TextField,
};
