import type { Entity, ReferenceField } from '@ng-admin/core/config';
import { targetEntityOf, targetFieldOf } from './config-access';
import { Entry } from './entry';
import { NgaHttpError } from './nga-http-error';
import { idKey } from './reference-plan';

interface StoredRecord {
  entity: Entity;
  record: Record<string, unknown>;
}

/**
 * The records that the references of a view point to, by entity and identifier. Views read
 * the label of a reference through `entry(field, id)`; templates reach it as `datastore`.
 */
export class ReferenceLookup {
  private readonly records = new Map<string, Map<string, StoredRecord>>();
  private readonly entries = new Map<string, Entry>();
  private readonly failures: NgaHttpError[] = [];

  /** The lookups that failed; their identifiers have no entry (views show the raw value). */
  get errors(): readonly NgaHttpError[] {
    return this.failures;
  }

  /** Stores a record of an entity under its identifier. */
  add(entity: Entity, id: unknown, record: Record<string, unknown>): void {
    const name = entity.name();
    const byId = this.records.get(name) ?? new Map<string, StoredRecord>();
    this.records.set(name, byId);
    byId.set(idKey(id), { entity, record });
  }

  /** Records a failed lookup. */
  addError(error: NgaHttpError): void {
    this.failures.push(error);
  }

  /** Whether the record of this entity and identifier is known. */
  has(entityName: string, id: unknown): boolean {
    return this.records.get(entityName)?.has(idKey(id)) ?? false;
  }

  /** The raw record of this entity and identifier, as the API sent it. */
  record(entityName: string, id: unknown): Record<string, unknown> | undefined {
    return this.records.get(entityName)?.get(idKey(id))?.record;
  }

  /**
   * The referenced entry of a reference field for one identifier, its `targetField`'s
   * `map` functions applied, or `undefined` when the record is unknown.
   */
  entry(field: ReferenceField, id: unknown): Entry | undefined {
    const entity = targetEntityOf(field);
    const stored = this.records.get(entity.name())?.get(idKey(id));
    if (!stored) {
      return undefined;
    }
    const targetField = targetFieldOf(field);
    const cacheKey = `${entity.name()}\u0000${targetField.name()}\u0000${idKey(id)}`;
    let entry = this.entries.get(cacheKey);
    if (!entry) {
      entry = Entry.fromRest(stored.record, stored.entity, [targetField]);
      this.entries.set(cacheKey, entry);
    }
    return entry;
  }

  /** The known referenced entries of several identifiers (a `reference_many` value). */
  entriesOf(field: ReferenceField, ids: unknown): Entry[] {
    const list = Array.isArray(ids) ? ids : [ids];
    return list
      .map((id) => this.entry(field, id))
      .filter((entry): entry is Entry => entry !== undefined);
  }

  /** The label of a referenced record: its `targetField` value, or `undefined`. */
  label(field: ReferenceField, id: unknown): unknown {
    return this.entry(field, id)?.values[targetFieldOf(field).name()];
  }

  /** The known records of an entity as entries, without field maps (template datastore). */
  getEntries(entityName: string): Entry[] {
    return [...(this.records.get(entityName)?.values() ?? [])].map(({ entity, record }) =>
      Entry.fromRest(record, entity),
    );
  }

  /** The known record of an entity as an entry, without field maps (template datastore). */
  getEntry(entityName: string, id: unknown): Entry | undefined {
    const stored = this.records.get(entityName)?.get(idKey(id));
    return stored ? Entry.fromRest(stored.record, stored.entity) : undefined;
  }
}
