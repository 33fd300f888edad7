import { HttpTestingController } from '@angular/common/http/testing';
import { Blog, blog, expectRequest, setUpData } from '../testing.spec';
import { NgaDataService } from '../data-service';
import { Entry } from '../entry';
import { NgaHttpError } from '../nga-http-error';
import { provideApiMapping } from '../provide-api-mapping';
import { ListResult } from '../reference-resolver';
import { NgaJsonServerDialect } from './json-server-dialect';
import { NgaSimpleRestDialect } from './simple-rest-dialect';

describe('shipped dialects over HTTP', () => {
  let config: Blog;
  let data: NgaDataService;
  let http: HttpTestingController;

  afterEach(() => http.verify());

  describe('json-server', () => {
    beforeEach(() => {
      config = blog();
      config.posts.listView().permanentFilters({ published: true });
      ({ data, http } = setUpData(config.app, provideApiMapping(NgaJsonServerDialect)));
    });

    it('lists with _page, _limit, _sort, _order and plain field parameters', () => {
      let result: ListResult | undefined;
      data
        .getList(config.posts.listView(), {
          page: 2,
          perPage: 10,
          sortField: 'title',
          sortDir: 'ASC',
          filters: { q: 'hi' },
        })
        .subscribe((r) => (result = r));
      expectRequest(
        http,
        'GET',
        'http://api.test/posts?_page=2&_limit=10&_sort=title&_order=asc&q=hi&published=true',
      ).flush([{ id: 11 }], { headers: { 'X-Total-Count': '11' } });
      expect(result?.total).toBe(11);
    });

    it('updates with PUT and the merged record', () => {
      const loaded = Entry.fromRest({ id: 3, title: 'a', views: 1 }, config.posts);
      data.update(config.posts.editionView(), loaded, { title: 'b' }).subscribe();
      const request = expectRequest(http, 'PUT', 'http://api.test/posts/3');
      expect(request.request.body).toEqual({ id: 3, title: 'b', views: 1 });
      request.flush({ id: 3, title: 'b', views: 1 });
    });

    it('turns a 404 into an NgaHttpError', () => {
      let error: NgaHttpError | undefined;
      data.getEntry(config.posts, 99).subscribe({ error: (e) => (error = e) });
      expectRequest(http, 'GET', 'http://api.test/posts/99').flush(
        {},
        { status: 404, statusText: 'Not Found' },
      );
      expect(error).toBeInstanceOf(NgaHttpError);
      expect(error?.status).toBe(404);
      expect(error?.message).toBe('The server answered with HTTP 404 Not Found.');
    });
  });

  describe('simple REST', () => {
    beforeEach(() => {
      config = blog();
      ({ data, http } = setUpData(config.app, provideApiMapping(new NgaSimpleRestDialect())));
    });

    it('lists with range, sort and filter, and reads the total from Content-Range', () => {
      let result: ListResult | undefined;
      data
        .getList(config.posts.listView(), { page: 2, perPage: 10, filters: { q: 'hi' } })
        .subscribe((r) => (result = r));
      expectRequest(
        http,
        'GET',
        'http://api.test/posts?filter=%7B%22q%22%3A%22hi%22%7D&range=%5B10%2C19%5D&sort=%5B%22id%22%2C%22DESC%22%5D',
      ).flush([{ id: 11 }], { headers: { 'Content-Range': 'posts 10-19/57' } });
      expect(result?.total).toBe(57);
    });

    it('creates with POST and a JSON body', () => {
      let created: Entry | undefined;
      data.create(config.posts.creationView(), { title: 'New' }).subscribe((e) => (created = e));
      const request = expectRequest(http, 'POST', 'http://api.test/posts');
      expect(request.request.body).toEqual({ title: 'New' });
      request.flush({ id: 58, title: 'New' });
      expect(created?.identifierValue).toBe(58);
    });

    it('carries the message and violations of an error answer', () => {
      let error: NgaHttpError | undefined;
      data
        .create(config.posts.creationView(), { title: '' })
        .subscribe({ error: (e) => (error = e) });
      http
        .expectOne(() => true)
        .flush(
          {
            message: 'Title is required',
            violations: [{ propertyPath: 'title', message: 'Required' }],
          },
          { status: 400, statusText: 'Bad Request' },
        );
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Title is required');
      expect(error?.violations).toEqual([{ propertyPath: 'title', message: 'Required' }]);
    });
  });
});
