import type { NgaFieldType } from '../field-type';
import { NgaFileCell } from './file-cell';

/**
 * The built-in `file` field type: the file name (a link when the value is a URL or a path)
 * in cells and values, an upload button with progress as input, and a text search filter on
 * the name.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes(fileFieldType));
 * admin.field('picture', 'file').uploadInformation({ url: '/api/upload', apifilename: 'filename' });
 * ```
 */
export const fileFieldType: NgaFieldType = {
  name: 'file',
  cell: NgaFileCell,
  value: () => import('./file-value').then((m) => m.NgaFileValue),
  input: () => import('./file-input').then((m) => m.NgaFileInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
};
