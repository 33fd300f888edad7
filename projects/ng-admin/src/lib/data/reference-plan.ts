import type { Entity, EntryLike, Field, ReferenceField } from '@ng-admin/core/config';
import { isReferenceField, targetEntityOf } from './config-access';

/**
 * The key under which an identifier is compared and cached. Foreign keys often arrive as
 * strings while identifiers are numbers, so `1` and `'1'` are the same record.
 */
export function idKey(id: unknown): string {
  return String(id);
}

/** Whether a value can be an identifier to look up. */
function isLookupId(id: unknown): boolean {
  return id !== null && id !== undefined && id !== '';
}

/**
 * The distinct identifiers a reference field holds across entries, in order of appearance:
 * one per entry for `reference`, the items of the array for `reference_many`.
 */
export function referencedIds(field: Field, entries: readonly EntryLike[]): unknown[] {
  const seen = new Set<string>();
  const ids: unknown[] = [];
  for (const entry of entries) {
    const value = entry.values[field.name()];
    for (const id of Array.isArray(value) ? value : [value]) {
      if (isLookupId(id) && !seen.has(idKey(id))) {
        seen.add(idKey(id));
        ids.push(id);
      }
    }
  }
  return ids;
}

/** One grouped request for a field with `singleApiCall`. */
export interface ReferenceBatch {
  field: ReferenceField;
  entity: Entity;
  ids: unknown[];
}

/** One `GET <url>/<id>` for a record that no batch fetches. */
export interface ReferenceSingle {
  entity: Entity;
  id: unknown;
}

/** The requests that resolve the references of a set of entries. */
export interface ReferencePlan {
  batches: ReferenceBatch[];
  singles: ReferenceSingle[];
}

/**
 * Plans the lookups of the reference fields of some entries so that no record is fetched
 * twice: fields with `singleApiCall` get one request each (first, so that they cover as many
 * identifiers as they can), the other identifiers one request each, shared by every field
 * that targets the same entity. Identifiers `isKnown` already holds are left out. With
 * `batchAll` (a dialect that fetches any identifiers at once), every field gets one request.
 */
export function planReferenceLookups(
  fields: readonly Field[],
  entries: readonly EntryLike[],
  isKnown: (entityName: string, id: unknown) => boolean = () => false,
  batchAll = false,
): ReferencePlan {
  const planned = new Map<string, Set<string>>();
  const claim = (entity: Entity, id: unknown): boolean => {
    const name = entity.name();
    const keys = planned.get(name) ?? new Set<string>();
    planned.set(name, keys);
    if (keys.has(idKey(id)) || isKnown(name, id)) {
      return false;
    }
    keys.add(idKey(id));
    return true;
  };

  const referenceFields = fields.filter(isReferenceField);
  const isBatched = (field: ReferenceField) => batchAll || field.singleApiCall() !== undefined;
  const batched = referenceFields.filter(isBatched);
  const single = referenceFields.filter((field) => !isBatched(field));

  const batches: ReferenceBatch[] = [];
  for (const field of batched) {
    const entity = targetEntityOf(field);
    const ids = referencedIds(field, entries).filter((id) => claim(entity, id));
    if (ids.length > 0) {
      batches.push({ field, entity, ids });
    }
  }
  const singles: ReferenceSingle[] = [];
  for (const field of single) {
    const entity = targetEntityOf(field);
    for (const id of referencedIds(field, entries)) {
      if (claim(entity, id)) {
        singles.push({ entity, id });
      }
    }
  }
  return { batches, singles };
}
