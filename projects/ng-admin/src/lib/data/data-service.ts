import { inject, Injectable } from '@angular/core';
import {
  catchError,
  defer,
  EMPTY,
  expand,
  forkJoin,
  from,
  last,
  map,
  mergeMap,
  Observable,
  of,
  SchedulerLike,
  switchMap,
  tap,
  toArray,
} from 'rxjs';
import type {
  Collection,
  Entity,
  EntryLike,
  Field,
  ListView,
  ReferencedListField,
  ReferenceField,
  View,
} from '@ng-admin/core/config';
import { NgaFieldTypeRegistry } from '../base/field-type-registry';
import { NGA_APPLICATION } from '../base/tokens';
import { ListPayload, ListQuery } from './api-mapping';
import { NgaDataChanges } from './data-changes';
import { Entry } from './entry';
import { targetEntityOf } from './config-access';
import { listViewQuery, ListState, referencedListQuery } from './list-query';
import { NgaHttpError, rethrowAsNgaHttpError, toNgaHttpError } from './nga-http-error';
import { NgaVersions } from './versions';
import { PrefetchCache } from './prefetch-cache';
import { ReferenceLookup } from './reference-lookup';
import { AutocompleteResult, ListResult, NgaReferenceResolver } from './reference-resolver';
import { requestKey, type RequestSpec } from './request-spec';
import { NgaRestClient } from './rest-client';
import { NGA_API_MAPPING } from './tokens';
import { recordProperties, selecting, selectingList } from './selection';
import { recordTarget, resourceTarget } from './urls';
import { deepMerge } from './values';
import { creationBody, updateBody } from './write-body';

/**
 * What to load: a list query (built with `listViewQuery`, `referencedListQuery`, ...) of an
 * entity, and the fields whose `map` functions and references apply to its entries.
 */
export interface EntriesRequest {
  readonly entity: Entity;
  readonly fields: readonly Field[];
  readonly query: ListQuery;
}

/** A page of entries with the records their reference fields point to. */
export interface EntriesPage extends ListResult {
  readonly references: ReferenceLookup;
  /** Set when the page could not be loaded; `entries` is then empty. */
  readonly error?: NgaHttpError;
}

/** A list page with the state it answers. */
export interface ListPage extends EntriesPage {
  readonly state: ListState;
}

/** One entry with the records its reference fields point to. */
export interface EntryWithReferences {
  readonly entry: Entry;
  readonly references: ReferenceLookup;
}

/** The outcome of a batch delete: which identifiers were deleted, which failed and why. */
export interface BatchDeleteResult {
  deleted: unknown[];
  failed: { id: unknown; error: NgaHttpError }[];
}

/** Options of `exportAll`. */
export interface ExportOptions {
  /** Called after each page with the number of entries fetched so far and the total. */
  onProgress?: (loaded: number, total: number) => void;
  /** The fields whose `map` functions apply; by default the view's export fields. */
  fields?: readonly Field[];
}

/** At most this many DELETE requests of a batch run at the same time. */
const BATCH_DELETE_CONCURRENCY = 6;

/** A safety stop for exports from a server that never returns a short page. */
const MAX_EXPORT_PAGES = 10_000;

/**
 * The data layer as views see it: every read and write of entries, in the configuration's
 * terms. Requests go through the `ApiMapping` in force; answers come back as `Entry`
 * objects with their references; failures as `NgaHttpError`. Every view loads its entries
 * through `entries` (a page) or `entry` (one record), which also serve what a route started
 * loading before the view's code arrived (`prefetch*`).
 */
@Injectable({ providedIn: 'root' })
export class NgaDataService {
  private readonly client = inject(NgaRestClient);
  private readonly mapping = inject(NGA_API_MAPPING);
  private readonly application = inject(NGA_APPLICATION, { optional: true });
  private readonly references = inject(NgaReferenceResolver);
  private readonly types = inject(NgaFieldTypeRegistry);
  private readonly changes = inject(NgaDataChanges);
  private readonly versions = inject(NgaVersions);
  private readonly prefetched = new PrefetchCache();

  /**
   * Entries of an entity for a query, with their references resolved: one list request, then
   * the lookups of the reference fields (grouped, deduplicated, briefly cached). Entries get
   * the `map` functions of the fields. A page that a route prefetched is served once.
   */
  entries(request: EntriesRequest): Observable<EntriesPage> {
    const key = this.prefetchKey(request);
    return this.prefetched.take(key) ?? this.loadEntries(request);
  }

  /**
   * Starts loading a page of entries now, to be served by the next `entries` call with the
   * same request (a route resolver calls it, so data and view code arrive together). The same
   * request already waiting (sent at the application's start) is kept, not sent again.
   */
  prefetchEntries(request: EntriesRequest): void {
    const key = this.prefetchKey(request);
    if (!this.prefetched.has(key)) this.prefetched.put(key, this.loadEntries(request));
  }

  /**
   * The request of a list view page in a state (defaults from the view), for the view's fields
   * or others (a dashboard collection's).
   */
  listRequest(
    listView: ListView,
    state: ListState = {},
    fields: readonly Field[] = listView.fields(),
  ): EntriesRequest {
    return {
      entity: listView.entity,
      fields,
      query: this.selectingFields(
        listViewQuery(this.application, listView, state),
        listView.entity,
        fields,
      ),
    };
  }

  /**
   * The request of a dashboard collection: the first page of its entity's list, with the
   * collection's size, sort and permanent filters, for the given fields (those the user may
   * read).
   */
  collectionRequest(collection: Collection, fields: readonly Field[]): EntriesRequest {
    return this.listRequest(
      collection.entity.listView(),
      {
        page: 1,
        perPage: collection.perPage(),
        sortField: collection.sortField(),
        sortDir: collection.sortDir(),
        permanentFilters: collection.permanentFilters(),
      },
      fields,
    );
  }

  /**
   * The request of the rows of a `referenced_list` field of an entry: one filtered request
   * on the target (`{ <targetReferenceField>: <main id>, ...permanentFilters }`).
   */
  referencedListRequest(field: ReferencedListField, mainId: unknown, page = 1): EntriesRequest {
    const entity = targetEntityOf(field);
    return {
      entity,
      fields: field.targetFields(),
      query: this.selectingFields(
        referencedListQuery(this.application, field, mainId, page),
        entity,
        field.targetFields(),
      ),
    };
  }

  /**
   * Loads a list page for each state that `states` emits, with its references resolved.
   * A newer state cancels the requests of an older one, so a stale answer never replaces a
   * newer one. A failure is emitted as a page with `error`, and the stream goes on.
   */
  watchList(listView: ListView, states: Observable<ListState>): Observable<ListPage> {
    return states.pipe(
      switchMap((state) =>
        this.entries(this.listRequest(listView, state)).pipe(
          map((page): ListPage => ({ ...page, state })),
          catchError((error: unknown) =>
            of<ListPage>({
              state,
              entries: [],
              total: 0,
              references: new ReferenceLookup(),
              error: toNgaHttpError(error),
            }),
          ),
        ),
      ),
    );
  }

  /** One page of a list view, without references (`entries` resolves them). */
  getList(listView: ListView, state: ListState = {}): Observable<ListResult> {
    const request = this.listRequest(listView, state);
    return this.fetchList(request.query).pipe(
      map(({ records, total }) => ({ entries: this.toEntries(records, request), total })),
      rethrowAsNgaHttpError(),
    );
  }

  /**
   * One entry of a view with its references resolved, read through the view's URL; `map`
   * applies with the view's fields. A record that a route prefetched is served once.
   */
  entry(view: View, id: unknown): Observable<EntryWithReferences> {
    const key = `${view.entity.name()}\u0000${view.kind}\u0000${String(id)}`;
    return this.prefetched.take(key) ?? this.loadEntry(view, id);
  }

  /**
   * Starts loading an entry now, to be served by the next `entry` call for it; the same entry
   * already waiting is kept, not asked for again.
   */
  prefetchEntry(view: View, id: unknown): void {
    const key = `${view.entity.name()}\u0000${view.kind}\u0000${String(id)}`;
    if (!this.prefetched.has(key)) this.prefetched.put(key, this.loadEntry(view, id));
  }

  /** One entry, read through the view's URL when given; `map` applies with its fields. */
  getEntry(entity: Entity, id: unknown, view?: View): Observable<Entry> {
    return defer(() => {
      const target = selecting(
        recordTarget(this.application, entity, id, view),
        recordProperties(entity, view?.fields() ?? [], this.types, view),
      );
      return this.client.fetch(this.mapping.oneRequest(target), (response) => {
        const entry = Entry.fromRest(
          this.mapping.parseOne(response, target),
          entity,
          view?.fields() ?? [],
          this.types,
        );
        entry.etag = this.versions.remember(entity, entry.identifierValue ?? id, response);
        return entry;
      });
    }).pipe(rethrowAsNgaHttpError());
  }

  /**
   * Several entries by identifier in one list request filtered on the identifier field (an
   * array means "one of" in every shipped dialect), with their references: the entries a
   * batch deletion confirms.
   */
  entriesByIds(
    entity: Entity,
    fields: readonly Field[],
    ids: readonly unknown[],
  ): Observable<EntriesPage> {
    if (ids.length === 0) return of({ entries: [], total: 0, references: new ReferenceLookup() });
    const listView = entity.listView();
    return this.entries({
      entity,
      fields,
      query: this.selectingFields(
        {
          ...listViewQuery(this.application, listView, { page: 1, perPage: ids.length }),
          filters: { [entity.identifier().name()]: [...ids] },
          params: undefined,
        },
        entity,
        fields,
      ),
    });
  }

  /**
   * Looks up the records that the reference fields of a view (or of a list of fields) point
   * to in some entries: one request per field with `singleApiCall`, else one
   * `GET <url>/<id>` per distinct identifier, shared by the fields that target the same
   * entity; records fetched in the last few seconds, or being fetched by another caller, are
   * not requested again. A failed lookup does not fail the others: it is listed in the
   * lookup's `failed`.
   */
  resolveReferences(
    source: View | readonly Field[],
    entries: readonly EntryLike[],
  ): Observable<ReferenceLookup> {
    return this.references.resolve(isFieldList(source) ? source : source.fields(), entries);
  }

  /** See `NgaReferenceResolver.choices`. */
  referenceChoices(field: ReferenceField, options: { search?: string } = {}): Observable<Entry[]> {
    return this.references.choices(field, options.search);
  }

  /** See `NgaReferenceResolver.autocomplete`. */
  autocomplete(
    field: ReferenceField,
    texts: Observable<string>,
    scheduler?: SchedulerLike,
  ): Observable<AutocompleteResult> {
    return this.references.autocomplete(field, texts, scheduler);
  }

  /**
   * Creates an entry from form values (flat dot keys): `transform` functions applied, dot
   * keys nested, sent with the entity's `createMethod()` (POST) to the view's URL.
   */
  create(view: View, values: Record<string, unknown>): Observable<Entry> {
    const entity = view.entity;
    return defer(() => {
      const body = creationBody(entity.name(), view.fields(), values);
      const target = selecting(
        resourceTarget(this.application, entity, view),
        recordProperties(entity, view.fields(), this.types, view),
      );
      const request = this.mapping.createRequest(target, body, entity.createMethod());
      return this.client.fetch(request, (response) => {
        const saved = Entry.fromRest(
          this.mapping.parseWrite(response, target, request) ?? body,
          entity,
          view.fields(),
          this.types,
        );
        saved.etag = this.versions.remember(entity, saved.identifierValue, response);
        return saved;
      });
    }).pipe(
      tap((saved) => this.changed(entity, saved.identifierValue, 'create')),
      rethrowAsNgaHttpError(),
    );
  }

  /**
   * Updates a loaded entry with form values. With `PUT` (the default `updateMethod()`) the
   * body is the loaded record merged with the transformed values; with `PATCH`, only the
   * values that changed. The dialect has the last word on the method (`ApiMapping.updateMethod`). The write names the version it changes: `If-Match` with the entry's
   * `etag`, and the entity's `versionField` as loaded; a 412 or 409 then means someone else
   * saved first.
   */
  update(
    view: View,
    loaded: EntryLike & { source?: Readonly<Record<string, unknown>>; etag?: string | null },
    values: Record<string, unknown>,
  ): Observable<Entry> {
    const entity = view.entity;
    return defer(() => {
      const { target, method, body, request } = this.updatePlan(view, loaded, values);
      return this.client.fetch(request, (response) => {
        const record =
          this.mapping.parseWrite(response, target, request) ??
          (method === 'PATCH' ? deepMerge(loaded.source ?? {}, body) : body);
        const saved = Entry.fromRest(record, entity, view.fields(), this.types);
        saved.etag = this.versions.remember(entity, loaded.identifierValue, response);
        return saved;
      });
    }).pipe(
      tap(() => this.changed(entity, loaded.identifierValue, 'update')),
      rethrowAsNgaHttpError(),
    );
  }

  /**
   * The request `update` sends, as data: the body, the method and `If-Match`. A write kept for
   * later (an undoable save sent as the page closes) is sent from it.
   */
  updateRequest(
    view: View,
    loaded: EntryLike & { source?: Readonly<Record<string, unknown>>; etag?: string | null },
    values: Record<string, unknown>,
  ): RequestSpec {
    return this.updatePlan(view, loaded, values).request;
  }

  private updatePlan(
    view: View,
    loaded: EntryLike & { source?: Readonly<Record<string, unknown>>; etag?: string | null },
    values: Record<string, unknown>,
  ) {
    const entity = view.entity;
    const target = selecting(
      recordTarget(this.application, entity, loaded.identifierValue, view),
      recordProperties(entity, view.fields(), this.types, view),
    );
    const method = this.mapping.updateMethod(target, entity.updateMethod());
    const body = this.versions.versionedBody(
      entity,
      updateBody(loaded, view.fields(), values, method, this.types),
      loaded.source,
    );
    const request = this.versions.precondition(
      this.mapping.updateRequest(target, body, method),
      loaded.etag,
    );
    return { target, method, body, request };
  }

  /**
   * Deletes one entry, through the deletion view's URL unless another view is given, with
   * `If-Match` when its version is known (it was read alone, by a show, edition or deletion
   * view): a record someone changed meanwhile is not deleted (412).
   */
  delete(entity: Entity, id: unknown, view: View = entity.deletionView()): Observable<void> {
    return defer(() => this.client.send(this.deleteRequest(entity, id, view))).pipe(
      tap(() => {
        this.versions.forget(entity, id);
        this.changed(entity, id, 'delete');
      }),
      map(() => undefined),
      rethrowAsNgaHttpError(),
    );
  }

  /** The request `delete` sends, as data (with `If-Match` when the version is known). */
  deleteRequest(entity: Entity, id: unknown, view: View = entity.deletionView()): RequestSpec {
    return this.versions.precondition(
      this.mapping.deleteRequest(recordTarget(this.application, entity, id, view)),
      this.versions.etag(entity, id),
    );
  }

  /**
   * Deletes several entries, one DELETE per identifier, and reports each outcome: the batch
   * succeeded only when `failed` is empty.
   */
  batchDelete(entity: Entity, ids: readonly unknown[]): Observable<BatchDeleteResult> {
    if (ids.length === 0) {
      return of({ deleted: [], failed: [] });
    }
    const view = entity.batchDeleteView();
    return from(ids).pipe(
      mergeMap(
        (id) =>
          this.delete(entity, id, view).pipe(
            map(() => ({ id, error: undefined as NgaHttpError | undefined })),
            catchError((error: unknown) => of({ id, error: toNgaHttpError(error) })),
          ),
        BATCH_DELETE_CONCURRENCY,
      ),
      toArray(),
      map((outcomes) => {
        const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome.error]));
        const result: BatchDeleteResult = { deleted: [], failed: [] };
        for (const id of ids) {
          const error = byId.get(id);
          if (error) {
            result.failed.push({ id, error });
          } else {
            result.deleted.push(id);
          }
        }
        return result;
      }),
    );
  }

  /**
   * Every entry a list view's query matches, page after page (the view's `permanentFilters`
   * included), for the CSV export. Entries get the `map` functions of the export fields.
   */
  exportAll(
    listView: ListView,
    state: ListState = {},
    options: ExportOptions = {},
  ): Observable<Entry[]> {
    const perPage = state.perPage ?? listView.perPage();
    const fields = options.fields ?? listView.getExportFields();
    const fetchPage = (page: number) =>
      defer(() =>
        this.fetchList(
          this.selectingFields(
            listViewQuery(this.application, listView, { ...state, page, perPage }, 'export'),
            listView.entity,
            fields,
          ),
        ),
      ).pipe(map((payload) => ({ page, payload })));
    const all = defer(() => {
      // Entries are built page by page as the answers arrive, never all at once.
      const entries: Entry[] = [];
      return fetchPage(1).pipe(
        expand(({ page, payload }) => {
          for (const record of payload.records) {
            entries.push(Entry.fromRest(record, listView.entity, fields, this.types));
          }
          options.onProgress?.(entries.length, Math.max(payload.total, entries.length));
          const done =
            payload.records.length < perPage ||
            entries.length >= payload.total ||
            page >= MAX_EXPORT_PAGES;
          return done ? EMPTY : fetchPage(page + 1);
        }),
        last(),
        map(() => entries),
      );
    });
    return this.withDisplays(fields, all).pipe(rethrowAsNgaHttpError());
  }

  private loadEntries(request: EntriesRequest): Observable<EntriesPage> {
    return this.withDisplays(
      request.fields,
      defer(() => this.fetchList(request.query)).pipe(
        map(({ records, total }) => ({ entries: this.toEntries(records, request), total })),
        switchMap(({ entries, total }) =>
          this.resolveReferences(request.fields, entries).pipe(
            map((references): EntriesPage => ({ entries, total, references })),
          ),
        ),
      ),
    ).pipe(rethrowAsNgaHttpError());
  }

  private loadEntry(view: View, id: unknown): Observable<EntryWithReferences> {
    return this.withDisplays(
      view.fields(),
      this.getEntry(view.entity, id, view).pipe(
        switchMap((entry) =>
          this.resolveReferences(view.fields(), [entry]).pipe(
            map((references) => ({ entry, references })),
          ),
        ),
      ),
    );
  }

  /**
   * The answer of `source` once what the fields' displays need has loaded too (numbro for a
   * formatted number, dates' locale data), loaded while the request is under way: values never
   * show unformatted first.
   */
  private withDisplays<T>(fields: readonly Field[], source: Observable<T>): Observable<T> {
    return defer(() => {
      const displays = this.types.loadDisplays(fields);
      return displays ? forkJoin([source, from(displays)]).pipe(map(([value]) => value)) : source;
    });
  }

  private fetchList(query: ListQuery): Observable<ListPayload> {
    const request = this.mapping.listRequest(query);
    return this.client.fetch(request, (response) => this.mapping.parseList(response, query));
  }

  private toEntries(records: readonly Record<string, unknown>[], request: EntriesRequest): Entry[] {
    return records.map((record) =>
      Entry.fromRest(record, request.entity, request.fields, this.types),
    );
  }

  private prefetchKey(request: EntriesRequest): string {
    return `${request.entity.name()}\u0000${requestKey(this.mapping.listRequest(request.query))}`;
  }

  /** The query, naming the record properties that the fields read (see `recordProperties`). */
  private selectingFields(query: ListQuery, entity: Entity, fields: readonly Field[]): ListQuery {
    return selectingList(query, recordProperties(entity, fields, this.types));
  }

  private changed(entity: Entity, id: unknown, kind: 'create' | 'update' | 'delete'): void {
    this.references.forget(entity.name(), kind === 'create' ? undefined : id);
    this.prefetched.clear();
    this.changes.notify({ entityName: entity.name(), id, kind });
  }
}

function isFieldList(source: View | readonly Field[]): source is readonly Field[] {
  return Array.isArray(source);
}
