import { badRequest } from './errors.ts';
import { assertJsonDepth, MAX_QUERY_VALUES } from './limits.ts';

/** A value a filter compares a document property with. */
export type FilterScalar = string | number | boolean | null;

/** Keeps documents whose property at `path` equals one of `values` (or, for arrays, contains one). */
export interface PropertyFilter {
  kind: 'property';
  path: string;
  values: FilterScalar[];
}

/** Keeps documents where any string, however deeply nested, contains one of `terms`. */
export interface SearchFilter {
  kind: 'search';
  terms: string[];
}

/**
 * Compares the property at `path` with `value`: `gte`/`lte` bound a range (numbers as
 * numbers, texts such as ISO dates in text order), `like` finds the text anywhere, ignoring
 * case. Written in `_filters` with the operator in the key: `{"views_gte": 10}`.
 */
export interface ComparisonFilter {
  kind: 'comparison';
  path: string;
  operator: ComparisonOperator;
  value: string | number;
}

export type ComparisonOperator = 'gte' | 'lte' | 'like';

export type Filter = PropertyFilter | SearchFilter | ComparisonFilter;

const COMPARISON_KEY = /^(.+)_(gte|lte|like)$/;

export type SortDirection = 'ASC' | 'DESC';

export interface ListQuery {
  page: number;
  perPage: number;
  sortField: string;
  sortDirection: SortDirection;
  filters: Filter[];
}

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 1000;
const MAX_PAGE = 1_000_000;

const PROPERTY_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const SEARCH_KEY = 'q';

/** A dot path such as `author.name`: the only shape allowed to reach a JSON path in SQL. */
export function isPropertyPath(candidate: string): boolean {
  return PROPERTY_PATH.test(candidate);
}

/**
 * Reads the list dialect (`_page`, `_perPage`, `_sortField`, `_sortDir`, `_filters` and plain
 * property parameters) from a query string. Throws a 400 `HttpError` on anything malformed.
 */
export function parseListQuery(
  params: URLSearchParams,
  maxPerPage: number = MAX_PER_PAGE,
): ListQuery {
  assertQueryValueCount(params);
  const filters = [...parseFiltersParameter(params.get('_filters')), ...parsePlainFilters(params)];
  assertFilterValueCount(filters);
  return {
    page: parsePositiveInteger(params, '_page', 1, MAX_PAGE),
    perPage: Math.min(parsePositiveInteger(params, '_perPage', DEFAULT_PER_PAGE), maxPerPage),
    sortField: parseSortField(params.get('_sortField')),
    sortDirection: parseSortDirection(params.get('_sortDir')),
    filters,
  };
}

function assertQueryValueCount(params: URLSearchParams): void {
  let count = 0;
  for (const _entry of params) count++;
  if (count > MAX_QUERY_VALUES) {
    throw badRequest(
      `Too many query parameters: ${count} values, at most ${MAX_QUERY_VALUES} are accepted`,
    );
  }
}

function assertFilterValueCount(filters: readonly Filter[]): void {
  const count = filters.reduce(
    (sum, filter) =>
      sum +
      (filter.kind === 'search'
        ? filter.terms.length
        : filter.kind === 'comparison'
          ? 1
          : filter.values.length),
    0,
  );
  if (count > MAX_QUERY_VALUES) {
    throw badRequest(
      `Too many filter values: ${count} values, at most ${MAX_QUERY_VALUES} are accepted`,
    );
  }
}

function parsePositiveInteger(
  params: URLSearchParams,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) {
    throw badRequest(`Invalid ${name}: expected a positive integer, got "${raw}"`);
  }
  return value;
}

function parseSortField(raw: string | null): string {
  if (raw === null || raw === '') return 'id';
  if (!isPropertyPath(raw)) {
    throw badRequest(`Invalid _sortField: "${raw}" is not a property name or dot path`);
  }
  return raw;
}

function parseSortDirection(raw: string | null): SortDirection {
  if (raw === null || raw === '') return 'DESC';
  const direction = raw.toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') {
    throw badRequest(`Invalid _sortDir: expected ASC or DESC, got "${raw}"`);
  }
  return direction;
}

function parseFiltersParameter(raw: string | null): Filter[] {
  if (raw === null || raw.trim() === '') return [];
  assertJsonDepth(raw, 'Invalid _filters: the JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw badRequest(`Invalid _filters: ${(error as Error).message}`);
  }
  if (!isPlainObject(parsed)) {
    throw badRequest('Invalid _filters: expected a JSON object such as {"title":"Hello"}');
  }
  const filters: Filter[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const comparison = COMPARISON_KEY.exec(key);
    if (key === SEARCH_KEY) {
      const search = searchFilter(value);
      if (search) filters.push(search);
    } else if (comparison) {
      filters.push(comparisonFilter(comparison[1], comparison[2] as ComparisonOperator, value));
    } else {
      collectPropertyFilters(key, value, filters);
    }
  }
  return filters;
}

/** Nested objects are read as dot paths: `{"author": {"name": "Jane"}}` is `author.name`. */
function collectPropertyFilters(path: string, value: unknown, into: Filter[]): void {
  if (!isPropertyPath(path)) {
    throw badRequest(`Invalid _filters: "${path}" is not a property name or dot path`);
  }
  if (isPlainObject(value)) {
    for (const [key, nested] of Object.entries(value)) {
      collectPropertyFilters(`${path}.${key}`, nested, into);
    }
    return;
  }
  const values = Array.isArray(value) ? value : [value];
  if (!values.every(isFilterScalar)) {
    throw badRequest(
      `Invalid _filters: the value of "${path}" must be a scalar or an array of scalars`,
    );
  }
  into.push({ kind: 'property', path, values });
}

function comparisonFilter(
  path: string,
  operator: ComparisonOperator,
  value: unknown,
): ComparisonFilter {
  if (!isPropertyPath(path)) {
    throw badRequest(`Invalid _filters: "${path}" is not a property name or dot path`);
  }
  if (typeof value !== 'string' && (typeof value !== 'number' || !Number.isFinite(value))) {
    throw badRequest(
      `Invalid _filters: the value of "${path}_${operator}" must be a string or a number`,
    );
  }
  return { kind: 'comparison', path, operator, value };
}

function searchFilter(value: unknown): SearchFilter | undefined {
  const candidates = Array.isArray(value) ? value : [value];
  if (!candidates.every(isFilterScalar)) {
    throw badRequest('Invalid _filters: "q" must be a string or an array of strings');
  }
  const terms = candidates
    .filter((term) => term !== null)
    .map((term) => String(term).trim())
    .filter((term) => term !== '');
  return terms.length > 0 ? { kind: 'search', terms } : undefined;
}

/**
 * `?post_id=3`, repeated `?id=1&id=5` and `?id[]=1&id[]=5` all filter one property. A plain
 * `q` searches like the `q` of `_filters`, as a remote autocomplete sends its text that way.
 */
function parsePlainFilters(params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const key of new Set(params.keys())) {
    if (key.startsWith('_')) continue;
    const path = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (path === SEARCH_KEY) {
      const search = searchFilter(params.getAll(key));
      if (search) filters.push(search);
      continue;
    }
    if (!isPropertyPath(path)) {
      throw badRequest(`Invalid filter parameter "${key}": expected a property name or dot path`);
    }
    filters.push({ kind: 'property', path, values: params.getAll(key) });
  }
  return filters;
}

function isFilterScalar(value: unknown): value is FilterScalar {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
