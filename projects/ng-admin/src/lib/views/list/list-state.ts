import type { ListView, SortDir } from '@ng-admin/core/config';
import type { ListState } from '../../data/list-query';

/** What a list shows, as its URL holds it: page, size, sort and filter values (API form). */
export interface ListUrlState {
  readonly page: number;
  readonly perPage: number;
  readonly sortField: string;
  readonly sortDir: SortDir;
  readonly search: Readonly<Record<string, unknown>>;
}

/** The query parameters of a list route (design.md 3), as the router gives them. */
export type ListQueryParams = Readonly<Record<string, string | undefined>>;

/**
 * The data query of a list state: its page, size and sort, and the filter values worth
 * sending. The list view and the route's prefetch both ask with it, so they share one request.
 */
export function listQueryOf(state: ListUrlState): ListState {
  return {
    page: state.page,
    perPage: state.perPage,
    sortField: state.sortField,
    sortDir: state.sortDir,
    filters: withoutEmptyValues(state.search),
  };
}

/** The state a list starts in: page 1 and the view's defaults, no filter. */
export function defaultListState(view: ListView): ListUrlState {
  return {
    page: 1,
    perPage: view.perPage(),
    sortField: view.sortField(),
    sortDir: view.sortDir(),
    search: {},
  };
}

/**
 * Reads the list state from the URL; a missing or malformed parameter falls back to the view's
 * default rather than breaking a shared link.
 */
export function listStateFromParams(view: ListView, params: ListQueryParams): ListUrlState {
  const defaults = defaultListState(view);
  return {
    page: positiveInteger(params['page']) ?? defaults.page,
    perPage: positiveInteger(params['perPage']) ?? defaults.perPage,
    sortField: params['sortField'] || defaults.sortField,
    sortDir: sortDirection(params['sortDir']) ?? defaults.sortDir,
    search: searchObject(params['search']),
  };
}

/** Writes the list state as query parameters; an empty search leaves no `search` parameter. */
export function listStateToParams(state: ListUrlState): Record<string, string | null> {
  const search = withoutEmptyValues(state.search);
  return {
    page: String(state.page),
    perPage: String(state.perPage),
    sortField: state.sortField,
    sortDir: state.sortDir,
    search: Object.keys(search).length > 0 ? JSON.stringify(search) : null,
  };
}

/** The filter values worth sending: no empty strings, nulls, undefined or empty arrays. */
export function withoutEmptyValues(
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    result[key] = value;
  }
  return result;
}

/** Next sort after a click on a column header: the same field flips, a new field starts ASC. */
export function toggledSort(
  state: ListUrlState,
  field: string,
): Pick<ListUrlState, 'sortField' | 'sortDir'> {
  if (state.sortField === field)
    return { sortField: field, sortDir: state.sortDir === 'ASC' ? 'DESC' : 'ASC' };
  return { sortField: field, sortDir: 'ASC' };
}

function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

function sortDirection(value: string | undefined): SortDir | undefined {
  const upper = value?.toUpperCase();
  return upper === 'ASC' || upper === 'DESC' ? upper : undefined;
}

function searchObject(value: string | undefined): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
