import type { NgaFieldType } from '../../base/field-type';
import { textDisplay } from '../shared/display';

/**
 * The built-in `string` type, the default one: text in read views (cut with an ellipsis in
 * lists, the whole text in the tooltip), a one-line text box in forms, a text search in filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...stringFieldType, cell: MyTitleCell }));
 * ```
 */
export const stringFieldType: NgaFieldType = {
  name: 'string',
  display: (value) => textDisplay(value, 'clip'),
  input: () => import('./string-input').then((m) => m.NgaStringInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
};
