import type { EmbeddedListField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../../base/field-type';
import { embeddedItems } from './embedded-items';

/**
 * The built-in `embedded_list` type (spec 2.6): the embedded objects, kept whole, as a
 * datagrid of `targetFields()` in the show view and a list of embedded forms in forms. Lists
 * leave it out unless it is templated; a list that shows it counts its items ("2 items").
 *
 * @usageNotes
 * ```ts
 * admin.field('backlinks', 'embedded_list').targetFields([admin.field('url')]);
 * ```
 */
export const embeddedListFieldType: NgaFieldType = {
  name: 'embedded_list',
  valueShape: 'whole',
  inLists: false,
  sortable: false,
  display: (value, { intl }) => ({
    kind: 'text',
    text: intl.embeddedItemCount(embeddedItems(value).length),
  }),
  isEmpty: (value) => embeddedItems(value).length === 0,
  // Its datagrid shows the target fields' displays.
  load: (field, { loadDisplays }) => loadDisplays((field as EmbeddedListField).targetFields()),
  value: () => import('./embedded-list-value').then((m) => m.NgaEmbeddedListValue),
  input: () => import('./embedded-list-input').then((m) => m.NgaEmbeddedListInput),
};
