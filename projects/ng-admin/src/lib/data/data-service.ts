import { inject, Injectable } from '@angular/core';
import {
  catchError,
  defer,
  EMPTY,
  expand,
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
  Entity,
  EntryLike,
  Field,
  ListView,
  ReferenceField,
  ReferencedListField,
  View,
} from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../tokens';
import { ListPayload } from './api-mapping';
import { Entry } from './entry';
import { listViewQuery, ListState } from './list-query';
import { NgaHttpError, rethrowAsNgaHttpError, toNgaHttpError } from './nga-http-error';
import { ReferenceLookup } from './reference-lookup';
import { AutocompleteResult, ListResult, NgaReferenceResolver } from './reference-resolver';
import { NgaRestClient } from './rest-client';
import { NGA_API_MAPPING } from './tokens';
import { recordTarget, resourceTarget } from './urls';
import { deepMerge } from './values';
import { creationBody, updateBody } from './write-body';

/** A list page with the records its reference fields point to. */
export interface ListPage extends ListResult {
  /** The state this page answers. */
  state: ListState;
  references: ReferenceLookup;
  /** Set when the page could not be loaded; `entries` is then empty. */
  error?: NgaHttpError;
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
 * objects; failures as `NgaHttpError`.
 */
@Injectable({ providedIn: 'root' })
export class NgaDataService {
  private readonly client = inject(NgaRestClient);
  private readonly mapping = inject(NGA_API_MAPPING);
  private readonly application = inject(NGA_APPLICATION, { optional: true });
  private readonly references = inject(NgaReferenceResolver);

  /**
   * One page of a list view: the state's page, sort and filters (defaults from the view),
   * plus the view's `permanentFilters`. Entries get the `map` functions of the view's fields.
   */
  getList(listView: ListView, state: ListState = {}): Observable<ListResult> {
    return this.fetchListPage(listView, state).pipe(
      map(({ records, total }) => ({
        entries: records.map((record) =>
          Entry.fromRest(record, listView.entity, listView.fields()),
        ),
        total,
      })),
      rethrowAsNgaHttpError(),
    );
  }

  /**
   * Loads a list page for each state that `states` emits, with its references resolved.
   * A newer state cancels the requests of an older one, so a stale answer never replaces a
   * newer one. A failure is emitted as a page with `error`, and the stream goes on.
   */
  watchList(listView: ListView, states: Observable<ListState>): Observable<ListPage> {
    return states.pipe(
      switchMap((state) =>
        this.getList(listView, state).pipe(
          switchMap((result) =>
            this.resolveReferences(listView, result.entries).pipe(
              map((references): ListPage => ({ ...result, state, references })),
            ),
          ),
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

  /** One entry, read through the view's URL when given; `map` applies with its fields. */
  getEntry(entity: Entity, id: unknown, view?: View): Observable<Entry> {
    return defer(() => {
      const target = recordTarget(this.application, entity, id, view);
      return this.client.fetch(this.mapping.oneRequest(target), (response) =>
        Entry.fromRest(this.mapping.parseOne(response, target), entity, view?.fields() ?? []),
      );
    }).pipe(rethrowAsNgaHttpError());
  }

  /**
   * Looks up the records that the reference fields of a view (or of a list of fields) point
   * to in some entries: one request per field with `singleApiCall`, else one
   * `GET <url>/<id>` per distinct identifier, shared by the fields that target the same
   * entity; records fetched in the last few seconds, or being fetched by another caller, are
   * not requested again. A failed lookup does not fail the others: it is listed in the
   * lookup's `errors`.
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

  /** See `NgaReferenceResolver.referencedListRows`. */
  referencedListRows(
    field: ReferencedListField,
    mainEntry: EntryLike,
    page = 1,
  ): Observable<ListResult> {
    return this.references.referencedListRows(field, mainEntry, page);
  }

  /**
   * Creates an entry from form values (flat dot keys): `transform` functions applied, dot
   * keys nested, sent with the entity's `createMethod()` (POST) to the view's URL.
   */
  create(view: View, values: Record<string, unknown>): Observable<Entry> {
    const entity = view.entity;
    return defer(() => {
      const body = creationBody(entity.name(), view.fields(), values);
      const request = this.mapping.createRequest(
        resourceTarget(this.application, entity, view),
        body,
        entity.createMethod(),
      );
      return this.client.fetch(request, (response) =>
        Entry.fromRest(this.mapping.parseWrite(response) ?? body, entity, view.fields()),
      );
    }).pipe(
      tap(() => this.references.forget(entity.name())),
      rethrowAsNgaHttpError(),
    );
  }

  /**
   * Updates a loaded entry with form values. With `PUT` (the default `updateMethod()`) the
   * body is the loaded record merged with the transformed values; with `PATCH`, only the
   * values that changed.
   */
  update(
    view: View,
    loaded: EntryLike & { source?: Readonly<Record<string, unknown>> },
    values: Record<string, unknown>,
  ): Observable<Entry> {
    const entity = view.entity;
    return defer(() => {
      const method = entity.updateMethod();
      const body = updateBody(loaded, view.fields(), values, method);
      const target = recordTarget(this.application, entity, loaded.identifierValue, view);
      const request = this.mapping.updateRequest(target, body, method);
      return this.client.fetch(request, (response) => {
        const saved =
          this.mapping.parseWrite(response) ??
          (method === 'PATCH' ? deepMerge(loaded.source ?? {}, body) : body);
        return Entry.fromRest(saved, entity, view.fields());
      });
    }).pipe(
      tap(() => this.references.forget(entity.name(), loaded.identifierValue)),
      rethrowAsNgaHttpError(),
    );
  }

  /** Deletes one entry, through the deletion view's URL unless another view is given. */
  delete(entity: Entity, id: unknown, view: View = entity.deletionView()): Observable<void> {
    return defer(() =>
      this.client.send(
        this.mapping.deleteRequest(recordTarget(this.application, entity, id, view)),
      ),
    ).pipe(
      tap(() => this.references.forget(entity.name(), id)),
      map(() => undefined),
      rethrowAsNgaHttpError(),
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
      this.fetchListPage(listView, { ...state, page, perPage }, 'export').pipe(
        map((payload) => ({ page, payload })),
      );
    return defer(() => {
      const records: Record<string, unknown>[] = [];
      return fetchPage(1).pipe(
        expand(({ page, payload }) => {
          records.push(...payload.records);
          options.onProgress?.(records.length, Math.max(payload.total, records.length));
          const done =
            payload.records.length < perPage ||
            records.length >= payload.total ||
            page >= MAX_EXPORT_PAGES;
          return done ? EMPTY : fetchPage(page + 1);
        }),
        last(),
        map(() => records.map((record) => Entry.fromRest(record, listView.entity, fields))),
      );
    }).pipe(rethrowAsNgaHttpError());
  }

  private fetchListPage(
    listView: ListView,
    state: ListState,
    purpose: 'list' | 'export' = 'list',
  ): Observable<ListPayload> {
    return defer(() => {
      const query = listViewQuery(this.application, listView, state, purpose);
      const request = this.mapping.listRequest(query);
      return this.client.fetch(request, (response) => this.mapping.parseList(response, query));
    });
  }
}

function isFieldList(source: View | readonly Field[]): source is readonly Field[] {
  return Array.isArray(source);
}
