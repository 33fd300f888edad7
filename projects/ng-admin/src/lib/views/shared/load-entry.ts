import { computed, inject, Injector, type ResourceRef, type Signal } from '@angular/core';
import { rxResource, takeUntilDestroyed } from '@angular/core/rxjs-interop';
import type { View } from '@ng-admin/core/config';
import { from, map, Observable, switchMap } from 'rxjs';
import { NgaDataChanges } from '../../data/data-changes';
import { NgaDataService } from '../../data/data-service';
import { withValues } from '../../data/pending-change-source';
import { NgaPendingWrites } from '../../data/pending-writes';
import { idKey } from '../../data/reference-plan';
import { NgaDatastore } from '../../data/datastore';
import { Entry } from '../../data/entry';
import type { ReferenceLookup } from '../../data/reference-lookup';
import { runHook } from '../../hooks/run-hook';
import { NgaIntl } from '../../i18n/intl';
import type { NgaViewState } from './view-frame';
import { loadProblem, type NgaProblem, type NgaProblemSubject } from './load-problem';

/** Loads the entry of a view, ready to render. */
export interface NgaEntryLoader {
  /** Reads the entry `id` with its references (or takes what the route prefetched), then prepares it. */
  load(view: View, id: unknown): Observable<Entry>;
  /**
   * Prepares an entry that is already there (a creation form's defaults): the entries its
   * reference fields point to go into the view's datastore, then the view's `prepare` hook
   * runs, all before the view renders.
   */
  prepare(view: View, entry: Entry, query: Record<string, unknown>): Observable<Entry>;
}

/**
 * The entry loader of a view. Call in an injection context of a view that provides
 * `NgaDatastore`.
 *
 * @usageNotes
 * ```ts
 * private readonly entries = injectEntryLoader();
 * protected readonly entry = rxResource({
 *   params: () => ({ view: this.view(), id: this.id() }),
 *   stream: ({ params }) => this.entries.load(params.view, params.id),
 * });
 * ```
 */
export function injectEntryLoader(): NgaEntryLoader {
  const data = inject(NgaDataService);
  const datastore = inject(NgaDatastore);
  const injector = inject(Injector);
  const prepared = (
    view: View,
    entry: Entry,
    references: ReferenceLookup,
    query: Record<string, unknown>,
  ) => {
    datastore.setLookup(references);
    const context = { query, datastore, view, entry, Entry };
    return from(runHook(view.prepare(), context, injector, { view, hook: 'prepare' })).pipe(
      map(() => entry),
    );
  };
  return {
    prepare: (view, entry, query) =>
      data
        .resolveReferences(view.fields(), [entry])
        .pipe(switchMap((references) => prepared(view, entry, references, query))),
    load: (view, id) =>
      data
        .entry(view, id)
        .pipe(switchMap(({ entry, references }) => prepared(view, entry, references, { id }))),
  };
}

/** A loading resource and what a view reads of it. */
export interface NgaViewResource<T> {
  /** The loading resource: `isLoading()`, `reload()`, `update()`. */
  readonly resource: ResourceRef<T | undefined>;
  /** The value; null while loading or after a failure (reading a failed resource throws). */
  readonly current: Signal<T | null>;
  /** What went wrong, in the user's words; null when nothing did. */
  readonly problem: Signal<NgaProblem | null>;
}

/**
 * Loads what `params()` asks for (nothing while it is `undefined`) and says what went wrong
 * about `subject(params)`: the building block of every view that loads. Call in an injection
 * context.
 *
 * @usageNotes
 * ```ts
 * const entries = injectViewResource({
 *   params: () => ({ view: this.view(), ids: this.ids() }),
 *   stream: (params) => this.data.entriesByIds(params.view.entity, fields, params.ids),
 *   subject: (params) => ({ entityLabel: params.view.entity.label() }),
 * });
 * ```
 */
export function injectViewResource<P, T>(options: {
  params: () => P | undefined;
  stream: (params: P) => Observable<T>;
  subject: (params: P) => NgaProblemSubject;
}): NgaViewResource<T> {
  const intl = inject(NgaIntl);
  const resource = rxResource({
    params: options.params,
    stream: ({ params }) => options.stream(params),
  });
  return {
    resource,
    current: computed(() => (resource.hasValue() ? (resource.value() ?? null) : null)),
    problem: computed(() => {
      const error = resource.error();
      const params = options.params();
      return error && params !== undefined
        ? loadProblem(error, intl, options.subject(params))
        : null;
    }),
  };
}

/** The record of a page of one record, loaded: see `injectViewEntry`. */
export interface NgaViewEntry extends NgaViewResource<Entry>, NgaViewState {
  readonly current: Signal<Entry | null>;
}

/**
 * Loads the entry `id()` for `view()` and follows both: the building block of the pages that
 * show one record. Call in an injection context of a view that provides `NgaDatastore`.
 *
 * @usageNotes
 * ```ts
 * protected readonly entry = injectViewEntry(this.view, this.id);
 * ```
 */
export function injectViewEntry(view: () => View, id: () => string): NgaViewEntry {
  const entries = injectEntryLoader();
  const datastore = inject(NgaDatastore);
  const pendingWrites = inject(NgaPendingWrites);
  const {
    resource,
    current: loaded,
    problem,
  } = injectViewResource({
    params: () => ({ view: view(), id: id() }),
    stream: (params) => entries.load(params.view, params.id),
    subject: (params) => ({ entityLabel: params.view.entity.label(), id: params.id }),
  });
  // A save shown before the server confirmed it (undoable, optimistic) shows here at once.
  const current = computed(() => {
    const entry = loaded();
    const change = entry && pendingWrites.changeOf(view().entity.name(), entry.identifierValue);
    return entry && change?.kind === 'update' ? withValues(entry, change.values ?? {}) : entry;
  });
  inject(NgaDataChanges)
    .changes.pipe(takeUntilDestroyed())
    .subscribe((change) => {
      const entry = current();
      if (
        change.kind !== 'update' ||
        !entry ||
        change.entityName !== view().entity.name() ||
        idKey(change.id) !== idKey(entry.identifierValue)
      ) {
        return;
      }
      // Confirmed: the values stay while the record is read again.
      resource.set(entry);
      resource.reload();
    });
  return {
    resource,
    current,
    problem,
    retry: () => resource.reload(),
    /** What the view's templates see. */
    scope: computed(() => ({
      entry: current() ?? undefined,
      entity: view().entity,
      view: view(),
      datastore,
    })),
  };
}
