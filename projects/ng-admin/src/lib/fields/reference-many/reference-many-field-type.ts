import type { ReferenceField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../../base/field-type';
import { referenceIds, referenceItem } from '../shared/reference-display';

/**
 * The built-in `reference_many` type: the labels of the referenced entries as small tags, each
 * linked to its entry, in read views; a multiple select (or chips with a remote autocomplete)
 * in forms. The value, an array of identifiers, is kept whole.
 *
 * @usageNotes
 * ```ts
 * admin.field('tags', 'reference_many').targetEntity(tags).targetField(admin.field('name'));
 * ```
 */
export const referenceManyFieldType: NgaFieldType = {
  name: 'reference_many',
  valueShape: 'whole',
  ownLinks: true,
  display: (value, context) => ({
    kind: 'items',
    style: 'tags',
    items: referenceIds(value).map((id) =>
      referenceItem(context.field as ReferenceField, id, context),
    ),
  }),
  isEmpty: (value) => referenceIds(value).length === 0,
  input: () => import('./reference-many-input').then((m) => m.NgaReferenceManyInput),
  filter: () => import('../shared/reference-filter').then((m) => m.NgaReferenceFilter),
};
