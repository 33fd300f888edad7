import { HttpHeaders } from '@angular/common/http';
import { urlWithParams } from '../request-spec';
import { NgaSimpleRestDialect, totalFromContentRange } from './simple-rest-dialect';

describe('NgaSimpleRestDialect', () => {
  const dialect = new NgaSimpleRestDialect();
  const resource = { entityName: 'posts', identifierName: 'id', url: '/posts' };

  it('writes filter, range and sort as URL-encoded JSON', () => {
    const request = dialect.listRequest({
      resource,
      purpose: 'list',
      page: 1,
      perPage: 10,
      sortField: 'id',
      sortDir: 'DESC',
      filters: { q: 'x' },
      params: { published: true },
    });
    expect(request.params).toEqual([
      ['filter', '{"q":"x","published":true}'],
      ['range', '[0,9]'],
      ['sort', '["id","DESC"]'],
    ]);
    expect(urlWithParams(request)).toBe(
      '/posts?filter=%7B%22q%22%3A%22x%22%2C%22published%22%3Atrue%7D&range=%5B0%2C9%5D&sort=%5B%22id%22%2C%22DESC%22%5D',
    );
  });

  it('computes the range of later pages', () => {
    const request = dialect.listRequest({ resource, purpose: 'list', page: 3, perPage: 25 });
    expect(request.params).toEqual([
      ['filter', '{}'],
      ['range', '[50,74]'],
    ]);
  });

  it('reads the total from Content-Range', () => {
    const headers = (value: string) => new HttpHeaders({ 'Content-Range': value });
    expect(
      totalFromContentRange({ status: 200, headers: headers('posts 0-24/319'), body: [] }),
    ).toBe(319);
    expect(
      totalFromContentRange({ status: 200, headers: headers('posts 0-24/*'), body: [] }),
    ).toBeUndefined();
    const payload = dialect.parseList(
      { status: 200, headers: new HttpHeaders(), body: [{ id: 1 }] },
      { resource, purpose: 'list' },
    );
    expect(payload.total).toBe(1);
  });

  it('puts the singleApiCall parameters in filter', () => {
    expect(dialect.manyRequest({ resource, ids: [1, 2], params: { id: [1, 2] } }).params).toEqual([
      ['filter', '{"id":[1,2]}'],
    ]);
  });
});
