import { Injectable, signal } from '@angular/core';
import type { EntryLike, ReferenceField } from '@ng-admin/core/config';
import type { Entry } from '../data/entry';
import type { ReferenceLookup } from '../data/reference-lookup';

/**
 * The entries a view has loaded besides its own: the referenced entries its reference fields
 * point to. One instance per view (each view component provides it); it is the `datastore` of
 * templates and `prepare` hooks, and reference cells read their labels from it.
 *
 * @usageNotes
 * ```ts
 * const datastore = inject(NgaDatastore);
 * const post = datastore.getEntry('posts', 12);
 * const label = datastore.referenceLabel(postIdField, 12);
 * ```
 */
@Injectable()
export class NgaDatastore {
  private readonly lookups = signal<readonly ReferenceLookup[]>([]);

  /** Replaces what the view knew, for a newly loaded page. */
  setLookup(lookup: ReferenceLookup): void {
    this.lookups.set([lookup]);
  }

  /** Adds what a further request found (choices of a dropdown, a referenced list). */
  addLookup(lookup: ReferenceLookup): void {
    this.lookups.update((lookups) => [...lookups, lookup]);
  }

  /** The referenced entry of a reference field, its target field's `map` applied (reactive). */
  referenceEntry(field: ReferenceField, id: unknown): Entry | undefined {
    if (id === null || id === undefined || id === '') return undefined;
    for (const lookup of this.lookups()) {
      const entry = lookup.entry(field, id);
      if (entry) return entry;
    }
    return undefined;
  }

  /** The label of a referenced entry: its target field's value (reactive). */
  referenceLabel(field: ReferenceField, id: unknown): unknown {
    if (id === null || id === undefined || id === '') return undefined;
    for (const lookup of this.lookups()) {
      if (lookup.entry(field, id)) return lookup.label(field, id);
    }
    return undefined;
  }

  /** An entry of any entity the view loaded, by identifier (reactive). */
  getEntry(entityName: string, id: unknown): EntryLike | undefined {
    for (const lookup of this.lookups()) {
      const entry = lookup.getEntry(entityName, id);
      if (entry) return entry;
    }
    return undefined;
  }

  /** All loaded entries of an entity (reactive). */
  getEntries(entityName: string): EntryLike[] {
    return this.lookups().flatMap((lookup) => lookup.getEntries(entityName));
  }
}
