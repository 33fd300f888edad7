import { computed, DestroyRef, inject, signal, Signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { Observable, Subject } from 'rxjs';
import type { ListView } from '@ng-admin/core/config';
import { ListPage, NgaDataService } from './data-service';
import { Entry } from './entry';
import { ListState } from './list-query';
import { NgaHttpError } from './nga-http-error';
import { ReferenceLookup } from './reference-lookup';

/**
 * The state of one list view's data as signals. `load(state)` asks for a page; a newer
 * call cancels the requests of an older one, so the signals always show the answer to the
 * latest state, never a stale one.
 */
export class NgaListLoader {
  private readonly states = new Subject<ListState>();
  private readonly current = signal<ListPage | undefined>(undefined);
  private readonly pending = signal(false);

  /** The latest page loaded, with its state, or `undefined` before the first answer. */
  readonly page: Signal<ListPage | undefined> = this.current.asReadonly();
  /** Whether a page is being loaded. */
  readonly loading: Signal<boolean> = this.pending.asReadonly();
  /** The entries of the latest page. */
  readonly entries: Signal<Entry[]> = computed(() => this.current()?.entries ?? []);
  /** The number of entries that match the latest state. */
  readonly total: Signal<number> = computed(() => this.current()?.total ?? 0);
  /** The references of the latest page's entries. */
  readonly references: Signal<ReferenceLookup> = computed(
    () => this.current()?.references ?? new ReferenceLookup(),
  );
  /** Why the latest page failed, if it did. */
  readonly error: Signal<NgaHttpError | undefined> = computed(() => this.current()?.error);

  /**
   * @param watch turns states into pages, the latest winning (`NgaDataService.watchList`).
   * @param destroyRef stops loading when the owner is destroyed.
   */
  constructor(
    watch: (states: Observable<ListState>) => Observable<ListPage>,
    destroyRef: DestroyRef,
  ) {
    watch(this.states)
      .pipe(takeUntilDestroyed(destroyRef))
      .subscribe((page) => {
        this.current.set(page);
        this.pending.set(false);
      });
  }

  /** Loads the page of this state; an answer to an earlier state is dropped. */
  load(state: ListState): void {
    this.pending.set(true);
    this.states.next(state);
  }
}

/**
 * Creates the list loader of a list view, for a view component or store; call it in an
 * injection context. Loading stops when that context is destroyed.
 */
export function injectListLoader(listView: ListView): NgaListLoader {
  const data = inject(NgaDataService);
  return new NgaListLoader((states) => data.watchList(listView, states), inject(DestroyRef));
}
