import type {
  Application,
  FilterCondition,
  FilterOperator,
  ListView,
  ReferenceField,
  ReferencedListField,
  SortDir,
} from '@ng-admin/core/config';
import { compactFilters, FilterConditionQuery, ListPurpose, ListQuery } from './api-mapping';
import {
  QueryObject,
  targetEntityOf,
  targetFieldOf,
  targetReferenceFieldOf,
} from './config-access';
import { resourceTarget } from './urls';

/** The state of a list as a view holds it; anything missing comes from the list view. */
export interface ListState {
  /** 1-based page number. */
  page?: number;
  perPage?: number;
  sortField?: string;
  sortDir?: SortDir | string;
  /**
   * Filter values by filter field name, as the API expects them: the filter form has
   * already applied the filter fields' `transform` functions.
   */
  filters?: QueryObject;
  /**
   * Replaces the list view's `permanentFilters`, for lists with their own (a dashboard
   * collection).
   */
  permanentFilters?: QueryObject;
}

/** A sort direction from configuration or URL text: `DESC` unless it says ascending. */
export function normalizeSortDir(sortDir: string | undefined): SortDir {
  return sortDir?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
}

/**
 * The query of a list view page: the state's page, size, sort and filters, defaulting to
 * the view's `perPage`, `sortField` and `sortDir`, plus the view's `permanentFilters` as
 * plain parameters.
 */
export function listViewQuery(
  application: Application | null,
  listView: ListView,
  state: ListState = {},
  purpose: ListPurpose = 'list',
): ListQuery {
  const entity = listView.entity;
  return {
    resource: resourceTarget(application, entity, listView),
    purpose,
    page: state.page ?? 1,
    perPage: state.perPage ?? listView.perPage(),
    sortField: state.sortField ?? listView.sortField(),
    sortDir: normalizeSortDir(state.sortDir ?? listView.sortDir()),
    ...splitConditions(compactFilters(state.filters)),
    params: state.permanentFilters ?? listView.permanentFilters(),
  };
}

/**
 * Filter values with their operator objects (`{ views: { gte: 10 } }`) taken apart: an `eq`
 * stays a filter value, the other operators become conditions. Empty bounds are dropped, so
 * a range with only "from" set sends only `gte`.
 */
export function splitConditions(values: QueryObject): Pick<ListQuery, 'filters' | 'conditions'> {
  const filters: QueryObject = {};
  const conditions: FilterConditionQuery[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (!isFilterCondition(value)) {
      filters[field] = value;
      continue;
    }
    for (const [operator, operand] of Object.entries(value) as [FilterOperator, unknown][]) {
      if (isEmptyOperand(operand)) continue;
      if (operator === 'eq') filters[field] = operand;
      else conditions.push({ field, operator, value: operand });
    }
  }
  return conditions.length > 0 ? { filters, conditions } : { filters };
}

// Every operator, as the DSL's FILTER_OPERATORS lists them; the type makes the compiler
// report one the DSL adds. Kept here because the DSL loads with a lazy configuration.
const OPERATORS: Record<FilterOperator, true> = {
  eq: true,
  gte: true,
  lte: true,
  contains: true,
  in: true,
};

/** The DSL's `isFilterCondition`: an object of operators such as `{ gte: 1, lte: 9 }`. */
function isFilterCondition(value: unknown): value is FilterCondition {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => Object.hasOwn(OPERATORS, key));
}

function isEmptyOperand(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The search parameters of a remote autocomplete: `searchQuery(text)` when configured,
 * else `{ <targetFieldName>: text }`.
 */
export function searchParams(field: ReferenceField, text: string): QueryObject {
  const searchQuery = field.remoteCompleteOptions().searchQuery;
  return searchQuery ? searchQuery(text) : { [targetFieldOf(field).name()]: text };
}

/**
 * The query of the possible values of a reference in a form: `perPage`, the field's sort and
 * its `permanentFilters` as filters; with a search text, the search parameters too.
 */
export function choicesQuery(
  application: Application | null,
  field: ReferenceField,
  search?: string,
): ListQuery {
  const entity = targetEntityOf(field);
  const searching = search !== undefined && search !== '';
  return {
    resource: resourceTarget(application, entity, entity.listView()),
    purpose: searching ? 'autocomplete' : 'choices',
    perPage: field.perPage(),
    sortField: field.sortField(),
    sortDir: normalizeSortDir(field.sortDir()),
    filters: field.permanentFilters(),
    params: searching ? searchParams(field, search) : undefined,
  };
}

/**
 * The query of the rows of a `referenced_list` field: one filtered request on the target,
 * `{ <targetReferenceField>: <main id>, ...permanentFilters }`, with the page, `perPage`
 * and the field's sort.
 */
export function referencedListQuery(
  application: Application | null,
  field: ReferencedListField,
  mainId: unknown,
  page = 1,
): ListQuery {
  const entity = targetEntityOf(field);
  return {
    resource: resourceTarget(application, entity, entity.listView()),
    purpose: 'referencedList',
    page,
    perPage: field.perPage(),
    sortField: field.sortField(),
    sortDir: normalizeSortDir(field.sortDir()),
    filters: { [targetReferenceFieldOf(field)]: mainId, ...field.permanentFilters() },
  };
}
