import { EmailField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaEmailCell } from './email-cell';

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
  input: () => import('./email-input').then((m) => m.NgaEmailInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
  fieldClass: EmailField,
};
