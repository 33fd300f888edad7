import { ChoiceField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaChoiceCell } from './choice-cell';

/**
 * The built-in `choice` type: the label of the chosen option in read views, a dropdown of
 * `choices()` in forms (a `choices` function follows the other form values) and filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...choiceFieldType, input: RadioGroupInput }));
 * ```
 */
export const choiceFieldType: NgaFieldType = {
  name: 'choice',
  cell: NgaChoiceCell,
  value: NgaChoiceCell,
  input: () => import('./choice-input').then((m) => m.NgaChoiceInput),
  filter: () => import('./choice-filter').then((m) => m.NgaChoiceFilter),
  fieldClass: ChoiceField,
};
