import type { ChoicesField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../../base/field-type';
import { choiceLabel, choiceValues } from '../shared/choice-options';
import { idKey } from '../../data/reference-plan';

/**
 * The built-in `choices` type (several values): the labels of the chosen values as compact
 * chips in read views, a multiple select in forms and filters. The value is an array, kept
 * whole.
 *
 * @usageNotes
 * ```ts
 * admin.field('labels', 'choices').choices([{ value: 'hot', label: 'Hot' }]);
 * ```
 */
export const choicesFieldType: NgaFieldType = {
  name: 'choices',
  valueShape: 'whole',
  display: (value, { field, entry }) => {
    const options = (field as ChoicesField).resolveChoices(entry);
    return {
      kind: 'items',
      style: 'chips',
      items: choiceValues(value).map((item, index) => ({
        key: `${index}:${idKey(item)}`,
        text: choiceLabel(options, item),
      })),
    };
  },
  isEmpty: (value) => choiceValues(value).length === 0,
  input: () => import('./choices-input').then((m) => m.NgaChoicesInput),
  filter: () => import('./choices-filter').then((m) => m.NgaChoicesFilter),
};
