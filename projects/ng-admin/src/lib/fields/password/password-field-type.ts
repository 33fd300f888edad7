import { PasswordField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaPasswordCell } from './password-cell';

/**
 * The built-in `password` type: a mask in read views (the value never reaches the DOM), a
 * masked box with a show/hide button in forms, a text search in filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...passwordFieldType, input: StrengthMeterInput }));
 * ```
 */
export const passwordFieldType: NgaFieldType = {
  name: 'password',
  cell: NgaPasswordCell,
  value: NgaPasswordCell,
  input: () => import('./password-input').then((m) => m.NgaPasswordInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
  fieldClass: PasswordField,
};
