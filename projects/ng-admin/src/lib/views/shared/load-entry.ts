import { inject, Injector } from '@angular/core';
import type { View } from '@ng-admin/core/config';
import { from, map, Observable, switchMap } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { Entry } from '../../data/entry';
import { runHook } from '../../hooks/run-hook';
import { NgaDatastore } from '../datastore';

/** Loads the entry of a view, ready to render. */
export interface NgaEntryLoader {
  /** Reads the entry `id` from the API, then prepares it. */
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
  const prepare = (view: View, entry: Entry, query: Record<string, unknown>) =>
    data.resolveReferences(view.fields(), [entry]).pipe(
      switchMap((references) => {
        datastore.setLookup(references);
        return from(runHook(view.prepare(), { query, datastore, view, entry, Entry }, injector));
      }),
      map(() => entry),
    );
  return {
    prepare,
    load: (view, id) =>
      data.getEntry(view.entity, id, view).pipe(switchMap((entry) => prepare(view, entry, { id }))),
  };
}
