import type { NgaFieldType } from '../field-type';
import { NgaTextSearchFilter } from '../shared/text-search-filter';
import { NgaFileCell } from './file-cell';
import { NgaFileInput } from './file-input';
import { NgaFileValue } from './file-value';

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
  value: NgaFileValue,
  input: NgaFileInput,
  filter: NgaTextSearchFilter,
};
