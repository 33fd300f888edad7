import type { EmbeddedListField } from '@ng-admin/core/config';
import { applyTransforms, Entry, EntryEntity, isRecord } from '../../data/entry';
import { deepEqual, readPath, unflattenValues } from '../../data/values';
import { isReferenceId } from '../shared/reference-display';
import { sortItems } from '../shared/sort-items';

/**
 * The identity embedded items get: the `targetEntity` when set, else a nameless entity whose
 * identifier is `id`.
 */
export function embeddedEntity(field: EmbeddedListField): EntryEntity {
  const target = field.targetEntity();
  if (target) return target;
  return { name: () => field.name(), identifier: () => ({ name: () => 'id' }) };
}

/**
 * The objects of an `embedded_list` value; anything that is not an array of objects counts as
 * no item.
 *
 * @usageNotes
 * ```ts
 * embeddedItems([{ url: 'a' }, 3]); // [{ url: 'a' }]
 * ```
 */
export function embeddedItems(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * The rows a read view shows for an `embedded_list` value (spec 2.6): items matching every
 * `permanentFilters` entry exactly, sorted by `sortField`/`sortDir` on their API values, as
 * entries with nested keys flattened and the target fields' `map` functions applied.
 *
 * @usageNotes
 * ```ts
 * const rows = embeddedRows(backlinksField, entry.values['backlinks']);
 * ```
 */
export function embeddedRows(field: EmbeddedListField, value: unknown): Entry[] {
  const filters = Object.entries(field.permanentFilters());
  const kept = embeddedItems(value).filter((item) =>
    filters.every(([name, expected]) => deepEqual(readPath(item, name), expected)),
  );
  const sortField = field.sortField();
  const sorted = sortItems(kept, (item) => readPath(item, sortField), field.sortDir());
  const entity = embeddedEntity(field);
  const fields = field.targetFields();
  return sorted.map((item) => Entry.fromRest(item, entity, fields));
}

/**
 * Whether rows can link to the target entity's detail views: a `targetEntity` is set and every
 * row has an identifier.
 */
export function embeddedRowsLink(field: EmbeddedListField, rows: readonly Entry[]): boolean {
  return (
    field.targetEntity() !== undefined && rows.every((row) => isReferenceId(row.identifierValue))
  );
}

/**
 * The form values of one embedded item: nested keys flattened, the target fields' `map`
 * functions applied (as for any entry shown in a form).
 */
export function embeddedFormValues(field: EmbeddedListField, item: Record<string, unknown>): Entry {
  return Entry.fromRest(item, embeddedEntity(field), field.targetFields());
}

/**
 * The object an embedded item is written back as: the loaded values overridden by the form
 * values, the target fields' `transform` functions applied, dot keys nested again.
 *
 * @usageNotes
 * ```ts
 * embeddedItemValue(field, loaded, { 'author.name': 'Ann' }); // { ..., author: { name: 'Ann' } }
 * ```
 */
export function embeddedItemValue(
  field: EmbeddedListField,
  loaded: Entry,
  formValues: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values = { ...loaded.values, ...formValues };
  const transformed = applyTransforms({ ...loaded, values }, field.targetFields());
  return unflattenValues(transformed);
}
