import { ReferenceManyField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaReferenceManyCell } from './reference-many-cell';

/**
 * The built-in `reference_many` type (the entry embeds an array of identifiers): the labels
 * of the referenced entries, linked to their detail views, in lists and show views; a multiple
 * select (or removable chips with a remote autocomplete) in forms, loaded on first use; a
 * single-value dropdown or autocomplete in filters (entries whose array holds that identifier).
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...referenceManyFieldType, cell: TagCloudCell }));
 * ```
 */
export const referenceManyFieldType: NgaFieldType = {
  name: 'reference_many',
  cell: NgaReferenceManyCell,
  value: NgaReferenceManyCell,
  input: () => import('./reference-many-input').then((m) => m.NgaReferenceManyInput),
  filter: () => import('../shared/reference-filter').then((m) => m.NgaReferenceFilter),
  fieldClass: ReferenceManyField,
};
