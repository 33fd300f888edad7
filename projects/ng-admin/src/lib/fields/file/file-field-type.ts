import type { NgaFieldType } from '../../base/field-type';
import { fileLink } from './file-link';

/**
 * The built-in `file` type: the file name, linked to the file when the value locates it, in
 * read views; a file picker that uploads to `uploadInformation().url` in forms.
 *
 * @usageNotes
 * ```ts
 * admin.field('cover', 'file').uploadInformation({ url: '/api/upload', apifilename: 'filename' });
 * ```
 */
export const fileFieldType: NgaFieldType = {
  name: 'file',
  valueShape: 'whole',
  display: (value) => {
    const file = fileLink(value);
    return {
      kind: 'text',
      text: file?.name ?? '',
      href: file?.href ?? undefined,
      style: 'clip',
      title: file?.name,
    };
  },
  value: () => import('./file-value').then((m) => m.NgaFileValue),
  input: () => import('./file-input').then((m) => m.NgaFileInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
};
