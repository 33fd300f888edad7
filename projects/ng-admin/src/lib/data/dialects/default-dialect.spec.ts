import { HttpHeaders } from '@angular/common/http';
import { ListQuery } from '../api-mapping';
import { NgaHttpError } from '../nga-http-error';
import { urlWithParams } from '../request-spec';
import { NgaDefaultDialect, ngAdminSortField } from './default-dialect';

describe('NgaDefaultDialect', () => {
  const dialect = new NgaDefaultDialect();
  const resource = { entityName: 'posts', identifierName: 'id', url: '/api/posts' };
  const record = { ...resource, id: 'a b', recordUrl: '/api/posts/a%20b' };
  const list = (query: Partial<ListQuery>) =>
    urlWithParams(dialect.listRequest({ resource, purpose: 'list', ...query }));

  it('sends the sort field after its first dot', () => {
    expect(ngAdminSortField('id')).toBe('id');
    expect(ngAdminSortField('posts.title')).toBe('title');
    expect(ngAdminSortField('a.b.c')).toBe('b.c');
  });

  it('writes a list request in ng-admin order', () => {
    expect(
      list({ page: 2, perPage: 10, sortField: 'title', sortDir: 'ASC', filters: { q: 'x' } }),
    ).toBe(
      '/api/posts?_page=2&_perPage=10&_sortField=title&_sortDir=ASC&_filters=%7B%22q%22%3A%22x%22%7D',
    );
  });

  it('leaves out _filters when no filter is set, and empty filter values', () => {
    expect(list({ page: 1, perPage: 30, filters: { q: '', gone: undefined } })).toBe(
      '/api/posts?_page=1&_perPage=30',
    );
  });

  it('sends params as plain parameters after the others', () => {
    expect(list({ page: 1, params: { published: true, lang: 'en' } })).toBe(
      '/api/posts?_page=1&published=true&lang=en',
    );
  });

  it('reads the total from X-Total-Count, else the number of records', () => {
    const query: ListQuery = { resource, purpose: 'list' };
    const body = [{ id: 1 }, { id: 2 }];
    expect(
      dialect.parseList(
        { status: 200, headers: new HttpHeaders({ 'X-Total-Count': '42' }), body },
        query,
      ),
    ).toEqual({ records: body, total: 42 });
    expect(dialect.parseList({ status: 200, headers: new HttpHeaders(), body }, query).total).toBe(
      2,
    );
  });

  it('rejects a list answer that is not an array of objects', () => {
    const parse = (body: unknown) => () =>
      dialect.parseList(
        { status: 200, headers: new HttpHeaders(), body },
        { resource, purpose: 'list' },
      );
    expect(parse({ data: [] })).toThrowMatching(
      (e) => e instanceof NgaHttpError && e.message.includes('expected a JSON array of objects'),
    );
    expect(parse([1, 2])).toThrowError(NgaHttpError);
  });

  it('writes a singleApiCall lookup as <param>[]=<id> repeated', () => {
    const request = dialect.manyRequest({ resource, ids: [1, 2], params: { id: [1, 2] } });
    expect(urlWithParams(request)).toBe('/api/posts?id[]=1&id[]=2');
  });

  it('uses plain REST for one record and writes', () => {
    expect(dialect.oneRequest(record)).toEqual({
      method: 'GET',
      url: '/api/posts/a%20b',
      params: [],
    });
    expect(dialect.createRequest(resource, { a: 1 })).toEqual({
      method: 'POST',
      url: '/api/posts',
      params: [],
      body: { a: 1 },
    });
    expect(dialect.updateRequest(record, { a: 1 }, 'PATCH').method).toBe('PATCH');
    expect(dialect.deleteRequest(record)).toEqual({
      method: 'DELETE',
      url: '/api/posts/a%20b',
      params: [],
    });
  });

  it('reads a write answer, or null when it has no body', () => {
    const headers = new HttpHeaders();
    expect(dialect.parseWrite({ status: 201, headers, body: { id: 1 } })).toEqual({ id: 1 });
    expect(dialect.parseWrite({ status: 204, headers, body: null })).toBeNull();
    expect(() => dialect.parseWrite({ status: 200, headers, body: [1] })).toThrowError(
      NgaHttpError,
    );
  });
});
