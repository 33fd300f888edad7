import { ReferenceField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaReferenceCell } from './reference-cell';

/**
 * The built-in `reference` type (many-to-one): the referenced entry's `targetField` value,
 * linked to its detail view, in lists and show views; a dropdown of the possible values (or a
 * remote autocomplete with `remoteComplete(true)`) in forms and filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...referenceFieldType, cell: AvatarCell }));
 * ```
 */
export const referenceFieldType: NgaFieldType = {
  name: 'reference',
  cell: NgaReferenceCell,
  value: NgaReferenceCell,
  input: () => import('./reference-input').then((m) => m.NgaReferenceInput),
  filter: () => import('../shared/reference-filter').then((m) => m.NgaReferenceFilter),
  fieldClass: ReferenceField,
};
