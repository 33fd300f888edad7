import { HttpHeaders } from '@angular/common/http';
import { ListQuery } from '../api-mapping';
import { NgaHttpError } from '../nga-http-error';
import { urlWithParams } from '../request-spec';
import { NgaDefaultDialect } from './default-dialect';
import { type NgaEnvelope, valueAtPath } from './dialect-options';
import { NgaJsonServerDialect } from './json-server-dialect';
import { NgaSimpleRestDialect } from './simple-rest-dialect';

describe('dialect options', () => {
  const resource = { entityName: 'customers', identifierName: 'id', url: '/api/customers' };
  const target = { ...resource, id: 7, recordUrl: '/api/customers/7' };
  const query: ListQuery = { resource, purpose: 'list' };
  const answer = (body: unknown, headers: Record<string, string> = {}) => ({
    status: 200,
    headers: new HttpHeaders(headers),
    body,
  });

  it('reads a value at a dot path, or nothing', () => {
    expect(valueAtPath({ meta: { total: 3 } }, 'meta.total')).toBe(3);
    expect(valueAtPath({ meta: [1] }, 'meta.total')).toBeUndefined();
    expect(valueAtPath(null, 'data')).toBeUndefined();
  });

  it('unwraps list envelopes and reads their total before the header', () => {
    const dialect = new NgaJsonServerDialect({
      envelope: { records: 'data.results', total: 'data.total' },
    });
    const page = dialect.parseList(
      answer({ data: { results: [{ id: 1 }, { id: 2 }], total: 57 } }, { 'X-Total-Count': '9' }),
      query,
    );
    expect(page).toEqual({ records: [{ id: 1 }, { id: 2 }], total: 57 });
    const headerOnly = new NgaDefaultDialect({ envelope: { records: 'data' } }).parseList(
      answer({ data: [{ id: 1 }] }, { 'X-Total-Count': '9' }),
      query,
    );
    expect(headerOnly.total).toBe(9);
    const simpleRest = new NgaSimpleRestDialect({ envelope: { records: 'items', total: 'count' } });
    expect(simpleRest.parseList(answer({ items: [{ id: 1 }], count: '12' }), query).total).toBe(12);
  });

  it('counts the records when the envelope has no usable total', () => {
    const dialect = new NgaJsonServerDialect({ envelope: { records: 'data', total: 'total' } });
    expect(dialect.parseList(answer({ data: [{ id: 1 }], total: 'many' }), query).total).toBe(1);
  });

  it('says where it looked when a list envelope holds no records', () => {
    const dialect = new NgaJsonServerDialect({ envelope: { records: 'data' } });
    expect(() => dialect.parseList(answer([{ id: 1 }]), query)).toThrowMatching(
      (error) => error instanceof NgaHttpError && /array of objects at "data"/.test(error.message),
    );
  });

  it('unwraps a record envelope in one-record and write answers, and takes a bare record', () => {
    const dialect = new NgaDefaultDialect({ envelope: { record: 'customer' } });
    expect(dialect.parseOne(answer({ customer: { id: 7, name: 'Ann' } }), target)).toEqual({
      id: 7,
      name: 'Ann',
    });
    expect(dialect.parseWrite(answer({ customer: { id: 7 } }))).toEqual({ id: 7 });
    expect(dialect.parseOne(answer({ id: 7, customer: 'Ann' }), target)).toEqual({
      id: 7,
      customer: 'Ann',
    });
  });

  it('takes one envelope per entity from a function of the entity name', () => {
    const envelopes: Record<string, NgaEnvelope> = {
      customers: { records: 'customers', total: 'meta.total', record: 'customer' },
    };
    const dialect = new NgaJsonServerDialect({ envelope: (entity) => envelopes[entity] });
    const list = answer({ customers: [{ id: 1 }], meta: { total: 40 } });
    expect(dialect.parseList(list, query)).toEqual({ records: [{ id: 1 }], total: 40 });
    expect(dialect.parseOne(answer({ customer: { id: 7 } }), target)).toEqual({ id: 7 });
    expect(dialect.parseWrite(answer({ customer: { id: 8 } }), resource)).toEqual({ id: 8 });
    const tags = { ...query, resource: { ...resource, entityName: 'tags' } };
    expect(dialect.parseList(answer([{ id: 2 }]), tags).records).toEqual([{ id: 2 }]);
  });

  it('unwraps the answer of a singleApiCall lookup like a list', () => {
    const dialect = new NgaJsonServerDialect({ envelope: { records: 'data' } });
    const many = { resource, ids: [1], params: { id: [1] } };
    expect(dialect.parseMany(answer({ data: [{ id: 1 }] }), many)).toEqual([{ id: 1 }]);
  });

  it('renames the paging and sorting parameters', () => {
    const dialect = new NgaJsonServerDialect({
      params: { page: 'page', perPage: 'per_page', sort: 'sort', order: 'direction' },
    });
    const request = dialect.listRequest({
      ...query,
      page: 2,
      perPage: 30,
      sortField: 'name',
      sortDir: 'ASC',
      filters: { q: 'ann' },
    });
    expect(urlWithParams(request)).toBe(
      '/api/customers?page=2&per_page=30&sort=name&direction=asc&q=ann',
    );
  });

  it('sends an offset instead of the page when the API pages by offset', () => {
    const dialect = new NgaJsonServerDialect({ params: { offset: 'offset', perPage: 'limit' } });
    expect(urlWithParams(dialect.listRequest({ ...query, page: 3, perPage: 20 }))).toBe(
      '/api/customers?offset=40&limit=20',
    );
  });

  it('leaves out the parameters named null: a cursor API gets its first page', () => {
    const dialect = new NgaJsonServerDialect({
      params: { page: null, perPage: 'limit', sort: null },
    });
    expect(
      urlWithParams(dialect.listRequest({ ...query, page: 2, perPage: 30, sortField: 'id' })),
    ).toBe('/api/customers?limit=30');
  });

  it('keeps ng-admin sort names in the default dialect when only the page names change', () => {
    const dialect = new NgaDefaultDialect({ params: { page: 'page', perPage: 'size' } });
    expect(
      urlWithParams(
        dialect.listRequest({ ...query, page: 1, perPage: 5, sortField: 'a.b', sortDir: 'ASC' }),
      ),
    ).toBe('/api/customers?page=1&size=5&_sortField=b&_sortDir=ASC');
  });
});
