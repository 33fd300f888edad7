import { inject, Injectable } from '@angular/core';
import {
  asyncScheduler,
  catchError,
  debounceTime,
  defer,
  finalize,
  distinctUntilChanged,
  forkJoin,
  map,
  Observable,
  of,
  SchedulerLike,
  switchMap,
  tap,
} from 'rxjs';
import type { Entity, EntryLike, Field, ReferenceField } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry } from '../base/field-type-registry';
import { NGA_APPLICATION } from '../base/tokens';
import { ListPayload, ListQuery } from './api-mapping';
import { isReferenceField, targetEntityOf, targetFieldOf } from './config-access';
import { Entry } from './entry';
import { choicesQuery } from './list-query';
import { LookupCache } from './lookup-cache';
import { NgaHttpError, rethrowAsNgaHttpError, toNgaHttpError } from './nga-http-error';
import { ReferenceLookup } from './reference-lookup';
import { idKey, planReferenceLookups, referencedIds } from './reference-plan';
import { RequestSpec, requestKey, ResponseLike } from './request-spec';
import { NgaRestClient } from './rest-client';
import { NGA_API_MAPPING, NGA_LOOKUP_CACHE_TTL } from './tokens';
import { recordProperties, selecting, selectingList } from './selection';
import { recordTarget, ResourceTarget, resourceTarget } from './urls';
import { readPath } from './values';

/** A page of entries and the total number of entries that match. */
export interface ListResult {
  entries: Entry[];
  total: number;
}

/** One answer of a remote autocomplete. */
export interface AutocompleteResult {
  /** The text the entries answer. */
  search: string;
  entries: Entry[];
  /** Set when the search failed; `entries` is then empty. */
  error?: NgaHttpError;
}

/**
 * Fetches what reference fields show: the records their identifiers point to (grouped,
 * deduplicated and briefly cached), the possible values of a reference in a form, remote
 * autocomplete results and the rows of a `referenced_list`. Views reach it through
 * `NgaDataService`.
 */
@Injectable({ providedIn: 'root' })
export class NgaReferenceResolver {
  private readonly client = inject(NgaRestClient);
  private readonly mapping = inject(NGA_API_MAPPING);
  private readonly application = inject(NGA_APPLICATION, { optional: true });
  private readonly cache = new LookupCache({ ttlMs: inject(NGA_LOOKUP_CACHE_TTL) });
  private readonly types = inject(NgaFieldTypeRegistry);

  /**
   * Looks up the records that the reference fields of some entries point to: one request per
   * field with `singleApiCall`, else one `GET <url>/<id>` per distinct identifier, shared by
   * the fields that target the same entity. Records fetched in the last few seconds, or
   * being fetched by another caller, are not requested again. A failed lookup does not fail
   * the others: it is listed in `errors`.
   */
  resolve(fields: readonly Field[], entries: readonly EntryLike[]): Observable<ReferenceLookup> {
    return defer(() => {
      const lookup = this.cachedLookup(fields, entries);
      const failed = (entity: Entity, ids: readonly unknown[]) => (error: unknown) =>
        of(lookup.addError(toNgaHttpError(error), entity.name(), ids));
      const waits = this.pendingLookups(fields, entries, lookup, failed);
      const plan = planReferenceLookups(
        fields,
        entries,
        (name, id) => lookup.has(name, id) || this.cache.pending(name, id) !== undefined,
        this.mapping.lookupManyByIds,
      );
      const properties = (entity: Entity) => this.lookupProperties(entity, fields);
      const requests: Observable<unknown>[] = [
        ...waits,
        ...plan.batches.map(({ field, entity, ids }) =>
          this.fetchMany(field, entity, ids, properties(entity)).pipe(
            tap((records) => {
              const identifier = entity.identifier().name();
              records.forEach((record) => lookup.add(entity, readPath(record, identifier), record));
            }),
            catchError(failed(entity, ids)),
          ),
        ),
        ...plan.singles.map(({ entity, id }) =>
          this.fetchOne(entity, id, properties(entity)).pipe(
            tap((record) => lookup.add(entity, id, record)),
            catchError(failed(entity, [id])),
          ),
        ),
      ];
      return requests.length === 0 ? of(lookup) : forkJoin(requests).pipe(map(() => lookup));
    }).pipe(rethrowAsNgaHttpError());
  }

  /**
   * The possible values of a reference in a form: up to `perPage` target entries, sorted as
   * the field says, filtered by its `permanentFilters`, and by the search parameters when a
   * search text is given (remote autocomplete).
   */
  choices(field: ReferenceField, search?: string): Observable<Entry[]> {
    return defer(() => {
      const entity = targetEntityOf(field);
      const labelField = targetFieldOf(field);
      const query = selectingList(
        choicesQuery(this.application, field, search),
        recordProperties(entity, [labelField], this.types),
      );
      return this.fetchList(query, entity).pipe(
        map(({ records }) =>
          records.map((r) => Entry.fromRest(r, entity, [labelField], this.types)),
        ),
      );
    }).pipe(rethrowAsNgaHttpError());
  }

  /**
   * Remote autocomplete: each text is searched after the field's `refreshDelay` of quiet
   * (500 ms by default), and a newer search cancels the older one still running.
   */
  autocomplete(
    field: ReferenceField,
    texts: Observable<string>,
    scheduler: SchedulerLike = asyncScheduler,
  ): Observable<AutocompleteResult> {
    return texts.pipe(
      debounceTime(field.remoteCompleteOptions().refreshDelay, scheduler),
      distinctUntilChanged(),
      switchMap((search) =>
        this.choices(field, search).pipe(
          map((entries): AutocompleteResult => ({ search, entries })),
          catchError((error: unknown) => of({ search, entries: [], error: toNgaHttpError(error) })),
        ),
      ),
    );
  }

  /** Forgets cached records after a write, so the next lookup reads the new values. */
  forget(entityName: string, id?: unknown): void {
    this.cache.invalidate(entityName, id);
  }

  /** A lookup holding the records of these references that the cache still has. */
  private cachedLookup(fields: readonly Field[], entries: readonly EntryLike[]): ReferenceLookup {
    const lookup = new ReferenceLookup();
    for (const field of fields.filter(isReferenceField)) {
      const entity = targetEntityOf(field);
      for (const id of referencedIds(field, entries)) {
        const cached = this.cache.get(entity.name(), id);
        if (cached) {
          lookup.add(entity, id, cached);
        }
      }
    }
    return lookup;
  }

  /** Waits for the records of these references that another lookup is already fetching. */
  private pendingLookups(
    fields: readonly Field[],
    entries: readonly EntryLike[],
    lookup: ReferenceLookup,
    failed: (entity: Entity, ids: readonly unknown[]) => (error: unknown) => Observable<void>,
  ): Observable<unknown>[] {
    const waits = new Map<string, Observable<unknown>>();
    for (const field of fields.filter(isReferenceField)) {
      const entity = targetEntityOf(field);
      for (const id of referencedIds(field, entries)) {
        const key = `${entity.name()}\u0000${idKey(id)}`;
        const pending = lookup.has(entity.name(), id)
          ? undefined
          : this.cache.pending(entity.name(), id);
        if (!pending || waits.has(key)) continue;
        waits.set(
          key,
          pending.pipe(
            tap((record) => record && lookup.add(entity, id, record)),
            catchError(failed(entity, [id])),
          ),
        );
      }
    }
    return [...waits.values()];
  }

  private fetchList(query: ListQuery, entity: Entity): Observable<ListPayload> {
    const request = this.mapping.listRequest(query);
    return this.shared(request, () =>
      this.client
        .fetch(request, (response) => this.mapping.parseList(response, query))
        .pipe(tap(({ records }) => this.remember(entity, records))),
    );
  }

  private fetchMany(
    field: ReferenceField,
    entity: Entity,
    ids: unknown[],
    properties: readonly string[],
  ): Observable<Record<string, unknown>[]> {
    const identifier = entity.identifier().name();
    const request = this.manyRequestFor(field, entity, ids, properties);
    const records = this.shared(request.spec, () =>
      this.fetchManyRest(field, entity, ids, properties, request).pipe(
        tap((records) => this.remember(entity, records)),
        finalize(() => this.cache.clearPending(entity.name(), ids)),
      ),
    );
    this.cache.trackPending(entity.name(), ids, records, (record) => readPath(record, identifier));
    return records;
  }

  private manyRequestFor(
    field: ReferenceField,
    entity: Entity,
    ids: unknown[],
    properties: readonly string[],
  ) {
    const singleApiCall = field.singleApiCall();
    const query = {
      resource: selecting(resourceTarget(this.application, entity, entity.listView()), properties),
      ids,
      params: singleApiCall ? singleApiCall(ids) : {},
    };
    return { query, spec: this.mapping.manyRequest(query) };
  }

  /**
   * The records of `ids`. An API that pages every answer (30 records unless asked for more)
   * gives part of a long lookup and says that more match: the identifiers still missing are
   * then asked for again. A record the API does not have costs no further request.
   */
  private fetchManyRest(
    field: ReferenceField,
    entity: Entity,
    ids: unknown[],
    properties: readonly string[],
    request = this.manyRequestFor(field, entity, ids, properties),
  ): Observable<Record<string, unknown>[]> {
    const identifier = entity.identifier().name();
    return this.client
      .fetch(request.spec, (response) => ({
        records: this.mapping.parseMany(response, request.query),
        total: this.matchingCount(response, request.query.resource),
      }))
      .pipe(
        switchMap(({ records, total }) => {
          const found = new Set(records.map((record) => idKey(readPath(record, identifier))));
          const missing = ids.filter((id) => !found.has(idKey(id)));
          if (records.length === 0 || missing.length === 0 || total <= records.length) {
            return of(records);
          }
          return this.fetchManyRest(field, entity, missing, properties).pipe(
            map((rest) => [...records, ...rest]),
          );
        }),
      );
  }

  /** How many records the answer says match (its total), or 0 when it does not say. */
  private matchingCount(response: ResponseLike, resource: ResourceTarget): number {
    try {
      return this.mapping.parseList(response, { resource, purpose: 'choices' }).total;
    } catch {
      return 0;
    }
  }

  private fetchOne(
    entity: Entity,
    id: unknown,
    properties: readonly string[],
  ): Observable<Record<string, unknown>> {
    const target = selecting(recordTarget(this.application, entity, id), properties);
    const request = this.mapping.oneRequest(target);
    const record = this.shared(request, () =>
      this.client
        .fetch(request, (response) => this.mapping.parseOne(response, target))
        .pipe(
          tap((record) => this.cache.put(entity.name(), id, record)),
          finalize(() => this.cache.clearPending(entity.name(), [id])),
        ),
    );
    this.cache.trackPending(entity.name(), [id], record.pipe(map((one) => [one])), () => id);
    return record;
  }

  /**
   * What a lookup of an entity's records reads: the labels of every reference field among
   * `fields` that points to it, as the lookup's records serve all of them.
   */
  private lookupProperties(entity: Entity, fields: readonly Field[]): string[] {
    const labels = fields
      .filter(isReferenceField)
      .filter((field) => targetEntityOf(field).name() === entity.name())
      .map(targetFieldOf);
    return recordProperties(entity, labels, this.types);
  }

  private remember(entity: Entity, records: readonly Record<string, unknown>[]): void {
    const identifier = entity.identifier().name();
    for (const record of records) {
      const id = readPath(record, identifier);
      if (id !== undefined && id !== null) {
        this.cache.put(entity.name(), id, record);
      }
    }
  }

  private shared<T>(request: RequestSpec, send: () => Observable<T>): Observable<T> {
    return this.cache.share(requestKey(request), send);
  }
}
