import { compactFilters, ListQuery } from '../api-mapping';
import { appendQueryObject, type ArrayStyle, QueryParams, RequestSpec } from '../request-spec';
import { NgaDefaultDialect } from './default-dialect';

/**
 * The dialect of json-server (0.x) and the APIs that copy it: the default dialect's answers
 * (records, `X-Total-Count`), with json-server's query parameters.
 *
 * - list: `GET <url>?_page=1&_limit=30&_sort=id&_order=desc&title=Hello`: filters and the
 *   list view's `permanentFilters` as plain field parameters, an array value repeated
 *   (`tag=a&tag=b`). The total comes from `X-Total-Count`, else from the number of records.
 * - many by ids (`singleApiCall`): the returned parameters, arrays repeated (`id=1&id=2`).
 * - one, create, update, delete: plain REST with JSON bodies.
 */
export class NgaJsonServerDialect extends NgaDefaultDialect {
  /** Arrays repeat their parameter: `tag=a&tag=b`. */
  protected override readonly arrayStyle: ArrayStyle = 'repeat';

  override listRequest(query: ListQuery): RequestSpec {
    const params: QueryParams = [];
    if (query.page !== undefined) {
      params.push(['_page', String(query.page)]);
    }
    if (query.perPage !== undefined) {
      params.push(['_limit', String(query.perPage)]);
    }
    if (query.sortField) {
      params.push(['_sort', query.sortField]);
      params.push(['_order', (query.sortDir ?? 'DESC').toLowerCase()]);
    }
    appendQueryObject(params, compactFilters(query.filters), this.arrayStyle);
    appendQueryObject(params, query.params, this.arrayStyle);
    return { method: 'GET', url: query.resource.url, params };
  }
}
