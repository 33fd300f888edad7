import { EmailField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaTextSearchFilter } from '../shared/text-search-filter';
import { NgaEmailCell } from './email-cell';
import { NgaEmailInput } from './email-input';

/**
 * The built-in `email` type: a `mailto:` link in read views, an email box validated with
 * `Validators.email` in forms, a text search in filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...emailFieldType, cell: AvatarEmailCell }));
 * ```
 */
export const emailFieldType: NgaFieldType = {
  name: 'email',
  cell: NgaEmailCell,
  value: NgaEmailCell,
  input: NgaEmailInput,
  filter: NgaTextSearchFilter,
  fieldClass: EmailField,
};
