import {
  ApiMapping,
  compactFilters,
  ListPayload,
  ListQuery,
  ManyQuery,
  totalFromHeader,
} from '../api-mapping';
import { appendQueryObject, QueryParams, RequestSpec, ResponseLike } from '../request-spec';

/**
 * The dialect of json-server (0.x) and the APIs that copy it.
 *
 * - list: `GET <url>?_page=1&_limit=30&_sort=id&_order=desc&title=Hello`: filters and the
 *   list view's `permanentFilters` as plain field parameters, an array value repeated
 *   (`tag=a&tag=b`). The total comes from `X-Total-Count`, else from the number of records.
 * - many by ids (`singleApiCall`): the returned parameters, arrays repeated (`id=1&id=2`).
 * - one, create, update, delete: plain REST with JSON bodies.
 */
export class NgaJsonServerDialect extends ApiMapping {
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
    appendQueryObject(params, compactFilters(query.filters), 'repeat');
    appendQueryObject(params, query.params, 'repeat');
    return { method: 'GET', url: query.resource.url, params };
  }

  override parseList(response: ResponseLike, _query?: ListQuery): ListPayload {
    const records = this.expectRecords(response);
    return { records, total: totalFromHeader(response, 'X-Total-Count') ?? records.length };
  }

  override manyRequest(query: ManyQuery): RequestSpec {
    return {
      method: 'GET',
      url: query.resource.url,
      params: appendQueryObject([], query.params, 'repeat'),
    };
  }
}
