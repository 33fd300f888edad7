import type { Entity } from '@ng-admin/core/config';
import type { NgaHttpError } from './nga-http-error';
import { idKey } from './reference-plan';

/** A record of an entity, as the API sent it. */
export interface LookedUpRecord {
  readonly entity: Entity;
  readonly id: unknown;
  readonly record: Record<string, unknown>;
}

/** A lookup that failed, with the identifiers it was for. */
export interface FailedLookup {
  readonly entityName: string;
  readonly ids: readonly unknown[];
  readonly error: NgaHttpError;
}

/**
 * The answer of a reference resolution: the records that the references of some entries point
 * to, and the lookups that failed. It is a value, not a cache: views put it in their
 * `NgaDatastore`, which is what cells, templates and hooks read.
 */
export class ReferenceLookup {
  private readonly found: LookedUpRecord[] = [];
  private readonly failures: FailedLookup[] = [];
  private readonly keys = new Set<string>();

  /** The records found, in the order they arrived. */
  get records(): readonly LookedUpRecord[] {
    return this.found;
  }

  /** The lookups that failed; their identifiers have no record. */
  get failed(): readonly FailedLookup[] {
    return this.failures;
  }

  /** The errors of the failed lookups. */
  get errors(): readonly NgaHttpError[] {
    return this.failures.map((failure) => failure.error);
  }

  /** Stores a record of an entity under its identifier. */
  add(entity: Entity, id: unknown, record: Record<string, unknown>): void {
    this.keys.add(recordKey(entity.name(), id));
    this.found.push({ entity, id, record });
  }

  /** Records a failed lookup of these identifiers. */
  addError(error: NgaHttpError, entityName = '', ids: readonly unknown[] = []): void {
    this.failures.push({ entityName, ids, error });
  }

  /** Whether the record of this entity and identifier was found. */
  has(entityName: string, id: unknown): boolean {
    return this.keys.has(recordKey(entityName, id));
  }

  /** The raw record of this entity and identifier, as the API sent it. */
  record(entityName: string, id: unknown): Record<string, unknown> | undefined {
    const key = idKey(id);
    return this.found.find((item) => item.entity.name() === entityName && idKey(item.id) === key)
      ?.record;
  }
}

/** The key of a record of an entity, as lookups and datastores compare them. */
export function recordKey(entityName: string, id: unknown): string {
  return `${entityName}\u0000${idKey(id)}`;
}
