import { admin } from '@ng-admin/core/config';
import { expectRequest, useBlogData } from './testing.spec';
import { Entry } from './entry';
import { ListResult } from './reference-resolver';

describe('NgaDataService reads (default dialect, spec 4.1)', () => {
  const bed = useBlogData();

  it('reads one entry: GET /<entities>/<id>, nested properties as dot keys', () => {
    let entry: Entry | undefined;
    bed.data
      .getEntry(bed.config.posts, 12, bed.config.posts.editionView())
      .subscribe((e) => (entry = e));
    expectRequest(bed.http, 'GET', 'http://api.test/posts/12').flush({
      id: 12,
      title: 'Hello',
      author: { name: 'Ann' },
    });
    expect(entry?.identifierValue).toBe(12);
    expect(entry?.values).toEqual({ id: 12, title: 'Hello', 'author.name': 'Ann' });
  });

  it('URL-encodes the identifier', () => {
    bed.data.getEntry(bed.config.posts, 'a/b c').subscribe();
    expectRequest(bed.http, 'GET', 'http://api.test/posts/a%2Fb%20c').flush({ id: 'a/b c' });
  });

  it('lists entries with the view defaults: _page, _perPage, _sortField, _sortDir', () => {
    let result: ListResult | undefined;
    bed.data.getList(bed.config.posts.listView()).subscribe((r) => (result = r));
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/posts?_page=1&_perPage=30&_sortField=id&_sortDir=DESC',
    ).flush([{ id: 1, title: 'A' }], { headers: { 'X-Total-Count': '31' } });
    expect(result?.total).toBe(31);
    expect(result?.entries.map((e) => e.values['title'])).toEqual(['A']);
  });

  it('lists entries with a page, a sort and _filters as URL-encoded JSON', () => {
    bed.data
      .getList(bed.config.posts.listView(), {
        page: 3,
        perPage: 10,
        sortField: 'title',
        sortDir: 'ASC',
        filters: { q: 'café & co', author_id: 2 },
      })
      .subscribe();
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/posts?_page=3&_perPage=10&_sortField=title&_sortDir=ASC' +
        '&_filters=%7B%22q%22%3A%22caf%C3%A9%20%26%20co%22%2C%22author_id%22%3A2%7D',
    ).flush([]);
  });

  it('sends the sort field after its first dot', () => {
    bed.data.getList(bed.config.posts.listView(), { sortField: 'posts.title' }).subscribe();
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/posts?_page=1&_perPage=30&_sortField=title&_sortDir=DESC',
    ).flush([]);
  });

  it('takes the total from the number of entries without X-Total-Count', () => {
    let result: ListResult | undefined;
    bed.data.getList(bed.config.posts.listView()).subscribe((r) => (result = r));
    bed.http.expectOne(() => true).flush([{ id: 1 }, { id: 2 }]);
    expect(result?.total).toBe(2);
  });

  it('sends the list view permanentFilters as one plain parameter per key on every request', () => {
    bed.config.posts.listView().permanentFilters({ published: true, lang: 'en' });
    bed.data.getList(bed.config.posts.listView()).subscribe();
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/posts?_page=1&_perPage=30&_sortField=id&_sortDir=DESC&published=true&lang=en',
    ).flush([]);
    bed.data.getList(bed.config.posts.listView(), { page: 2, filters: { q: 'x' } }).subscribe();
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/posts?_page=2&_perPage=30&_sortField=id&_sortDir=DESC&_filters=%7B%22q%22%3A%22x%22%7D&published=true&lang=en',
    ).flush([]);
  });

  it('lets a list with its own permanentFilters replace those of the view', () => {
    bed.config.posts.listView().permanentFilters({ published: true });
    bed.data
      .getList(bed.config.posts.listView(), { perPage: 5, permanentFilters: { featured: 1 } })
      .subscribe();
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/posts?_page=1&_perPage=5&_sortField=id&_sortDir=DESC&featured=1',
    ).flush([]);
  });

  it('exports every page, permanentFilters included, reporting progress', () => {
    bed.config.posts.listView().permanentFilters({ published: true });
    const progress: [number, number][] = [];
    let exported: Entry[] | undefined;
    bed.data
      .exportAll(
        bed.config.posts.listView(),
        { perPage: 2 },
        { onProgress: (n, total) => progress.push([n, total]) },
      )
      .subscribe((entries) => (exported = entries));
    const headers = { 'X-Total-Count': '3' };
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/posts?_page=1&_perPage=2&_sortField=id&_sortDir=DESC&published=true',
    ).flush([{ id: 3 }, { id: 2 }], { headers });
    expectRequest(
      bed.http,
      'GET',
      'http://api.test/posts?_page=2&_perPage=2&_sortField=id&_sortDir=DESC&published=true',
    ).flush([{ id: 1 }], { headers });
    expect(exported?.map((e) => e.identifierValue)).toEqual([3, 2, 1]);
    expect(progress).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });

  it('applies the export fields map functions', () => {
    bed.config.posts
      .listView()
      .exportFields(admin.field('title').map((v: string) => v.toUpperCase()));
    let exported: Entry[] | undefined;
    bed.data.exportAll(bed.config.posts.listView()).subscribe((entries) => (exported = entries));
    bed.http.expectOne(() => true).flush([{ id: 1, title: 'a' }]);
    expect(exported?.[0].values['title']).toBe('A');
  });

  it("uses the entity's baseApiUrl and the list view url", () => {
    bed.config.posts.baseApiUrl('https://cms.test/v2/');
    bed.config.posts.listView().url('published-posts');
    bed.data.getList(bed.config.posts.listView()).subscribe();
    expectRequest(
      bed.http,
      'GET',
      'https://cms.test/v2/published-posts?_page=1&_perPage=30&_sortField=id&_sortDir=DESC',
    ).flush([]);
  });

  it('loads entries by identifier in one list request filtered on the identifier field', () => {
    let ids: unknown[] = [];
    bed.data
      .entriesByIds(bed.config.tags, [admin.field('name')], [4, 'x'])
      .subscribe((page) => (ids = page.entries.map((entry) => entry.identifierValue)));
    const filters = encodeURIComponent(JSON.stringify({ id: [4, 'x'] }));
    expectRequest(
      bed.http,
      'GET',
      `http://api.test/tags?_page=1&_perPage=2&_sortField=id&_sortDir=DESC&_filters=${filters}`,
    ).flush([
      { id: 4, name: 'a' },
      { id: 'x', name: 'b' },
    ]);
    expect(ids).toEqual([4, 'x']);
  });

  it('loads no entry, and sends nothing, for no identifier', () => {
    let total: number | undefined;
    bed.data.entriesByIds(bed.config.tags, [], []).subscribe((page) => (total = page.total));
    expect(total).toBe(0);
  });

  describe('prefetched answers', () => {
    const PAGE_2 = 'http://api.test/posts?_page=2&_perPage=30&_sortField=id&_sortDir=DESC';
    const titlesRequest = () =>
      bed.data.listRequest(bed.config.posts.listView(), { page: 2 }, [admin.field('title')]);

    it('serves a prefetched page once to the view asking for the same request', () => {
      bed.data.prefetchEntries(titlesRequest());
      const sent = expectRequest(bed.http, 'GET', PAGE_2);
      let titles: unknown[] = [];
      bed.data
        .entries(titlesRequest())
        .subscribe((page) => (titles = page.entries.map((entry) => entry.values['title'])));
      bed.http.expectNone(PAGE_2);
      sent.flush([{ id: 1, title: 'A' }]);
      expect(titles).toEqual(['A']);

      bed.data.entries(titlesRequest()).subscribe();
      expectRequest(bed.http, 'GET', PAGE_2).flush([]);
    });

    it('serves a prefetched entry once', () => {
      const view = bed.config.posts.editionView();
      bed.data.prefetchEntry(view, 12);
      const sent = expectRequest(bed.http, 'GET', 'http://api.test/posts/12');
      let title: unknown;
      bed.data.entry(view, 12).subscribe(({ entry }) => (title = entry.values['title']));
      sent.flush({ id: 12, title: 'Hello', author: { name: 'Ann' } });
      expect(title).toBe('Hello');
      bed.data.entry(view, 12).subscribe();
      expectRequest(bed.http, 'GET', 'http://api.test/posts/12').flush({ id: 12 });
    });

    it('keeps a page already prefetched instead of asking for it again', () => {
      bed.data.prefetchEntries(titlesRequest());
      const sent = expectRequest(bed.http, 'GET', PAGE_2);
      bed.data.prefetchEntries(titlesRequest());
      bed.http.expectNone(PAGE_2);
      expect(sent.cancelled).toBeFalse();
      let titles: unknown[] = [];
      bed.data
        .entries(titlesRequest())
        .subscribe((page) => (titles = page.entries.map((entry) => entry.values['title'])));
      sent.flush([{ id: 1, title: 'A' }]);
      expect(titles).toEqual(['A']);
    });

    it('keeps an entry already prefetched instead of asking for it again', () => {
      const view = bed.config.posts.editionView();
      bed.data.prefetchEntry(view, 12);
      const sent = expectRequest(bed.http, 'GET', 'http://api.test/posts/12');
      bed.data.prefetchEntry(view, 12);
      bed.http.expectNone('http://api.test/posts/12');
      expect(sent.cancelled).toBeFalse();
    });

    it('forgets prefetched answers after a write, which may change them', () => {
      bed.data.prefetchEntries(titlesRequest());
      expectRequest(bed.http, 'GET', PAGE_2).flush([{ id: 1, title: 'Before' }]);
      bed.data.delete(bed.config.posts, 1).subscribe();
      expectRequest(bed.http, 'DELETE', 'http://api.test/posts/1').flush(null);
      bed.data.entries(titlesRequest()).subscribe();
      expectRequest(bed.http, 'GET', PAGE_2).flush([]);
    });
  });
});
