import { HttpHeaders } from '@angular/common/http';
import { ListQuery } from '../api-mapping';
import { NgaHttpError } from '../nga-http-error';
import { ResponseLike, urlWithParams } from '../request-spec';
import { NgaDjangoRestDialect } from './django-rest-dialect';

describe('NgaDjangoRestDialect', () => {
  const dialect = new NgaDjangoRestDialect();
  const resource = { entityName: 'posts', identifierName: 'id', url: '/api/posts' };
  const record = { ...resource, id: 12, recordUrl: '/api/posts/12' };
  const list = (query: Partial<ListQuery>, on = dialect) =>
    urlWithParams(on.listRequest({ resource, purpose: 'list', ...query }));
  const answer = (body: unknown, status = 200): ResponseLike => ({
    status,
    statusText: status === 400 ? 'Bad Request' : 'OK',
    headers: new HttpHeaders(),
    body,
  });

  describe('lists', () => {
    it('pages with page and page_size, sorts with ordering, searches with search', () => {
      expect(
        list({
          page: 2,
          perPage: 10,
          sortField: 'title',
          sortDir: 'DESC',
          filters: { q: 'denim', category: 'fashion' },
        }),
      ).toBe('/api/posts/?page=2&page_size=10&ordering=-title&search=denim&category=fashion');
    });

    it('leaves page=1 out, as DRF links do, and sorts ascending without a sign', () => {
      expect(list({ page: 1, perPage: 30, sortField: 'views', sortDir: 'ASC' })).toBe(
        '/api/posts/?page_size=30&ordering=views',
      );
    });

    it('sends arrays as <name>__in, booleans and dates as text, dots as __', () => {
      expect(
        list({
          filters: { tags: [1, 2], published: true, 'author.name': 'Ann', empty: '' },
          params: { day: new Date(Date.UTC(2024, 0, 2)), id__in: ['a', 'b'] },
        }),
      ).toBe(
        '/api/posts/?tags__in=1%2C2&published=true&author__name=Ann' +
          '&day=2024-01-02T00%3A00%3A00.000Z&id__in=a%2Cb',
      );
    });

    it('pages with limit and offset when set to LimitOffsetPagination', () => {
      const limitOffset = new NgaDjangoRestDialect({ pagination: 'limit-offset' });
      expect(list({ page: 3, perPage: 10 }, limitOffset)).toBe('/api/posts/?limit=10&offset=20');
      expect(list({ page: 1, perPage: 10 }, limitOffset)).toBe('/api/posts/?limit=10');
    });

    it('follows the names of the project settings', () => {
      const custom = new NgaDjangoRestDialect({
        pageSizeParam: 'size',
        searchFilter: 'text',
        searchParam: 'find',
        orderingParam: 'sort',
        trailingSlash: false,
      });
      expect(
        list(
          { page: 2, perPage: 5, sortField: 'id', sortDir: 'ASC', filters: { text: 'x' } },
          custom,
        ),
      ).toBe('/api/posts?page=2&size=5&sort=id&find=x');
    });

    it('reads a page: records from results, the total from count', () => {
      const query: ListQuery = { resource, purpose: 'list' };
      const results = [{ id: 1 }, { id: 2 }];
      expect(
        dialect.parseList(answer({ count: 42, next: '/api/posts/?page=2', results }), query),
      ).toEqual({ records: results, total: 42 });
      expect(dialect.parseList(answer(results), query)).toEqual({ records: results, total: 2 });
    });

    it('rejects an answer that is neither a page nor an array of records', () => {
      const parse = (body: unknown) => () =>
        dialect.parseList(answer(body), { resource, purpose: 'list' });
      expect(parse({ count: 1 })).toThrowMatching(
        (e) => e instanceof NgaHttpError && e.message.includes('{ count, results }'),
      );
      expect(parse({ count: 1, results: [1] })).toThrowError(NgaHttpError);
    });
  });

  describe('references', () => {
    it('looks records up with id__in, sized to fit them, singleApiCall or not', () => {
      expect(dialect.lookupManyByIds).toBeTrue();
      const request = dialect.manyRequest({ resource, ids: [3, 1, 7], params: {} });
      expect(urlWithParams(request)).toBe('/api/posts/?page_size=3&id__in=3%2C1%2C7');
      expect(
        dialect.parseMany(answer({ count: 3, results: [{ id: 3 }] }), {
          resource,
          ids: [3],
          params: {},
        }),
      ).toEqual([{ id: 3 }]);
    });

    it('sends what singleApiCall returned, arrays as __in', () => {
      const request = dialect.manyRequest({ resource, ids: [1, 2], params: { id: [1, 2] } });
      expect(urlWithParams(request)).toBe('/api/posts/?page_size=2&id__in=1%2C2');
    });
  });

  describe('records', () => {
    it('reads, creates, updates in part and deletes at URLs ending with a slash', () => {
      expect(dialect.oneRequest(record)).toEqual({
        method: 'GET',
        url: '/api/posts/12/',
        params: [],
      });
      expect(dialect.createRequest(resource, { title: 'x' })).toEqual({
        method: 'POST',
        url: '/api/posts/',
        params: [],
        body: { title: 'x' },
      });
      expect(dialect.updateMethod(record, 'PUT')).toBe('PATCH');
      expect(dialect.updateRequest(record, { title: 'y' }, 'PATCH')).toEqual({
        method: 'PATCH',
        url: '/api/posts/12/',
        params: [],
        body: { title: 'y' },
      });
      expect(dialect.deleteRequest(record)).toEqual({
        method: 'DELETE',
        url: '/api/posts/12/',
        params: [],
      });
    });

    it('keeps a URL that has its slash, and puts the slash before a query', () => {
      expect(dialect.oneRequest({ ...record, recordUrl: '/api/posts/12/' }).url).toBe(
        '/api/posts/12/',
      );
      expect(dialect.oneRequest({ ...record, recordUrl: '/api/posts/12?x=1' }).url).toBe(
        '/api/posts/12/?x=1',
      );
    });

    it("follows the entity's update method when partial updates are off", () => {
      const whole = new NgaDjangoRestDialect({ partialUpdates: false });
      expect(whole.updateMethod(record, 'PUT')).toBe('PUT');
    });
  });

  describe('errors', () => {
    it('marks field messages on their fields, nested ones with dotted paths', () => {
      const error = dialect.parseError(
        answer(
          {
            title: [
              'This field may not be blank.',
              'Ensure this field has no more than 100 characters.',
            ],
            author: { name: ['This field is required.'] },
            backlinks: [{}, { url: ['Enter a valid URL.'] }],
          },
          400,
        ),
      );
      expect(error).toBeInstanceOf(NgaHttpError);
      expect(error.status).toBe(400);
      expect(error.violations).toEqual([
        {
          propertyPath: 'title',
          message:
            'This field may not be blank. Ensure this field has no more than 100 characters.',
        },
        { propertyPath: 'author.name', message: 'This field is required.' },
        { propertyPath: 'backlinks.1.url', message: 'Enter a valid URL.' },
      ]);
      // No message of its own: the admin words the status.
      expect(error.message).toBe('The server answered with HTTP 400 Bad Request.');
      expect(error.reason).toEqual({ kind: 'status', statusText: 'Bad Request' });
    });

    it('says non_field_errors as the message', () => {
      const error = dialect.parseError(
        answer(
          {
            non_field_errors: ['The fields title, published_at must make a unique set.'],
            views: ['A valid integer is required.'],
          },
          400,
        ),
      );
      expect(error.message).toBe('The fields title, published_at must make a unique set.');
      expect(error.reason).toBeUndefined();
      expect(error.violations).toEqual([
        { propertyPath: 'views', message: 'A valid integer is required.' },
      ]);
    });

    it('reads a bare list of messages and the detail of other errors', () => {
      expect(dialect.parseError(answer(['Publishing is closed today.'], 400)).message).toBe(
        'Publishing is closed today.',
      );
      const forbidden = dialect.parseError(
        answer({ detail: 'CSRF Failed: CSRF token missing.' }, 403),
      );
      expect(forbidden.status).toBe(403);
      expect(forbidden.message).toBe('CSRF Failed: CSRF token missing.');
      expect(forbidden.violations).toEqual([]);
    });
  });
});
