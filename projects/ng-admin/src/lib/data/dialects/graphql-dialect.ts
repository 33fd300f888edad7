import type { WriteMethod } from '@ng-admin/core/config';
import type { FilterOperator } from '@ng-admin/core/config';
import { ApiMapping, compactFilters, ListPayload, ListQuery, ManyQuery } from '../api-mapping';
import { conditionsAsFilters, underscoreSuffix } from './filter-conditions';
import type { QueryObject } from '../config-access';
import { malformedResponse, NgaHttpError } from '../nga-http-error';
import { RequestSpec, ResponseLike } from '../request-spec';
import { RecordTarget, ResourceTarget } from '../urls';
import { isPlainObject } from '../values';
import {
  graphqlErrors,
  graphqlFailure,
  graphqlLiteral,
  isGraphqlName,
  pascalCase,
  plural,
  singular,
} from './graphql-text';

/** Properties to add to, or leave out of, what the views of an entity select. */
export interface NgaGraphqlSelection {
  /** Selected as well: a property a hook reads (`body`), or a sub-selection (`author { name }`). */
  readonly add?: readonly string[];
  /** Never selected: a property the admin computes (a `prepare` hook fills it). */
  readonly omit?: readonly string[];
}

/**
 * Settings of `NgaGraphqlDialect`.
 *
 * @usageNotes
 * ```ts
 * new NgaGraphqlDialect({ url: '/graphql', select: { posts: { omit: ['reading_time'] } } })
 * ```
 */
export interface NgaGraphqlOptions {
  /**
   * The GraphQL endpoint. By default the API base: an entity's collection URL without its
   * last segment (`baseApiUrl('/graphql')` sends everything to `/graphql`).
   */
  readonly url?: string;
  /** Changes to what the views of an entity select, by entity name. */
  readonly select?: Readonly<Record<string, NgaGraphqlSelection>>;
}

/** The operations a GraphQL request is written for. */
type Operation = 'list' | 'many' | 'one' | 'create' | 'update' | 'delete';

/**
 * The dialect of GraphQL APIs in the shape of react-admin's simple GraphQL provider, as
 * json-graphql-server serves them. An entity `posts` (the last segment of its URL) is the
 * type `Post`:
 *
 * - list: `allPosts(page, perPage, sortField, sortOrder, filter)` with `_allPostsMeta(filter)
 *   { count }` for the total, in one request. `page` counts from 0; filters, the list
 *   view's `permanentFilters` and an autocomplete search go into `filter` (`q` is the
 *   full-text one), an array of identifiers as `ids`, a range as `views_gte`/`views_lte`.
 * - references: `allTags(filter: { ids: [...] })`, one request per page of entries.
 * - one: `Post(id)`; create, update, delete: `createPost(...)`, `updatePost(id, ...)` with the
 *   changed values only, `deletePost(id)`, the values written as argument literals.
 * - every request selects only the properties the view reads (see `ResourceTarget.fields`).
 * - errors: the `errors` of an answer, 200 or not, fail the request; an error about an
 *   argument (a missing, unknown or refused value) is marked on the field of that name.
 *
 * Every request is a `POST` of `{ query, variables }` to the endpoint.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin().baseApiUrl('/graphql'), withApiMapping(NgaGraphqlDialect));
 * ```
 */
export class NgaGraphqlDialect extends ApiMapping {
  override readonly lookupManyByIds = true;
  /**
   * json-graphql-server's filter type has `<field>_gte` and `<field>_lte` for numbers, texts
   * and dates; its other fields take one value, so neither "contains" nor "one of" is offered.
   */
  override readonly filterOperators: readonly FilterOperator[] = ['eq', 'gte', 'lte'];

  constructor(private readonly settings: NgaGraphqlOptions = {}) {
    super();
  }

  override listRequest(query: ListQuery): RequestSpec {
    const names = this.names(query.resource);
    const variables: Record<string, unknown> = {};
    if (query.perPage !== undefined) {
      variables['page'] = (query.page ?? 1) - 1;
      variables['perPage'] = query.perPage;
    }
    if (query.sortField) {
      variables['sortField'] = query.sortField;
      variables['sortOrder'] = query.sortDir ?? 'DESC';
    }
    const filter = this.filterOf(query.resource, {
      ...conditionsAsFilters(
        compactFilters(query.filters),
        query.conditions,
        underscoreSuffix,
        this.filterOperators,
      ),
      ...query.params,
    });
    if (Object.keys(filter).length > 0) variables['filter'] = filter;
    const types: Record<string, string> = {
      page: 'Int',
      perPage: 'Int',
      sortField: 'String',
      sortOrder: 'String',
      filter: `${names.type}Filter`,
    };
    const used = Object.keys(variables);
    const declarations = used.map((name) => `$${name}: ${types[name]}`).join(', ');
    const listArguments = used.map((name) => `${name}: $${name}`).join(', ');
    const metaArguments = 'filter' in variables ? '(filter: $filter)' : '';
    const document = [
      `query${declarations ? ` (${declarations})` : ''} {`,
      `  items: ${names.list}${listArguments ? `(${listArguments})` : ''} {`,
      ...this.selection(query.resource, 4),
      '  }',
      `  total: ${names.meta}${metaArguments} {`,
      '    count',
      '  }',
      '}',
    ].join('\n');
    return this.operation(query.resource, document, variables);
  }

  override parseList(response: ResponseLike, _query?: ListQuery): ListPayload {
    const records = this.itemsOf(response);
    const count = this.dataOf(response)['total'];
    const total = isPlainObject(count) ? count['count'] : undefined;
    return {
      records,
      total: Number.isInteger(total) && (total as number) >= 0 ? (total as number) : records.length,
    };
  }

  override manyRequest(query: ManyQuery): RequestSpec {
    const names = this.names(query.resource);
    const filter = { ...this.filterOf(query.resource, query.params), ids: [...query.ids] };
    const document = [
      `query ($filter: ${names.type}Filter) {`,
      `  items: ${names.list}(filter: $filter) {`,
      ...this.selection(query.resource, 4),
      '  }',
      '}',
    ].join('\n');
    return this.operation(query.resource, document, { filter });
  }

  override parseMany(response: ResponseLike, _query: ManyQuery): Record<string, unknown>[] {
    return this.itemsOf(response);
  }

  override oneRequest(target: RecordTarget): RequestSpec {
    const names = this.names(target);
    const document = [
      'query ($id: ID!) {',
      `  item: ${names.type}(id: $id) {`,
      ...this.selection(target, 4),
      '  }',
      '}',
    ].join('\n');
    return this.operation(target, document, { id: target.id });
  }

  override parseOne(response: ResponseLike, target: RecordTarget): Record<string, unknown> {
    return this.itemOf(response, target);
  }

  override createRequest(target: ResourceTarget, body: Record<string, unknown>): RequestSpec {
    return this.mutation(target, 'create', body);
  }

  /** A GraphQL `update` mutation changes the arguments it is given: only the changed values. */
  override updateMethod(_target: RecordTarget, _configured: WriteMethod): WriteMethod {
    return 'PATCH';
  }

  override updateRequest(target: RecordTarget, body: Record<string, unknown>): RequestSpec {
    const values = { ...body };
    delete values[target.identifierName];
    return this.mutation(target, 'update', { [target.identifierName]: target.id, ...values });
  }

  override deleteRequest(target: RecordTarget): RequestSpec {
    return this.mutation({ ...target, fields: [target.identifierName] }, 'delete', {
      [target.identifierName]: target.id,
    });
  }

  override parseWrite(
    response: ResponseLike,
    _target?: ResourceTarget,
    request?: RequestSpec,
  ): Record<string, unknown> {
    this.failOnErrors(response, request);
    const item = this.dataOf(response)['item'];
    if (!isPlainObject(item)) {
      throw new NgaHttpError({
        status: 404,
        message: 'The server found no record to write.',
        body: response.body,
        url: response.url,
      });
    }
    return item;
  }

  override parseError(response: ResponseLike, request?: RequestSpec): NgaHttpError {
    const errors = graphqlErrors(response.body);
    if (errors.length === 0) return super.parseError(response, request);
    return graphqlFailure(response, errors, documentOf(request));
  }

  /**
   * The names of an entity's type and operations. The resource is the last segment of the
   * entity's URL (`posts`), its type the singular in PascalCase (`Post`). Override to follow
   * other conventions.
   */
  protected names(target: ResourceTarget): {
    type: string;
    list: string;
    meta: string;
    create: string;
    update: string;
    delete: string;
  } {
    const resource = decodeURIComponent(target.url.replace(/[?#].*$/, '').replace(/\/+$/, ''));
    const type = pascalCase(singular(resource.slice(resource.lastIndexOf('/') + 1)));
    const types = plural(type);
    return {
      type,
      list: `all${types}`,
      meta: `_all${types}Meta`,
      create: `create${type}`,
      update: `update${type}`,
      delete: `delete${type}`,
    };
  }

  /** The GraphQL endpoint a target's requests go to. */
  protected endpoint(target: ResourceTarget): string {
    if (this.settings.url) return this.settings.url;
    const path = target.url.replace(/[?#].*$/, '').replace(/\/+$/, '');
    return path.slice(0, path.lastIndexOf('/')) || '/';
  }

  /** The properties a request selects, one per line at `indent` spaces. */
  protected selection(target: ResourceTarget, indent: number): string[] {
    const changes = this.settings.select?.[target.entityName] ?? {};
    const omitted = new Set(changes.omit ?? []);
    const names = new Set<string>([target.identifierName]);
    for (const name of [...(target.fields ?? []), ...(changes.add ?? [])]) {
      if (!omitted.has(name)) names.add(name);
    }
    return [...names].map((name) => `${' '.repeat(indent)}${name}`);
  }

  /**
   * The `filter` argument of a list: filter values and parameters by name, an array of
   * identifiers as `ids` (the convention of the simple GraphQL provider).
   */
  protected filterOf(target: ResourceTarget, values: QueryObject): QueryObject {
    const filter: QueryObject = {};
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue;
      if (name === target.identifierName && Array.isArray(value)) filter['ids'] = value;
      else filter[name] = value;
    }
    return filter;
  }

  private mutation(
    target: ResourceTarget,
    operation: Extract<Operation, 'create' | 'update' | 'delete'>,
    values: Record<string, unknown>,
  ): RequestSpec {
    const name = this.names(target)[operation];
    // One argument per line, so that an error's location tells which argument it is about.
    const lines = Object.entries(values).map(([argument, value]) => {
      if (!isGraphqlName(argument)) {
        throw new NgaHttpError({
          status: 0,
          message: `"${argument}" is not a GraphQL argument name (${name}).`,
        });
      }
      return `    ${argument}: ${graphqlLiteral(value, argument)}`;
    });
    const document = [
      'mutation {',
      `  item: ${name}(`,
      ...lines,
      '  ) {',
      ...this.selection(target, 4),
      '  }',
      '}',
    ].join('\n');
    return this.operation(target, document, {});
  }

  private operation(
    target: ResourceTarget,
    query: string,
    variables: Record<string, unknown>,
  ): RequestSpec {
    return { method: 'POST', url: this.endpoint(target), params: [], body: { query, variables } };
  }

  /** The `data` of an answer, after failing on its `errors`. */
  private dataOf(response: ResponseLike, request?: RequestSpec): Record<string, unknown> {
    this.failOnErrors(response, request);
    const data = isPlainObject(response.body) ? response.body['data'] : undefined;
    if (!isPlainObject(data)) {
      throw malformedResponse(response, 'a GraphQL answer with data');
    }
    return data;
  }

  private itemsOf(response: ResponseLike): Record<string, unknown>[] {
    const items = this.dataOf(response)['items'];
    return this.expectRecords({ ...response, body: items });
  }

  private itemOf(response: ResponseLike, target: RecordTarget): Record<string, unknown> {
    const item = this.dataOf(response)['item'];
    if (item === null || item === undefined) {
      throw new NgaHttpError({
        status: 404,
        message: `${this.names(target).type} ${String(target.id)} was not found.`,
        body: response.body,
        url: response.url,
      });
    }
    return this.expectRecord({ ...response, body: item });
  }

  private failOnErrors(response: ResponseLike, request?: RequestSpec): void {
    const errors = graphqlErrors(response.body);
    if (errors.length > 0) throw graphqlFailure(response, errors, documentOf(request));
  }
}

function documentOf(request: RequestSpec | undefined): string | undefined {
  const body = request?.body;
  return isPlainObject(body) && typeof body['query'] === 'string' ? body['query'] : undefined;
}
