import { ReferenceField } from './reference-field';

/**
 * A one-to-many reference where the entry embeds an array of identifiers of
 * `targetEntity` entries: a list of labels in read views, a multiple select in forms.
 * It has every setting of a reference field, with the same defaults.
 *
 * @usageNotes
 * ```ts
 * admin.field('tags', 'reference_many')
 *   .targetEntity(tag)
 *   .targetField(admin.field('name'))
 *   .singleApiCall((ids) => ({ id: ids }));
 * ```
 */
export class ReferenceManyField extends ReferenceField {
  constructor(name: string, type = 'reference_many') {
    super(name, type);
  }
}
