import { computed, inject, Injector } from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { View } from '@ng-admin/core/config';
import { from, map, Observable, switchMap } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { NgaDatastore } from '../../data/datastore';
import { Entry } from '../../data/entry';
import type { ReferenceLookup } from '../../data/reference-lookup';
import { runHook } from '../../hooks/run-hook';
import { NgaIntl } from '../../i18n/intl';
import { loadProblem } from './load-problem';

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
    return from(runHook(view.prepare(), { query, datastore, view, entry, Entry }, injector)).pipe(
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

/**
 * Loads the entry `id()` for `view()` and follows both: the building block of the pages that
 * show one record. Call in an injection context of a view that provides `NgaDatastore`.
 *
 * @usageNotes
 * ```ts
 * protected readonly entry = injectViewEntry(this.view, this.id);
 * ```
 */
export function injectViewEntry(view: () => View, id: () => string) {
  const entries = injectEntryLoader();
  const intl = inject(NgaIntl);
  const datastore = inject(NgaDatastore);
  const resource = rxResource({
    params: () => ({ view: view(), id: id() }),
    stream: ({ params }) => entries.load(params.view, params.id),
  });
  const current = computed(() => (resource.hasValue() ? resource.value() : null));
  return {
    /** The loading resource: `isLoading()`, `reload()`. */
    resource,
    /** The loaded entry; null while loading or after a failure (reading a failed resource throws). */
    current,
    /** What went wrong, in the user's words; null when nothing did. */
    problem: computed(() => {
      const error = resource.error();
      return error
        ? loadProblem(error, intl, { entityLabel: view().entity.label(), id: id() })
        : null;
    }),
    /** What the view's templates see. */
    scope: computed(() => ({
      entry: current() ?? undefined,
      entity: view().entity,
      view: view(),
      datastore,
    })),
  };
}
