import { HttpHeaders } from '@angular/common/http';
import { urlWithParams } from '../request-spec';
import { NgaJsonServerDialect } from './json-server-dialect';

describe('NgaJsonServerDialect', () => {
  const dialect = new NgaJsonServerDialect();
  const resource = { entityName: 'posts', identifierName: 'id', url: '/posts' };

  it('writes _page, _limit, _sort, _order and plain field parameters', () => {
    const request = dialect.listRequest({
      resource,
      purpose: 'list',
      page: 3,
      perPage: 10,
      sortField: 'author.name',
      sortDir: 'ASC',
      filters: { title: 'Hello world', tag: ['a', 'b'], empty: '' },
      params: { published: true },
    });
    expect(urlWithParams(request)).toBe(
      '/posts?_page=3&_limit=10&_sort=author.name&_order=asc&title=Hello%20world&tag=a&tag=b&published=true',
    );
  });

  it('reads the total from X-Total-Count', () => {
    const payload = dialect.parseList(
      { status: 200, headers: new HttpHeaders({ 'x-total-count': '7' }), body: [{ id: 1 }] },
      { resource, purpose: 'list' },
    );
    expect(payload.total).toBe(7);
  });

  it('repeats plain parameters for a singleApiCall lookup', () => {
    expect(
      urlWithParams(dialect.manyRequest({ resource, ids: [1, 2], params: { id: [1, 2] } })),
    ).toBe('/posts?id=1&id=2');
  });
});
