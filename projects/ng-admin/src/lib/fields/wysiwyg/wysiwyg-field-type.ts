import type { NgaFieldType } from '../field-type';
import { NgaWysiwygCell } from './wysiwyg-cell';

/**
 * The built-in `wysiwyg` field type: sanitized HTML (or text with `stripTags(true)`) in cells
 * and values, a Quill rich-text editor as input, loaded only when a form shows it, and a text
 * search filter.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes(wysiwygFieldType));
 * admin.field('body', 'wysiwyg').stripTags(true);
 * ```
 */
export const wysiwygFieldType: NgaFieldType = {
  name: 'wysiwyg',
  cell: NgaWysiwygCell,
  value: () => import('./wysiwyg-value').then((m) => m.NgaWysiwygValue),
  input: () => import('./wysiwyg-input').then((m) => m.NgaWysiwygInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
};
