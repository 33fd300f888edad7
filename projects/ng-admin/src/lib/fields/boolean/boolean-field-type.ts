import { BooleanField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaBooleanCell } from './boolean-cell';

/**
 * The built-in `boolean` type, three-state (true, false, null): an icon named by the
 * `choices()` label in lists, icon and label in the show view, a dropdown of `choices()` in
 * forms (a checkbox when required), a dropdown of `filterChoices()` in filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...booleanFieldType, input: SlideToggleInput }));
 * ```
 */
export const booleanFieldType: NgaFieldType = {
  name: 'boolean',
  cell: NgaBooleanCell,
  value: () => import('./boolean-value').then((m) => m.NgaBooleanValue),
  input: () => import('./boolean-input').then((m) => m.NgaBooleanInput),
  filter: () => import('./boolean-filter').then((m) => m.NgaBooleanFilter),
  fieldClass: BooleanField,
};
