import { TestBed } from '@angular/core/testing';
import { ActivatedRoute, Params, Router } from '@angular/router';
import { admin, type Entity } from '@ng-admin/core/config';
import { BehaviorSubject, map, NEVER, of, switchMap } from 'rxjs';
import { NgaDataService } from '../../data/data-service';
import { Entry } from '../../data/entry';
import type { ListState } from '../../data/list-query';
import { ReferenceLookup } from '../../data/reference-lookup';
import { NgaDatastore } from '../../data/datastore';
import { NgaListStore } from './list-store';

describe('NgaListStore', () => {
  const TOTAL = 12;
  let queryParams: BehaviorSubject<Params>;
  let requested: ListState[];
  let router: jasmine.SpyObj<Router>;

  async function setUp(entity: Entity, params: Params = {}): Promise<NgaListStore> {
    queryParams = new BehaviorSubject<Params>(params);
    requested = [];
    router = jasmine.createSpyObj<Router>('Router', ['navigate']);
    // The links service follows the router's navigations; this list never navigates by itself.
    Object.defineProperty(router, 'events', { value: NEVER });
    router.navigate.and.resolveTo(true);
    const data: Partial<NgaDataService> = {
      getList: (_view, state = {}) => {
        requested.push(state);
        const page = state.page ?? 1;
        const perPage = state.perPage ?? 5;
        const ids = Array.from({ length: perPage }, (_, index) => (page - 1) * perPage + index + 1);
        return of({
          entries: ids
            .filter((id) => id <= TOTAL)
            .map((id) => new Entry(entity.name(), { id }, id)),
          total: TOTAL,
        });
      },
      resolveReferences: () => of(new ReferenceLookup()),
    };
    // The store loads through watchList: the latest state's page, with its references.
    data.watchList = (view, states) =>
      states.pipe(
        switchMap((state) => data.getList!(view, state)),
        map((result) => ({ ...result, state: {}, references: new ReferenceLookup() })),
      );
    TestBed.configureTestingModule({
      providers: [
        NgaListStore,
        NgaDatastore,
        { provide: ActivatedRoute, useValue: { queryParams } },
        { provide: Router, useValue: router },
        { provide: NgaDataService, useValue: data },
      ],
    });
    const store = TestBed.inject(NgaListStore);
    store.setEntity(entity);
    await settle();
    return store;
  }

  /** Lets the load run its course (a prepare hook may answer later). */
  async function settle(): Promise<void> {
    TestBed.tick();
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
  }

  function ids(store: NgaListStore): unknown[] {
    return store.entries().map((entry) => entry.identifierValue);
  }

  describe('with infinite pagination', () => {
    const infinite = () => {
      const entity = admin.entity('tags');
      entity.listView().infinitePagination(true).perPage(5);
      return entity;
    };

    it('appends the next page without touching the URL', async () => {
      const store = await setUp(infinite());
      expect(ids(store)).toEqual([1, 2, 3, 4, 5]);

      store.loadMore();
      await settle();
      expect(requested.map((state) => state.page)).toEqual([1, 2]);
      expect(ids(store)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(router.navigate).not.toHaveBeenCalled();

      store.loadMore();
      await settle();
      expect(ids(store)).toHaveSize(TOTAL);
      expect(store.hasMore()).toBeFalse();
      store.loadMore();
      await settle();
      expect(requested).toHaveSize(3);
    });

    it('starts from the first page whatever page the URL names', async () => {
      const store = await setUp(infinite(), { page: '2', perPage: '5' });
      expect(requested.map((state) => state.page)).toEqual([1]);
      expect(ids(store)).toEqual([1, 2, 3, 4, 5]);
    });

    it('starts over from the first page on a new sort or filter', async () => {
      const store = await setUp(infinite());
      store.loadMore();
      await settle();
      expect(ids(store)).toHaveSize(10);

      queryParams.next({ page: '1', perPage: '5', sortField: 'name', sortDir: 'ASC' });
      await settle();
      expect(requested.at(-1)).toEqual(jasmine.objectContaining({ page: 1, sortField: 'name' }));
      expect(ids(store)).toEqual([1, 2, 3, 4, 5]);
    });
  });

  it('a paginated list loads the page the URL names', async () => {
    const entity = admin.entity('posts');
    entity.listView().perPage(5);
    const store = await setUp(entity, { page: '2' });
    expect(requested.map((state) => state.page)).toEqual([2]);
    expect(ids(store)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows a page answered at once in the same render, its synchronous prepare hook run', async () => {
    const entity = admin.entity('posts');
    const prepared: unknown[] = [];
    entity
      .listView()
      .perPage(3)
      .prepare(({ entries }) => prepared.push(...(entries ?? []).map((e) => e.identifierValue)));
    const store = await setUp(entity);
    queryParams.next({ page: '2' });
    // One render, no task or microtask in between: nothing to paint a frame without the rows.
    TestBed.tick();
    expect(ids(store)).toEqual([4, 5, 6]);
    expect(prepared).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
