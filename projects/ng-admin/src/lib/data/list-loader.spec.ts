import { HttpTestingController } from '@angular/common/http/testing';
import { Injector, runInInjectionContext } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Subject } from 'rxjs';
import { Blog, blog, setUpData } from './testing.spec';
import { ListPage, NgaDataService } from './data-service';
import { injectListLoader, NgaListLoader } from './list-loader';
import { ListState } from './list-query';

describe('a newer list request wins', () => {
  let config: Blog;
  let data: NgaDataService;
  let http: HttpTestingController;

  beforeEach(() => {
    config = blog();
    ({ data, http } = setUpData(config.app));
  });

  afterEach(() => http.verify());

  const pageOne = 'http://api.test/posts?_page=1&_perPage=30&_sortField=id&_sortDir=DESC';
  const pageTwo = 'http://api.test/posts?_page=2&_perPage=30&_sortField=id&_sortDir=DESC';

  it('watchList cancels the older request and never emits its stale answer', () => {
    const states = new Subject<ListState>();
    const pages: ListPage[] = [];
    data.watchList(config.posts.listView(), states).subscribe((page) => pages.push(page));

    states.next({ page: 1 });
    const older = http.expectOne(pageOne);
    states.next({ page: 2 });
    const newer = http.expectOne(pageTwo);

    newer.flush([{ id: 2, title: 'newer' }], { headers: { 'X-Total-Count': '60' } });
    expect(older.cancelled).withContext('the older request is cancelled').toBeTrue();
    if (!older.cancelled) {
      older.flush([{ id: 1, title: 'stale' }]);
    }

    expect(pages.map((page) => page.state.page)).toEqual([2]);
    expect(pages[pages.length - 1].entries.map((entry) => entry.values['title'])).toEqual([
      'newer',
    ]);
  });

  it('watchList reports a failure as a page with an error and goes on', () => {
    const states = new Subject<ListState>();
    const pages: ListPage[] = [];
    data.watchList(config.posts.listView(), states).subscribe((page) => pages.push(page));
    states.next({ page: 1 });
    http.expectOne(pageOne).flush({ message: 'Down' }, { status: 503, statusText: 'Unavailable' });
    states.next({ page: 2 });
    http.expectOne(pageTwo).flush([{ id: 2 }]);
    expect(
      pages.map((page) => [page.state.page, page.error?.message, page.entries.length]),
    ).toEqual([
      [1, 'Down', 0],
      [2, undefined, 1],
    ]);
  });

  it('the list loader signals show the latest state, never a stale answer', () => {
    const loader: NgaListLoader = runInInjectionContext(TestBed.inject(Injector), () =>
      injectListLoader(config.posts.listView()),
    );
    expect(loader.loading()).toBeFalse();

    loader.load({ page: 1 });
    loader.load({ page: 2 });
    expect(loader.loading()).toBeTrue();
    const older = http.expectOne(pageOne);
    http
      .expectOne(pageTwo)
      .flush([{ id: 2, title: 'newer' }], { headers: { 'X-Total-Count': '31' } });
    if (!older.cancelled) {
      older.flush([{ id: 1, title: 'stale' }]);
    }

    expect(older.cancelled).toBeTrue();
    expect(loader.loading()).toBeFalse();
    expect(loader.page()?.state).toEqual({ page: 2 });
    expect(loader.entries().map((entry) => entry.values['title'])).toEqual(['newer']);
    expect(loader.total()).toBe(31);
    expect(loader.error()).toBeUndefined();
  });

  it('the list loader stops when its injection context is destroyed', () => {
    const injector = Injector.create({ providers: [], parent: TestBed.inject(Injector) });
    const loader = runInInjectionContext(injector, () => injectListLoader(config.posts.listView()));
    loader.load({ page: 1 });
    const request = http.expectOne(pageOne);
    (injector as unknown as { destroy(): void }).destroy();
    expect(request.cancelled).toBeTrue();
  });
});
