import { defer, finalize, map, Observable, shareReplay } from 'rxjs';
import { idKey } from './reference-plan';

/** Settings of a `LookupCache`. */
export interface LookupCacheOptions {
  /** How long a fetched record is served from the cache, in milliseconds. */
  ttlMs: number;
  /** The most records kept; the oldest go first. */
  maxRecords?: number;
  /** The clock, replaceable in tests. */
  now?: () => number;
}

interface CachedRecord {
  record: Record<string, unknown>;
  storedAt: number;
}

/**
 * A small short-lived store of looked-up records, plus the requests in flight. Identical
 * lookups within `ttlMs` are served from memory, and concurrent identical requests share
 * one HTTP call, so a view never fetches the same record twice.
 */
export class LookupCache {
  private readonly records = new Map<string, CachedRecord>();
  private readonly inFlight = new Map<string, Observable<unknown>>();
  private readonly pendingRecords = new Map<
    string,
    Observable<Record<string, unknown> | undefined>
  >();
  private readonly now: () => number;
  private readonly maxRecords: number;

  constructor(private readonly options: LookupCacheOptions) {
    this.now = options.now ?? (() => Date.now());
    this.maxRecords = options.maxRecords ?? 500;
  }

  /** A fresh cached record of this entity and identifier, or `undefined`. */
  get(entityName: string, id: unknown): Record<string, unknown> | undefined {
    const key = this.recordKey(entityName, id);
    const cached = this.records.get(key);
    if (!cached) {
      return undefined;
    }
    if (this.now() - cached.storedAt >= this.options.ttlMs) {
      this.records.delete(key);
      return undefined;
    }
    return cached.record;
  }

  /** Caches a record of this entity and identifier. */
  put(entityName: string, id: unknown, record: Record<string, unknown>): void {
    const key = this.recordKey(entityName, id);
    this.records.delete(key);
    this.records.set(key, { record, storedAt: this.now() });
    while (this.records.size > this.maxRecords) {
      this.records.delete(this.records.keys().next().value as string);
    }
  }

  /** Forgets one record, or every record of an entity, after a write. */
  invalidate(entityName: string, id?: unknown): void {
    if (id !== undefined) {
      this.records.delete(this.recordKey(entityName, id));
      return;
    }
    for (const key of [...this.records.keys()]) {
      if (key.startsWith(`${entityName}\u0000`)) {
        this.records.delete(key);
      }
    }
  }

  /**
   * Runs `request` once for concurrent subscribers with the same key: while a request is in
   * flight, callers with the same key share it and its answer. The request is cancelled
   * when its last subscriber leaves.
   */
  share<T>(key: string, request: () => Observable<T>): Observable<T> {
    const existing = this.inFlight.get(key);
    if (existing) {
      return existing as Observable<T>;
    }
    const shared: Observable<T> = defer(request).pipe(
      finalize(() => {
        if (this.inFlight.get(key) === shared) {
          this.inFlight.delete(key);
        }
      }),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.inFlight.set(key, shared);
    return shared;
  }

  /**
   * Notes that a request under way will bring these records, so that another lookup of one
   * of them waits for it instead of asking the server again (a list's batch and a filter's
   * single lookup of the same id, say). The caller clears them when the request ends.
   */
  trackPending(
    entityName: string,
    ids: readonly unknown[],
    records: Observable<readonly Record<string, unknown>[]>,
    identifierOf: (record: Record<string, unknown>) => unknown,
  ): void {
    for (const id of ids) {
      this.pendingRecords.set(
        this.recordKey(entityName, id),
        records.pipe(
          map((list) => list.find((record) => idKey(identifierOf(record)) === idKey(id))),
        ),
      );
    }
  }

  /** Forgets the pending records of a request that ended. */
  clearPending(entityName: string, ids: readonly unknown[]): void {
    for (const id of ids) this.pendingRecords.delete(this.recordKey(entityName, id));
  }

  /** The request under way that will bring this record, if any. */
  pending(
    entityName: string,
    id: unknown,
  ): Observable<Record<string, unknown> | undefined> | undefined {
    return this.pendingRecords.get(this.recordKey(entityName, id));
  }

  private recordKey(entityName: string, id: unknown): string {
    return `${entityName}\u0000${idKey(id)}`;
  }
}
