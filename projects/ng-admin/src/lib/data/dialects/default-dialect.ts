import {
  ApiMapping,
  compactFilters,
  ListPayload,
  ListQuery,
  ManyQuery,
  totalFromHeader,
} from '../api-mapping';
import { type NgaPagingParams, pagingParams } from './dialect-options';
import { conditionsAsFilters, underscoreSuffix } from './filter-conditions';
import type { FilterOperator } from '@ng-admin/core/config';
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
 *   `X-Total-Count` header, else from the number of records. Filter operators put their
 *   name in the key: `{"views_gte":10,"views_lte":99,"title_like":"ng","category":["a","b"]}`.
 * - many by ids (`singleApiCall`): the returned parameters, an array as `<param>[]=<id>`
 *   repeated.
 * - one, create, update, delete: plain REST with JSON bodies.
 *
 * `options.params` renames the paging and sorting parameters; `options.envelope` reads
 * wrapped answers (see `NgaDialectOptions`).
 */
export class NgaDefaultDialect extends ApiMapping {
  /** How an array parameter is written: `tag[]=a&tag[]=b` here. */
  protected readonly arrayStyle: ArrayStyle = 'brackets';

  override readonly filterOperators: readonly FilterOperator[] = [
    'eq',
    'gte',
    'lte',
    'contains',
    'in',
  ];

  /** The dialect's own names of the paging and sorting parameters. */
  protected readonly pagingNames: Required<NgaPagingParams> = {
    page: '_page',
    perPage: '_perPage',
    offset: null,
    sort: '_sortField',
    order: '_sortDir',
  };

  override listRequest(query: ListQuery): RequestSpec {
    const params: QueryParams = pagingParams(
      query,
      { ...this.pagingNames, ...this.options.params },
      ngAdminSortField,
      (dir) => dir,
    );
    const filters = conditionsAsFilters(
      compactFilters(query.filters),
      query.conditions,
      underscoreSuffix,
      this.filterOperators,
    );
    if (Object.keys(filters).length > 0) {
      params.push(['_filters', JSON.stringify(filters)]);
    }
    appendQueryObject(params, query.params, this.arrayStyle);
    return { method: 'GET', url: query.resource.url, params };
  }

  override parseList(response: ResponseLike, query?: ListQuery): ListPayload {
    const entityName = query?.resource.entityName;
    const records = this.expectRecords(response, entityName);
    const total =
      this.totalFromBody(response, entityName) ?? totalFromHeader(response, 'X-Total-Count');
    return { records, total: total ?? records.length };
  }

  override manyRequest(query: ManyQuery): RequestSpec {
    return {
      method: 'GET',
      url: query.resource.url,
      params: appendQueryObject([], query.params, this.arrayStyle),
    };
  }
}
