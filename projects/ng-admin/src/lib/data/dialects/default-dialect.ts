import {
  ApiMapping,
  compactFilters,
  ListPayload,
  ListQuery,
  ManyQuery,
  totalFromHeader,
} from '../api-mapping';
import {
  appendQueryObject,
  type ArrayStyle,
  QueryParams,
  RequestSpec,
  ResponseLike,
} from '../request-spec';

/**
 * The sort field as ng-admin sends it: the name after its first dot (`posts.title` sends
 * `title`), or the whole name when it has no dot.
 */
export function ngAdminSortField(sortField: string): string {
  return sortField.slice(sortField.indexOf('.') + 1);
}

/**
 * The dialect of ng-admin, used when no other is provided.
 *
 * - list: `GET <url>?_page=1&_perPage=30&_sortField=id&_sortDir=DESC&_filters=<URL-encoded
 *   JSON>`, `_filters` only when a filter is set, then one plain parameter per key of the
 *   list view's `permanentFilters` (or of the autocomplete search). The total comes from the
 *   `X-Total-Count` header, else from the number of records.
 * - many by ids (`singleApiCall`): the returned parameters, an array as `<param>[]=<id>`
 *   repeated.
 * - one, create, update, delete: plain REST with JSON bodies.
 */
export class NgaDefaultDialect extends ApiMapping {
  /** How an array parameter is written: `tag[]=a&tag[]=b` here. */
  protected readonly arrayStyle: ArrayStyle = 'brackets';

  override listRequest(query: ListQuery): RequestSpec {
    const params: QueryParams = [];
    if (query.page !== undefined) {
      params.push(['_page', String(query.page)]);
    }
    if (query.perPage !== undefined) {
      params.push(['_perPage', String(query.perPage)]);
    }
    if (query.sortField) {
      params.push(['_sortField', ngAdminSortField(query.sortField)]);
      params.push(['_sortDir', query.sortDir ?? 'DESC']);
    }
    const filters = compactFilters(query.filters);
    if (Object.keys(filters).length > 0) {
      params.push(['_filters', JSON.stringify(filters)]);
    }
    appendQueryObject(params, query.params, this.arrayStyle);
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
      params: appendQueryObject([], query.params, this.arrayStyle),
    };
  }
}
