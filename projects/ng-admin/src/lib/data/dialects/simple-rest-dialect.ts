import { ApiMapping, compactFilters, ListPayload, ListQuery, ManyQuery } from '../api-mapping';
import type { FilterOperator } from '@ng-admin/core/config';
import { QueryParams, RequestSpec, ResponseLike } from '../request-spec';
import { conditionsAsFilters, underscoreSuffix } from './filter-conditions';

/**
 * The total of a `Content-Range: posts 0-24/319` header, if present and known (`/*` is
 * not).
 */
export function totalFromContentRange(response: ResponseLike): number | undefined {
  const header = response.headers.get('Content-Range');
  const match = header ? /\/\s*(\d+)\s*$/.exec(header) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The "simple REST" dialect of react-admin's `ra-data-simple-rest` backends.
 *
 * - list: `GET <url>?filter={...}&range=[0,29]&sort=["id","DESC"]`, each value JSON and
 *   URL-encoded, parameter names in the order that client sends them. Filters, the list
 *   view's `permanentFilters` and an autocomplete search all go into `filter`, ranges as
 *   react-admin's suffixes (`{"views_gte":10,"views_lte":99}`), several values as an array;
 *   "contains" has no convention there and is not offered. The total
 *   comes from the `Content-Range` header (the server must expose it to CORS), else from the
 *   number of records.
 * - many by ids (`singleApiCall`): `filter=` the returned parameters (`{"id":[1,2]}`).
 * - one, create, update, delete: plain REST with JSON bodies.
 *
 * `options.envelope` reads wrapped answers (see `NgaDialectOptions`).
 */
export class NgaSimpleRestDialect extends ApiMapping {
  override readonly filterOperators: readonly FilterOperator[] = ['eq', 'gte', 'lte', 'in'];

  override listRequest(query: ListQuery): RequestSpec {
    const params: QueryParams = [
      [
        'filter',
        JSON.stringify({
          ...conditionsAsFilters(
            compactFilters(query.filters),
            query.conditions,
            underscoreSuffix,
            this.filterOperators,
          ),
          ...query.params,
        }),
      ],
    ];
    if (query.perPage !== undefined) {
      const start = ((query.page ?? 1) - 1) * query.perPage;
      params.push(['range', JSON.stringify([start, start + query.perPage - 1])]);
    }
    if (query.sortField) {
      params.push(['sort', JSON.stringify([query.sortField, query.sortDir ?? 'DESC'])]);
    }
    return { method: 'GET', url: query.resource.url, params };
  }

  override parseList(response: ResponseLike, query?: ListQuery): ListPayload {
    const entityName = query?.resource.entityName;
    const records = this.expectRecords(response, entityName);
    const total = this.totalFromBody(response, entityName) ?? totalFromContentRange(response);
    return { records, total: total ?? records.length };
  }

  override manyRequest(query: ManyQuery): RequestSpec {
    return {
      method: 'GET',
      url: query.resource.url,
      params: [['filter', JSON.stringify(query.params)]],
    };
  }
}
