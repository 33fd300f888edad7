/**
 * The list semantics of the in-memory API, as the bundled demo API implements ng-admin's
 * default dialect: `_page`, `_perPage`, `_sortField`, `_sortDir`, `_filters` (JSON) and plain
 * property parameters. Pure functions over plain records, so they are unit-tested alone.
 */

/**
 * A record as the in-memory API stores it: a JSON object.
 *
 * @usageNotes
 * ```ts
 * const post: NgaInMemoryRecord = { id: 1, title: 'Hello', author: { name: 'Ada' } };
 * ```
 */
export type NgaInMemoryRecord = Record<string, unknown>;

/** Keeps records whose property at `path` equals one of `values` (or, for arrays, holds one). */
export interface NgaPropertyFilter {
  readonly kind: 'property';
  /** The property name or dot path (`author.name`). */
  readonly path: string;
  readonly values: readonly unknown[];
}

/** Keeps records where a string, however deeply nested, contains one of `terms` (any case). */
export interface NgaSearchFilter {
  readonly kind: 'search';
  readonly terms: readonly string[];
}

/** One condition of a list request; the conditions of a request combine with AND. */
export type NgaInMemoryFilter = NgaPropertyFilter | NgaSearchFilter;

/** A list request read from its query string. */
export interface NgaInMemoryListQuery {
  /** 1-based page; 1 when absent. */
  readonly page: number;
  /** Records per page; every matching record when absent. */
  readonly perPage?: number;
  /** The property sorted on; the identifier when absent. */
  readonly sortField?: string;
  readonly sortDir: 'ASC' | 'DESC';
  readonly filters: readonly NgaInMemoryFilter[];
}

/**
 * Decides whether a record matches one filter value in place of the default rule. Return
 * `undefined` to apply the default rule (equality, or "contains" for array properties).
 *
 * @usageNotes
 * ```ts
 * // Titles match what they contain, whatever the case, as the real API does.
 * const filterRule: NgaInMemoryFilterRule = (record, path, value) =>
 *   path === 'title'
 *     ? String(record['title']).toLowerCase().includes(String(value).toLowerCase())
 *     : undefined;
 * ```
 */
export type NgaInMemoryFilterRule = (
  record: NgaInMemoryRecord,
  path: string,
  value: unknown,
  collection: string,
) => boolean | undefined;

/** A malformed request: the in-memory API answers it with a 400 and this message. */
export class NgaInMemoryBadRequest extends Error {
  override readonly name = 'NgaInMemoryBadRequest';
}

const SEARCH_KEY = 'q';

/**
 * Reads a list request the way the default dialect writes it. Query keys starting with `_`
 * other than the five above are ignored; `key[]` parameters are read as `key`.
 *
 * @usageNotes
 * ```ts
 * parseListQuery(new URLSearchParams('_page=2&_perPage=10&_filters=%7B%22q%22%3A%22ng%22%7D'));
 * // { page: 2, perPage: 10, sortDir: 'DESC', filters: [{ kind: 'search', terms: ['ng'] }] }
 * ```
 */
export function parseListQuery(params: URLSearchParams): NgaInMemoryListQuery {
  const perPage = positiveInteger(params, '_perPage');
  const sortField = params.get('_sortField') || undefined;
  return {
    page: positiveInteger(params, '_page') ?? 1,
    ...(perPage === undefined ? {} : { perPage }),
    ...(sortField === undefined ? {} : { sortField }),
    sortDir: sortDirection(params.get('_sortDir')),
    filters: [...filtersParameter(params.get('_filters')), ...plainFilters(params)],
  };
}

/** What `selectRecords` needs besides the records and the query. */
export interface NgaSelectOptions {
  /** The identifier property, the last sort key. */
  readonly identifier: string;
  readonly collection: string;
  readonly filterRule?: NgaInMemoryFilterRule;
}

/**
 * The page of records a list request asks for, and the number of records that match it.
 * Sorting compares numbers as numbers and text without regard to case; empty values come
 * first in ascending order; ties keep the identifier's order in the same direction.
 *
 * @usageNotes
 * ```ts
 * const { page, total } = selectRecords(posts, parseListQuery(url.searchParams), {
 *   identifier: 'id',
 *   collection: 'posts',
 * });
 * ```
 */
export function selectRecords(
  records: readonly NgaInMemoryRecord[],
  query: NgaInMemoryListQuery,
  options: NgaSelectOptions,
): { page: NgaInMemoryRecord[]; total: number } {
  const matching = records.filter((record) =>
    query.filters.every((filter) => matches(record, filter, options)),
  );
  const sortField = query.sortField ?? options.identifier;
  const direction = query.sortDir === 'ASC' ? 1 : -1;
  const sorted = [...matching].sort(
    (a, b) =>
      direction *
      (compareValues(readPath(a, sortField), readPath(b, sortField)) ||
        compareValues(readPath(a, options.identifier), readPath(b, options.identifier))),
  );
  if (query.perPage === undefined) {
    return { page: sorted, total: matching.length };
  }
  const start = (query.page - 1) * query.perPage;
  return { page: sorted.slice(start, start + query.perPage), total: matching.length };
}

/**
 * Reads a property by name or dot path: an own key with a dot wins over the nested path.
 *
 * @usageNotes
 * ```ts
 * readPath({ author: { name: 'Ada' } }, 'author.name'); // 'Ada'
 * ```
 */
export function readPath(record: NgaInMemoryRecord, path: string): unknown {
  if (path in record) return record[path];
  let current: unknown = record;
  for (const segment of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/**
 * Orders two property values: empty values first, then numbers, booleans and text (text
 * without regard to case).
 */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined;
  const emptyB = b === null || b === undefined;
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const textA = sortText(a);
  const textB = sortText(b);
  return textA < textB ? -1 : textA > textB ? 1 : 0;
}

function sortText(value: unknown): string {
  return (typeof value === 'object' ? JSON.stringify(value) : String(value)).toLowerCase();
}

function matches(
  record: NgaInMemoryRecord,
  filter: NgaInMemoryFilter,
  options: NgaSelectOptions,
): boolean {
  if (filter.kind === 'search') {
    const texts = stringsIn(record).map((text) => text.toLowerCase());
    return filter.terms.some((term) => texts.some((text) => text.includes(term.toLowerCase())));
  }
  return filter.values.some((value) => {
    const custom = options.filterRule?.(record, filter.path, value, options.collection);
    return custom ?? valueMatches(readPath(record, filter.path), value);
  });
}

/** "12" matches 12 and "true" matches true, as query strings only carry text. */
function valueMatches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((item) => scalarEquals(item, expected));
  return scalarEquals(actual, expected);
}

function scalarEquals(actual: unknown, expected: unknown): boolean {
  if (expected === null || expected === undefined) return actual === null || actual === undefined;
  if (actual === null || actual === undefined || typeof actual === 'object') return false;
  return String(actual) === String(expected);
}

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into));
  else if (isPlainObject(value)) Object.values(value).forEach((item) => stringsIn(item, into));
  return into;
}

function positiveInteger(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1)) {
    throw new NgaInMemoryBadRequest(`Invalid ${name}: expected a positive integer, got "${raw}"`);
  }
  return value;
}

function sortDirection(raw: string | null): 'ASC' | 'DESC' {
  if (raw === null || raw === '') return 'DESC';
  const direction = raw.toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') {
    throw new NgaInMemoryBadRequest(`Invalid _sortDir: expected ASC or DESC, got "${raw}"`);
  }
  return direction;
}

function filtersParameter(raw: string | null): NgaInMemoryFilter[] {
  if (raw === null || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new NgaInMemoryBadRequest(`Invalid _filters: ${(error as Error).message}`);
  }
  if (!isPlainObject(parsed)) {
    throw new NgaInMemoryBadRequest(
      'Invalid _filters: expected a JSON object such as {"title":"Hello"}',
    );
  }
  const filters: NgaInMemoryFilter[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (key === SEARCH_KEY) pushSearch(value, filters);
    else collectPropertyFilters(key, value, filters);
  }
  return filters;
}

/** Nested objects are read as dot paths: `{"author": {"name": "Ada"}}` is `author.name`. */
function collectPropertyFilters(path: string, value: unknown, into: NgaInMemoryFilter[]): void {
  if (isPlainObject(value)) {
    for (const [key, nested] of Object.entries(value)) {
      collectPropertyFilters(`${path}.${key}`, nested, into);
    }
    return;
  }
  into.push({ kind: 'property', path, values: Array.isArray(value) ? value : [value] });
}

function pushSearch(value: unknown, into: NgaInMemoryFilter[]): void {
  const terms = (Array.isArray(value) ? value : [value])
    .filter((term) => term !== null && term !== undefined)
    .map((term) => String(term).trim())
    .filter((term) => term !== '');
  if (terms.length > 0) into.push({ kind: 'search', terms });
}

/** `?post_id=3`, repeated `?id=1&id=5` and `?id[]=1&id[]=5` each filter one property. */
function plainFilters(params: URLSearchParams): NgaInMemoryFilter[] {
  const filters: NgaInMemoryFilter[] = [];
  for (const key of new Set(params.keys())) {
    if (key.startsWith('_')) continue;
    const path = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (path === SEARCH_KEY) pushSearch(params.getAll(key), filters);
    else filters.push({ kind: 'property', path, values: params.getAll(key) });
  }
  return filters;
}

/** A JSON object: neither an array nor null. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
