import type { ChoiceField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../../base/field-type';
import { choiceLabel } from '../shared/choice-options';

/**
 * The built-in `choice` type: the label of the option holding the value (from `choices()`, an
 * array or a function of the entry) in read views, a dropdown in forms and filters.
 *
 * @usageNotes
 * ```ts
 * admin.field('category', 'choice').choices([{ value: 'tech', label: 'Tech' }]);
 * ```
 */
export const choiceFieldType: NgaFieldType = {
  name: 'choice',
  display: (value, { field, entry }) => ({
    kind: 'text',
    text: choiceLabel((field as ChoiceField).resolveChoices(entry), value),
  }),
  input: () => import('./choice-input').then((m) => m.NgaChoiceInput),
  filter: () => import('./choice-filter').then((m) => m.NgaChoiceFilter),
};
