import type { FilterOperator, WriteMethod } from '@ng-admin/core/config';
import { conditionsAsFilters } from './filter-conditions';
import { ApiMapping, compactFilters, ListPayload, ListQuery, ManyQuery } from '../api-mapping';
import type { QueryObject } from '../config-access';
import {
  errorFromResponse,
  malformedResponse,
  NgaHttpError,
  statusMessage,
  statusReason,
  type Violation,
} from '../nga-http-error';
import { HttpMethod, QueryParams, queryValue, RequestSpec, ResponseLike } from '../request-spec';
import { RecordTarget, ResourceTarget } from '../urls';
import { isPlainObject } from '../values';

/**
 * Settings of `NgaDjangoRestDialect`, named after the Django REST framework settings they
 * follow.
 *
 * @usageNotes
 * ```ts
 * withApiMapping(new NgaDjangoRestDialect({ pagination: 'limit-offset', searchFilter: 'search' }))
 * ```
 */
export interface NgaDjangoRestOptions {
  /**
   * How lists are paged: `'page'` for `PageNumberPagination` (`?page=2&page_size=30`; the
   * pagination class must set `page_size_query_param`), `'limit-offset'` for
   * `LimitOffsetPagination` (`?limit=30&offset=30`). Default `'page'`.
   */
  readonly pagination?: 'page' | 'limit-offset';
  /** The `page_size_query_param` of the pagination class. Default `'page_size'`. */
  readonly pageSizeParam?: string;
  /**
   * The filter (or autocomplete search parameter) whose value goes to `SearchFilter` as
   * `?search=`. Default `'q'`, the full-text filter of ng-admin configurations.
   */
  readonly searchFilter?: string;
  /** `SEARCH_PARAM`. Default `'search'`. */
  readonly searchParam?: string;
  /** `ORDERING_PARAM`. Default `'ordering'`. */
  readonly orderingParam?: string;
  /** Whether URLs end with a slash, as `DefaultRouter`'s do. Default true. */
  readonly trailingSlash?: boolean;
  /**
   * Whether an edition sends only the values that changed, with `PATCH` (DRF's partial
   * update), whatever the entity's `updateMethod()`. Default true; false follows the entity.
   */
  readonly partialUpdates?: boolean;
  /** `NON_FIELD_ERRORS_KEY`. Default `'non_field_errors'`. */
  readonly nonFieldErrorsKey?: string;
}

const DEFAULTS: Required<NgaDjangoRestOptions> = {
  pagination: 'page',
  pageSizeParam: 'page_size',
  searchFilter: 'q',
  searchParam: 'search',
  orderingParam: 'ordering',
  trailingSlash: true,
  partialUpdates: true,
  nonFieldErrorsKey: 'non_field_errors',
};

/**
 * The dialect of Django REST framework viewsets behind a `DefaultRouter`, with django-filter's
 * `DjangoFilterBackend`, `SearchFilter` and `OrderingFilter`.
 *
 * - list: `GET <url>/?page=2&page_size=30&ordering=-title&search=hi&category=tech&tags__in=1,2`:
 *   the sort field with `-` for descending (dots become `__`), the `q` filter as `search`, other
 *   filters and the list view's `permanentFilters` as plain parameters, an array as
 *   `<name>__in=<comma-separated values>`; operators as django-filter lookups
 *   (`views__gte=10&views__lte=99&title__icontains=ng`), which the filterset must declare. The answer is a page, `{ count, next, previous,
 *   results }`, whose `count` is the total, or an unpaged array.
 * - references: one `GET <url>/?id__in=1,2,3&page_size=3` per page of entries, with or without
 *   `singleApiCall` (whose parameters, when it has one, are sent the same way).
 * - one, create, update, delete: `<url>/<id>/`, `POST <url>/`, `PATCH <url>/<id>/` with the
 *   changed values, `DELETE <url>/<id>/`.
 * - errors: a validation answer `{ "title": ["This field may not be blank."] }` marks each
 *   message on its field (nested serializers give `author.name`); `non_field_errors` and
 *   `detail` become the error's message.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withApiMapping(NgaDjangoRestDialect));
 * ```
 */
export class NgaDjangoRestDialect extends ApiMapping {
  override readonly lookupManyByIds = true;
  override readonly filterOperators: readonly FilterOperator[] = [
    'eq',
    'gte',
    'lte',
    'contains',
    'in',
  ];
  private readonly settings: Required<NgaDjangoRestOptions>;

  constructor(options: NgaDjangoRestOptions = {}) {
    super();
    this.settings = { ...DEFAULTS, ...options };
  }

  override listRequest(query: ListQuery): RequestSpec {
    const params: QueryParams = [];
    if (query.perPage !== undefined) {
      this.appendPaging(params, query.page ?? 1, query.perPage);
    }
    if (query.sortField) {
      const field = djangoLookup(query.sortField);
      params.push([this.settings.orderingParam, query.sortDir === 'ASC' ? field : `-${field}`]);
    }
    this.appendFilters(
      params,
      conditionsAsFilters(
        compactFilters(query.filters),
        query.conditions,
        (field, operator) => `${field}__${operator === 'contains' ? 'icontains' : operator}`,
        this.filterOperators,
      ),
    );
    this.appendFilters(params, query.params);
    return { method: 'GET', url: this.collectionUrl(query.resource), params };
  }

  override parseList(response: ResponseLike, _query?: ListQuery): ListPayload {
    const body = response.body;
    if (Array.isArray(body)) {
      const records = this.expectRecords(response);
      return { records, total: records.length };
    }
    if (!isPlainObject(body) || !Array.isArray(body['results'])) {
      throw malformedResponse(response, 'a page of records ({ count, results }) or an array');
    }
    const records = this.expectRecords({ ...response, body: body['results'] });
    const count = body['count'];
    return {
      records,
      total: Number.isInteger(count) && (count as number) >= 0 ? (count as number) : records.length,
    };
  }

  override manyRequest(query: ManyQuery): RequestSpec {
    const params: QueryParams = [];
    this.appendPaging(params, 1, query.ids.length);
    const lookup =
      Object.keys(query.params).length > 0
        ? query.params
        : { [query.resource.identifierName]: [...query.ids] };
    this.appendFilters(params, lookup);
    return { method: 'GET', url: this.collectionUrl(query.resource), params };
  }

  override parseMany(response: ResponseLike, query: ManyQuery): Record<string, unknown>[] {
    return this.parseList(response, { resource: query.resource, purpose: 'choices' }).records;
  }

  override oneRequest(target: RecordTarget): RequestSpec {
    return { method: 'GET', url: this.recordUrl(target), params: [] };
  }

  override createRequest(
    target: ResourceTarget,
    body: Record<string, unknown>,
    method: HttpMethod = 'POST',
  ): RequestSpec {
    return { method, url: this.collectionUrl(target), params: [], body };
  }

  override updateMethod(_target: RecordTarget, configured: WriteMethod): WriteMethod {
    return this.settings.partialUpdates ? 'PATCH' : configured;
  }

  override updateRequest(
    target: RecordTarget,
    body: Record<string, unknown>,
    method: HttpMethod = 'PATCH',
  ): RequestSpec {
    return { method, url: this.recordUrl(target), params: [], body };
  }

  override deleteRequest(target: RecordTarget): RequestSpec {
    return { method: 'DELETE', url: this.recordUrl(target), params: [] };
  }

  /**
   * DRF's errors: `{ detail }` for most, and for a validation error the messages of each
   * field (`{ "title": ["..."] }`, nested objects and lists for nested serializers) plus
   * `non_field_errors`, or a bare list of messages.
   */
  override parseError(response: ResponseLike): NgaHttpError {
    const body = response.body;
    if (Array.isArray(body) && body.every((item) => typeof item === 'string')) {
      return this.validationError(response, body, []);
    }
    if (!isPlainObject(body) || typeof body['detail'] === 'string') {
      return errorFromResponse(response);
    }
    const general = messages(body[this.settings.nonFieldErrorsKey]);
    const violations: Violation[] = [];
    for (const [key, value] of Object.entries(body)) {
      if (key !== this.settings.nonFieldErrorsKey) {
        collectViolations(key, value, violations, this.settings.nonFieldErrorsKey);
      }
    }
    return this.validationError(response, general, violations);
  }

  private validationError(
    response: ResponseLike,
    general: readonly string[],
    violations: Violation[],
  ): NgaHttpError {
    const said = general.join(' ');
    return new NgaHttpError({
      status: response.status,
      message: said || statusMessage(response.status, response.statusText),
      reason: said ? undefined : statusReason(response.status, response.statusText),
      violations,
      body: response.body,
      url: response.url,
    });
  }

  private appendPaging(params: QueryParams, page: number, perPage: number): void {
    if (this.settings.pagination === 'limit-offset') {
      params.push(['limit', String(perPage)]);
      if (page > 1) params.push(['offset', String((page - 1) * perPage)]);
      return;
    }
    if (page > 1) params.push(['page', String(page)]);
    params.push([this.settings.pageSizeParam, String(perPage)]);
  }

  private appendFilters(params: QueryParams, filters: QueryObject | undefined): void {
    for (const [name, value] of Object.entries(filters ?? {})) {
      const key =
        name === this.settings.searchFilter ? this.settings.searchParam : djangoLookup(name);
      if (Array.isArray(value)) {
        const items = value.map(queryValue).filter((item) => item !== undefined);
        params.push([key.endsWith('__in') ? key : `${key}__in`, items.join(',')]);
        continue;
      }
      const text = queryValue(value);
      if (text !== undefined) params.push([key, text]);
    }
  }

  private collectionUrl(target: ResourceTarget): string {
    return this.withSlash(target.url);
  }

  private recordUrl(target: RecordTarget): string {
    return this.withSlash(target.recordUrl);
  }

  private withSlash(url: string): string {
    if (!this.settings.trailingSlash) return url;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const rest = query < 0 ? '' : url.slice(query);
    return path.endsWith('/') ? url : `${path}/${rest}`;
  }
}

/** A configured name as a Django lookup: `author.name` becomes `author__name`. */
function djangoLookup(name: string): string {
  return name.replaceAll('.', '__');
}

/** The messages of an error value: a string, or a list of strings. */
function messages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/**
 * The violations of one key of a validation answer: its messages, or those of a nested
 * serializer (`author.name`) or of a list of them (`backlinks.0.url`).
 */
function collectViolations(
  path: string,
  value: unknown,
  into: Violation[],
  nonFieldErrorsKey: string,
): void {
  const said = messages(value);
  if (said.length > 0) {
    into.push({ propertyPath: path, message: said.join(' ') });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      collectViolations(`${path}.${index}`, item, into, nonFieldErrorsKey),
    );
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, nested] of Object.entries(value)) {
      const nestedPath = key === nonFieldErrorsKey ? path : `${path}.${key}`;
      collectViolations(nestedPath, nested, into, nonFieldErrorsKey);
    }
  }
}
