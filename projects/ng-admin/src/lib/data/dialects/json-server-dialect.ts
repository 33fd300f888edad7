import { compactFilters, ListQuery } from '../api-mapping';
import { appendQueryObject, type ArrayStyle, QueryParams, RequestSpec } from '../request-spec';
import { NgaDefaultDialect } from './default-dialect';
import { type NgaPagingParams, pagingParams } from './dialect-options';
import { conditionsAsFilters, escapeRegExp, underscoreSuffix } from './filter-conditions';

/**
 * The dialect of json-server (0.x) and the APIs that copy it: the default dialect's answers
 * (records, `X-Total-Count`), with json-server's query parameters.
 *
 * - list: `GET <url>?_page=1&_limit=30&_sort=id&_order=desc&title=Hello`: filters and the
 *   list view's `permanentFilters` as plain field parameters, an array value repeated
 *   (`tag=a&tag=b`); operators as json-server's suffixes (`views_gte=10&views_lte=99`,
 *   `title_like=ng`, its text escaped as json-server reads a regular expression). The total comes from `X-Total-Count`, else from the number of records.
 * - many by ids (`singleApiCall`): the returned parameters, arrays repeated (`id=1&id=2`).
 * - one, create, update, delete: plain REST with JSON bodies.
 *
 * Many REST APIs page and filter this way under other names: `options.params` renames the
 * paging and sorting parameters (`page`/`per_page`, `offset`/`limit`...) and
 * `options.envelope` reads wrapped answers (see `NgaDialectOptions`).
 */
export class NgaJsonServerDialect extends NgaDefaultDialect {
  /** Arrays repeat their parameter: `tag=a&tag=b`. */
  protected override readonly arrayStyle: ArrayStyle = 'repeat';

  protected override readonly pagingNames: Required<NgaPagingParams> = {
    page: '_page',
    perPage: '_limit',
    offset: null,
    sort: '_sort',
    order: '_order',
  };

  override listRequest(query: ListQuery): RequestSpec {
    const params: QueryParams = pagingParams(query, {
      ...this.pagingNames,
      ...this.options.params,
    });
    const conditions = query.conditions?.map((condition) =>
      condition.operator === 'contains'
        ? { ...condition, value: escapeRegExp(String(condition.value)) }
        : condition,
    );
    appendQueryObject(
      params,
      conditionsAsFilters(
        compactFilters(query.filters),
        conditions,
        underscoreSuffix,
        this.filterOperators,
      ),
      this.arrayStyle,
    );
    appendQueryObject(params, query.params, this.arrayStyle);
    return { method: 'GET', url: query.resource.url, params };
  }
}
