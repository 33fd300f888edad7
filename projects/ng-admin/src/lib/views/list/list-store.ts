import {
  computed,
  inject,
  Injectable,
  Injector,
  linkedSignal,
  runInInjectionContext,
  signal,
} from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router } from '@angular/router';
import type { Entity, EntryLike, Field, ListView } from '@ng-admin/core/config';
import {
  catchError,
  debounceTime,
  distinctUntilChanged,
  filter,
  finalize,
  map,
  Observable,
  of,
  switchMap,
  tap,
  throwError,
} from 'rxjs';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaNotification } from '../../base/notification';
import { NgaIntl } from '../../i18n/intl';
import { NgaDataChanges, type NgaDataChange } from '../../data/data-changes';
import { withPendingChanges, withValues } from '../../data/pending-change-source';
import { NgaPendingWrites } from '../../data/pending-writes';
import { idKey } from '../../data/reference-plan';
import { NgaListMemory } from '../shared/list-memory';
import { NgaDataService } from '../../data/data-service';
import { Entry } from '../../data/entry';
import { NgaHttpError, toNgaHttpError } from '../../data/nga-http-error';
import type { ReferenceLookup } from '../../data/reference-lookup';
import { hookResult, NgaHookError } from '../../hooks/run-hook';
import { NgaPermissions } from '../../data/auth/permissions';
import { NgaDatastore } from '../../data/datastore';
import { listFields } from './list-fields';
import {
  defaultListState,
  ListQueryParams,
  ListUrlState,
  listStateFromParams,
  listQueryOf,
  listStateToParams,
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
  private readonly types = inject(NgaFieldTypeRegistry);
  private readonly permissions = inject(NgaPermissions);
  private readonly notification = inject(NgaNotification);
  private readonly intl = inject(NgaIntl);
  readonly datastore = inject(NgaDatastore);

  private readonly entitySignal = signal<Entity | null>(null);
  private readonly queryParams = toSignal(this.route.queryParams, { requireSync: true });

  readonly entity = computed(() => this.entitySignal());
  readonly view = computed(() => this.entity()?.listView() ?? null);
  readonly fields = computed<readonly Field[]>(() => {
    const view = this.view();
    return view
      ? listFields(
          view,
          this.types,
          (field) => this.permissions.fieldAccess(view.entity, field) !== 'none',
        )
      : [];
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
  private readonly memory = inject(NgaListMemory);

  /** What the list shows: the URL state, at the last page scrolled to in an infinite list. */
  readonly state = computed<ListUrlState | null>(() => {
    const state = this.urlState();
    if (!state || this.view()?.infinitePagination() !== true) return state;
    return { ...state, page: 1 + this.morePages() };
  });

  private readonly page = signal<LoadedPage | null>(null);
  readonly loading = signal(false);
  /** Why the page failed: its request, or the view's prepare hook. */
  readonly error = signal<NgaHttpError | NgaHookError | null>(null);
  /** Whether a page has been shown (an empty list is only said once one was). */
  readonly loaded = computed(() => this.page() !== null);
  /** Bumped to load the same state again: a retry, or data changed elsewhere. */
  private readonly reloads = signal(0);
  private readonly pendingWrites = inject(NgaPendingWrites);
  /** The page's entries as the screen shows them: pending deletions left out, updates applied. */
  readonly entries = computed(() => {
    const entries = this.page()?.entries ?? [];
    const entity = this.entity();
    return entity
      ? withPendingChanges(entity.name(), entries, this.pendingWrites.changes())
      : entries;
  });
  /** How many entries match, once an answer said it, less the deletions pending on this page. */
  readonly count = computed(() => {
    const page = this.page();
    if (!page) return null;
    return Math.max(0, page.total - (page.entries.length - this.entries().length));
  });
  readonly total = computed(() => this.count() ?? 0);
  readonly hasMore = computed(() => this.entries().length < this.total());

  readonly selection = signal<readonly EntryLike[]>([]);
  /** Identifiers to select again when the next page shows (records a batch action left). */
  private reselect: ReadonlySet<unknown> = new Set();

  /** Keeps these records selected across the next load (a batch update's failures). */
  keepSelected(ids: readonly unknown[]): void {
    this.reselect = new Set(ids);
  }

  /** The view's filters on fields the user may read. */
  readonly filters = computed<readonly Field[]>(() => {
    const view = this.view();
    return view ? this.permissions.readable(view.entity, view.filters()) : [];
  });
  /** Filters the user added from the "Add filter" menu (pinned ones always show). */
  private readonly added = signal<ReadonlySet<string>>(new Set());
  readonly addedFilters = this.added.asReadonly();
  /** Filters the "Add filter" menu offers: not pinned, not set in the URL, not added. */
  readonly addableFilters = computed(() => {
    const search = this.state()?.search ?? {};
    const added = this.added();
    return this.filters().filter(
      (field) => !field.pinned() && !(field.name() in search) && !added.has(field.name()),
    );
  });

  /** Shows a filter (its default value applies at once). */
  addFilter(field: Field): void {
    this.added.update((names) => new Set([...names, field.name()]));
  }

  /** Hides a filter the user added. */
  removeFilter(field: Field): void {
    this.added.update((names) => new Set([...names].filter((name) => name !== field.name())));
  }

  constructor() {
    // Loads on every new entity or URL state; switchMap drops the answer of an older request.
    toObservable(
      computed(() => ({ view: this.view(), state: this.state(), reload: this.reloads() })),
    )
      .pipe(
        distinctUntilChanged(
          (a, b) =>
            a.view === b.view &&
            a.reload === b.reload &&
            JSON.stringify(a.state) === JSON.stringify(b.state),
        ),
        switchMap(({ view, state }) => {
          // Entries and lists come back to this state (Save, Cancel, a deletion's Yes or No).
          if (view && state) this.memory.remember(view.entity, listStateToParams(state));
          return view && state ? this.load(view, state) : of(null);
        }),
        takeUntilDestroyed(),
      )
      .subscribe((page) => {
        if (page) this.showPage(page);
      });
    // Data changed: outside this list (a custom page, a websocket), or by a write this list
    // showed before the server confirmed it (an undoable deletion). What the list showed stays
    // until the reload answers, so the row does not come back meanwhile.
    inject(NgaDataChanges)
      .changes.pipe(
        filter((change) => change.entityName === this.entity()?.name()),
        tap((change) => this.keepShown(change)),
        debounceTime(50),
        takeUntilDestroyed(),
      )
      .subscribe(() => this.reload());
  }

  private referencesFailedSaid = false;

  /** Lookups that failed show raw identifiers in the grid: say it once, not per page. */
  private sayReferencesFailed(): void {
    if (this.referencesFailedSaid) return;
    this.referencesFailedSaid = true;
    this.notification.info(this.intl.referencesFailed);
  }

  /** Writes into the page what a confirmed change of one of its records shows. */
  private keepShown(change: NgaDataChange): void {
    if (change.kind !== 'update' && change.kind !== 'delete') return;
    const pending = this.pendingWrites.changeOf(change.entityName, change.id);
    const key = idKey(change.id);
    this.page.update((page) => {
      if (!page || !page.entries.some((entry) => idKey(entry.identifierValue) === key)) return page;
      if (change.kind === 'delete') {
        const entries = page.entries.filter((entry) => idKey(entry.identifierValue) !== key);
        return { ...page, entries, total: Math.max(0, page.total - 1) };
      }
      if (!pending?.values) return page;
      const values = pending.values;
      return {
        ...page,
        entries: page.entries.map((entry) =>
          idKey(entry.identifierValue) === key ? withValues(entry, values) : entry,
        ),
      };
    });
  }

  /** Loads the current state again (after a failure, or when the data changed). */
  reload(): void {
    this.reloads.update((count) => count + 1);
  }

  /** Shows the list of an entity (the route's `:entity`). */
  setEntity(entity: Entity): void {
    if (this.entitySignal() === entity) return;
    this.page.set(null);
    this.selection.set([]);
    this.added.set(new Set());
    // Each list says once that some of its labels could not be loaded.
    this.referencesFailedSaid = false;
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
    if (page.references.failed.length > 0) this.sayReferencesFailed();
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
      // Added, not replaced: filter widgets keep the labels they found in the same datastore.
      this.datastore.addLookup(page.references);
      this.page.set(page);
      const kept = this.reselect;
      this.reselect = new Set();
      this.selection.set(page.entries.filter((entry) => kept.has(entry.identifierValue)));
    }
  }

  /** One page through the data layer's list watch (entries and their references), then prepare. */
  private load(view: ListView, state: ListUrlState): Observable<LoadedPage | null> {
    this.loading.set(true);
    this.error.set(null);
    return this.data.watchList(view, of(listQueryOf(state))).pipe(
      switchMap((answer) => {
        if (answer.error) return throwError(() => answer.error);
        const page: LoadedPage = { ...answer, state };
        return this.prepare(view, page).pipe(map(() => page));
      }),
      catchError((error: unknown) => {
        this.error.set(error instanceof NgaHookError ? error : toNgaHttpError(error));
        return of(null);
      }),
      finalize(() => this.loading.set(false)),
    );
  }

  /**
   * Runs the view's prepare hook before the page shows; it sees the page's references. A hook
   * that answers at once lets the page show in the same render.
   */
  private prepare(view: ListView, page: LoadedPage): Observable<unknown> {
    if (!view.prepare()) return of(undefined);
    const datastore = runInInjectionContext(this.injector, () => new NgaDatastore());
    datastore.setLookup(page.references);
    return hookResult(
      view.prepare(),
      {
        query: { ...listStateToParams(page.state), search: page.state.search },
        datastore,
        view,
        entries: [...page.entries],
        Entry,
      },
      this.injector,
      { view, hook: 'prepare' },
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
