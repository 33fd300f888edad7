import { TextField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaPlainTextCell } from '../shared/plain-text-cell';

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
  value: () => import('../shared/plain-text-value').then((m) => m.NgaPlainTextValue),
  input: () => import('./text-input').then((m) => m.NgaTextInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
  fieldClass: TextField,
};
