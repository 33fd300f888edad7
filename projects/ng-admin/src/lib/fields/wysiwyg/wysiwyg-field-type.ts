import type { NgaFieldType } from '../../base/field-type';
import { stripTags } from '../../templates/strip-tags';

/**
 * The built-in `wysiwyg` type: rich text. Read views show the HTML cleaned by the rich-text
 * sanitizer (or the text alone with `stripTags(true)`), cut after three lines in lists; forms
 * edit it in a rich-text editor loaded on demand, never by a list. Exports hold the text.
 *
 * @usageNotes
 * ```ts
 * admin.field('body', 'wysiwyg').stripTags(false).sanitize(true);
 * ```
 */
export const wysiwygFieldType: NgaFieldType = {
  name: 'wysiwyg',
  cell: () => import('./wysiwyg-cell').then((m) => m.NgaWysiwygCell),
  value: () => import('./wysiwyg-value').then((m) => m.NgaWysiwygValue),
  input: () => import('./wysiwyg-input').then((m) => m.NgaWysiwygInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
  exportText: (value) => stripTags(value),
};
