import { isPlainObject } from '../values';

/**
 * Settings of the shipped dialects for an API that wraps its answers in an envelope or names
 * its paging and sorting parameters its own way. `ng generate @ng-admin/core:entity` writes
 * them when it finds an envelope or paging parameters in an OpenAPI document or a live answer.
 *
 * @usageNotes
 * ```ts
 * // GET /customers?page=2&per_page=30 answers { "data": [...], "meta": { "total": 57 } };
 * // GET /customers/7 answers { "customer": { ... } }.
 * provideNgAdmin(
 *   () => buildAdmin(),
 *   withApiMapping(
 *     new NgaJsonServerDialect({
 *       envelope: { records: 'data', total: 'meta.total', record: 'customer' },
 *       params: { page: 'page', perPage: 'per_page' },
 *     }),
 *   ),
 * );
 * ```
 */
export interface NgaDialectOptions {
  /**
   * Where the answers hold their data, as dot paths into the JSON body: one envelope for
   * every entity, or a function of the entity name for an API whose envelopes name the
   * collection (`{ "droplets": [...] }`, `{ "droplet": {...} }`); `undefined` reads that
   * entity's answers as they are.
   */
  envelope?: NgaEnvelope | ((entityName: string) => NgaEnvelope | undefined);
  /**
   * The query parameters that page and sort a list, when they differ from the dialect's own
   * (`_page`, `_limit`...). Used by `NgaDefaultDialect` and `NgaJsonServerDialect`.
   */
  params?: NgaPagingParams;
}

/** Dot paths into the body of an answer: `'data'`, `'data.results'`. */
export interface NgaEnvelope {
  /** The records of a list answer (`'data'` for `{ "data": [...], "total": 12 }`). */
  records?: string;
  /**
   * The total of a list answer (`'total'`, `'meta.total'`). Read before the dialect's
   * header; without either the total is the number of records.
   */
  total?: string;
  /**
   * The record of a one-record answer and of the answer to a creation or an edition
   * (`'data'` for `{ "data": { ... } }`, `'customer'` for `{ "customer": { ... } }`). An
   * answer without it is read as the record itself.
   */
  record?: string;
}

/**
 * Names of the paging and sorting query parameters. A name set to `null` is not sent: an
 * API paged by cursors has no page number, so `{ page: null, perPage: 'limit' }` asks for the
 * first `limit` records only.
 */
export interface NgaPagingParams {
  /** The 1-based page number (`page`). */
  page?: string | null;
  /** The page size (`per_page`, `limit`, `pageSize`). */
  perPage?: string | null;
  /** Sent instead of the page: the number of records to skip (`offset`, `first`). */
  offset?: string | null;
  /** The field to sort on (`sort`, `order_by`). */
  sort?: string | null;
  /** The sort direction, sent as `asc` or `desc` (`order`, `direction`). */
  order?: string | null;
}

/** The value at a dot path of a JSON body (`'meta.total'`), or undefined. */
export function valueAtPath(body: unknown, path: string): unknown {
  let node: unknown = body;
  for (const key of path.split('.')) {
    if (!isPlainObject(node)) {
      return undefined;
    }
    node = node[key];
  }
  return node;
}

/** The paging and sorting parameters of a list query, with the names of `names`. */
export function pagingParams(
  query: { page?: number; perPage?: number; sortField?: string; sortDir?: string },
  names: Required<NgaPagingParams>,
  sortField: (field: string) => string = (field) => field,
  sortDir: (dir: string) => string = (dir) => dir.toLowerCase(),
): [string, string][] {
  const params: [string, string][] = [];
  if (query.page !== undefined && query.perPage !== undefined && names.offset) {
    params.push([names.offset, String((query.page - 1) * query.perPage)]);
  } else if (query.page !== undefined && names.page) {
    params.push([names.page, String(query.page)]);
  }
  if (query.perPage !== undefined && names.perPage) {
    params.push([names.perPage, String(query.perPage)]);
  }
  if (query.sortField && names.sort) {
    params.push([names.sort, sortField(query.sortField)]);
    if (names.order) {
      params.push([names.order, sortDir(query.sortDir ?? 'DESC')]);
    }
  }
  return params;
}
