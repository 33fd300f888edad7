import { computed, inject, Injectable, Injector, linkedSignal, signal } from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router } from '@angular/router';
import type { Entity, EntryLike, Field, ListView } from '@ng-admin/core/config';
import {
  catchError,
  distinctUntilChanged,
  finalize,
  from,
  map,
  Observable,
  of,
  switchMap,
  throwError,
} from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { Entry } from '../../data/entry';
import { NgaHttpError, toNgaHttpError } from '../../data/nga-http-error';
import type { ReferenceLookup } from '../../data/reference-lookup';
import { runHook } from '../../hooks/run-hook';
import { NgaDatastore } from '../datastore';
import { listFields } from './list-fields';
import {
  defaultListState,
  ListQueryParams,
  ListUrlState,
  listStateFromParams,
  listStateToParams,
  withoutEmptyValues,
} from './list-state';

interface LoadedPage {
  readonly state: ListUrlState;
  readonly entries: readonly Entry[];
  readonly total: number;
  readonly references: ReferenceLookup;
}

/**
 * The state of one list page: what the URL asks for, the entries the API answered, the
 * selection, and the field components. A newer URL state cancels the request of an older one
 * (switchMap), so a stale answer never replaces a newer list.
 */
@Injectable()
export class NgaListStore {
  private readonly router = inject(Router);
  private readonly route = inject(ActivatedRoute);
  private readonly data = inject(NgaDataService);
  private readonly injector = inject(Injector);
  readonly datastore = inject(NgaDatastore);

  private readonly entitySignal = signal<Entity | null>(null);
  private readonly queryParams = toSignal(this.route.queryParams, { requireSync: true });

  readonly entity = computed(() => this.entitySignal());
  readonly view = computed(() => this.entity()?.listView() ?? null);
  readonly fields = computed<readonly Field[]>(() => {
    const view = this.view();
    return view ? listFields(view) : [];
  });
  /** The list state the URL asks for. */
  private readonly urlState = computed<ListUrlState | null>(
    () => {
      const view = this.view();
      return view ? listStateFromParams(view, this.queryParams() as ListQueryParams) : null;
    },
    { equal: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
  );
  /**
   * Pages an infinite list loaded beyond its first by scrolling. They stay out of the URL (a
   * reload or a shared link starts from the first entries, never from a page alone) and a
   * new URL state (sort, filters, another entity) starts over.
   */
  private readonly morePages = linkedSignal<unknown, number>({
    source: () => [this.view(), this.urlState()],
    computation: () => 0,
  });
  /** What the list shows: the URL state, at the last page scrolled to in an infinite list. */
  readonly state = computed<ListUrlState | null>(() => {
    const state = this.urlState();
    if (!state || this.view()?.infinitePagination() !== true) return state;
    return { ...state, page: 1 + this.morePages() };
  });

  private readonly page = signal<LoadedPage | null>(null);
  readonly loading = signal(false);
  readonly error = signal<NgaHttpError | null>(null);
  readonly entries = computed(() => this.page()?.entries ?? []);
  readonly total = computed(() => this.page()?.total ?? 0);
  readonly hasMore = computed(() => this.entries().length < this.total());

  readonly selection = signal<readonly EntryLike[]>([]);

  constructor() {
    // Loads on every new entity or URL state; switchMap drops the answer of an older request.
    toObservable(computed(() => ({ view: this.view(), state: this.state() })))
      .pipe(
        distinctUntilChanged(
          (a, b) => a.view === b.view && JSON.stringify(a.state) === JSON.stringify(b.state),
        ),
        switchMap(({ view, state }) => (view && state ? this.load(view, state) : of(null))),
        takeUntilDestroyed(),
      )
      .subscribe((page) => {
        if (page) this.showPage(page);
      });
  }

  /** Shows the list of an entity (the route's `:entity`). */
  setEntity(entity: Entity): void {
    if (this.entitySignal() === entity) return;
    this.page.set(null);
    this.selection.set([]);
    this.entitySignal.set(entity);
  }

  /** Writes a new list state into the URL; the load follows from the URL. */
  navigate(change: Partial<ListUrlState>): void {
    const view = this.view();
    const current = this.state() ?? (view ? defaultListState(view) : null);
    if (!current) return;
    const next: ListUrlState = { ...current, ...change };
    void this.router.navigate([], {
      relativeTo: this.route,
      queryParams: listStateToParams(next),
      replaceUrl: false,
    });
  }

  /** Loads the next page of an infinite list and appends it; the URL does not change. */
  loadMore(): void {
    if (this.state() && this.hasMore() && !this.loading()) this.morePages.update((n) => n + 1);
  }

  private showPage(page: LoadedPage): void {
    const previous = this.page();
    const appends =
      page.state.page > 1 &&
      previous !== null &&
      this.view()?.infinitePagination() === true &&
      sameQuery(previous.state, page.state);
    if (appends) {
      this.datastore.addLookup(page.references);
      this.page.set({ ...page, entries: [...previous.entries, ...page.entries] });
    } else {
      this.datastore.setLookup(page.references);
      this.page.set(page);
      this.selection.set([]);
    }
  }

  /** One page through the data layer's list watch (entries and their references), then prepare. */
  private load(view: ListView, state: ListUrlState): Observable<LoadedPage | null> {
    this.loading.set(true);
    this.error.set(null);
    const query = {
      page: state.page,
      perPage: state.perPage,
      sortField: state.sortField,
      sortDir: state.sortDir,
      filters: withoutEmptyValues(state.search),
    };
    return this.data.watchList(view, of(query)).pipe(
      switchMap((answer) => {
        if (answer.error) return throwError(() => answer.error);
        const page: LoadedPage = { ...answer, state };
        return from(this.prepare(view, page)).pipe(map(() => page));
      }),
      catchError((error: unknown) => {
        this.error.set(toNgaHttpError(error));
        return of(null);
      }),
      finalize(() => this.loading.set(false)),
    );
  }

  /** Runs the view's prepare hook before the page shows; it sees the page's references. */
  private async prepare(view: ListView, page: LoadedPage): Promise<void> {
    if (!view.prepare()) return;
    const datastore = new NgaDatastore();
    datastore.setLookup(page.references);
    await runHook(
      view.prepare(),
      {
        query: { ...listStateToParams(page.state), search: page.state.search },
        datastore,
        view,
        entries: [...page.entries],
        Entry,
      },
      this.injector,
    );
  }
}

function sameQuery(a: ListUrlState, b: ListUrlState): boolean {
  return (
    a.perPage === b.perPage &&
    a.sortField === b.sortField &&
    a.sortDir === b.sortDir &&
    JSON.stringify(a.search) === JSON.stringify(b.search)
  );
}
