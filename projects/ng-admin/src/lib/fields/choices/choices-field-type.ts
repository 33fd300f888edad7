import { ChoicesField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaChoicesCell } from './choices-cell';

/**
 * The built-in `choices` type (several values among options): the labels as chips in read
 * views, a multiple-selection dropdown of `choices()` in forms (a `choices` function follows
 * the other form values) and filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...choicesFieldType, input: CheckboxListInput }));
 * ```
 */
export const choicesFieldType: NgaFieldType = {
  name: 'choices',
  cell: NgaChoicesCell,
  value: NgaChoicesCell,
  input: () => import('./choices-input').then((m) => m.NgaChoicesInput),
  filter: () => import('./choices-filter').then((m) => m.NgaChoicesFilter),
  fieldClass: ChoicesField,
};
