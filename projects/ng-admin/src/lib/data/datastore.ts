import { computed, inject, Injectable, signal } from '@angular/core';
import type { Entity, EntryLike, ReferenceField } from '@ng-admin/core/config';
import type { NgaReferenceLabels } from '../base/field-type';
import { NgaFieldTypeRegistry } from '../base/field-type-registry';
import { targetEntityOf, targetFieldOf } from './config-access';
import { Entry } from './entry';
import { NgaPendingChangeSource } from './pending-change-source';
import { recordKey, ReferenceLookup, type LookedUpRecord } from './reference-lookup';

interface StoredRecords {
  readonly records: ReadonlyMap<string, LookedUpRecord>;
  readonly failed: ReadonlySet<string>;
}

const EMPTY: StoredRecords = { records: new Map(), failed: new Set() };

/**
 * The entries a view has loaded besides its own: the referenced entries its reference fields
 * point to, and those its form widgets found (dropdown choices, autocomplete results). One
 * instance per view (each view component provides it); it is the `datastore` of templates and
 * `prepare` hooks, reference cells read their labels from it, and it says which lookups failed.
 *
 * @usageNotes
 * ```ts
 * const datastore = inject(NgaDatastore);
 * const post = datastore.getEntry('posts', 12);
 * const label = datastore.referenceLabel(postIdField, 12);
 * ```
 */
@Injectable()
export class NgaDatastore implements NgaReferenceLabels {
  private readonly types = inject(NgaFieldTypeRegistry, { optional: true }) ?? undefined;
  private readonly pendingChanges = inject(NgaPendingChangeSource);
  private readonly stored = signal<StoredRecords>(EMPTY);
  /** Entries built from records, per target field: built once, read by every cell. */
  private readonly entries = computed(() => {
    this.stored();
    return new Map<string, Entry>();
  });

  /** Replaces what the view knew, for a newly loaded page or entry. */
  setLookup(lookup: ReferenceLookup): void {
    this.stored.set(merge(EMPTY, lookup));
  }

  /** Adds what a further request found (a next page, choices of a dropdown, a search). */
  addLookup(lookup: ReferenceLookup): void {
    this.stored.update((stored) => merge(stored, lookup));
  }

  /** Adds records found outside a lookup (the entries of a dropdown's choices). */
  addRecords(entity: Entity, records: readonly EntryLike[]): void {
    const lookup = new ReferenceLookup();
    for (const entry of records) {
      const source = (entry as Partial<Entry>).source;
      lookup.add(
        entity,
        entry.identifierValue,
        source && Object.keys(source).length ? { ...source } : { ...entry.values },
      );
    }
    this.addLookup(lookup);
  }

  /** The referenced entry of a reference field, its target field's `map` applied (reactive). */
  referenceEntry(field: ReferenceField, id: unknown): Entry | undefined {
    if (id === null || id === undefined || id === '') return undefined;
    const entity = targetEntityOf(field);
    const key = recordKey(entity.name(), id);
    const stored = this.stored().records.get(key);
    if (!stored) return undefined;
    const targetField = targetFieldOf(field);
    const cacheKey = `${key}\u0000${targetField.name()}`;
    const entries = this.entries();
    let entry = entries.get(cacheKey);
    if (!entry) {
      entry = Entry.fromRest(stored.record, stored.entity, [targetField], this.types);
      entries.set(cacheKey, entry);
    }
    return entry;
  }

  /**
   * The label of a referenced entry: its target field's value (reactive), as a save of that
   * entry shown before the server confirmed it (undoable, optimistic) has it.
   */
  referenceLabel(field: ReferenceField, id: unknown): unknown {
    const name = targetFieldOf(field).name();
    const change = this.pendingChanges.changeOf(targetEntityOf(field).name(), id);
    if (change?.kind === 'update' && change.values && name in change.values) {
      return change.values[name];
    }
    return this.referenceEntry(field, id)?.values[name];
  }

  /** Whether the lookup of a referenced entry failed, so its label will not come (reactive). */
  referenceFailed(field: ReferenceField, id: unknown): boolean {
    return this.stored().failed.has(recordKey(targetEntityOf(field).name(), id));
  }

  /** An entry of any entity the view loaded, by identifier, without field maps (reactive). */
  getEntry(entityName: string, id: unknown): EntryLike | undefined {
    const stored = this.stored().records.get(recordKey(entityName, id));
    return stored ? Entry.fromRest(stored.record, stored.entity, [], this.types) : undefined;
  }

  /** All loaded entries of an entity, without field maps (reactive). */
  getEntries(entityName: string): EntryLike[] {
    return [...this.stored().records.values()]
      .filter((stored) => stored.entity.name() === entityName)
      .map((stored) => Entry.fromRest(stored.record, stored.entity, [], this.types));
  }
}

function merge(stored: StoredRecords, lookup: ReferenceLookup): StoredRecords {
  if (lookup.records.length === 0 && lookup.failed.length === 0) return stored;
  const records = new Map(stored.records);
  const failed = new Set(stored.failed);
  for (const found of lookup.records) {
    const key = recordKey(found.entity.name(), found.id);
    records.set(key, found);
    failed.delete(key);
  }
  for (const failure of lookup.failed) {
    for (const id of failure.ids) {
      const key = recordKey(failure.entityName, id);
      if (!records.has(key)) failed.add(key);
    }
  }
  return { records, failed };
}
