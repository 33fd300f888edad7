import type { SQLInputValue } from 'node:sqlite';
import { badRequest } from './errors.ts';
import { isPropertyPath } from './query.ts';
import type {
  ComparisonFilter,
  Filter,
  FilterScalar,
  PropertyFilter,
  SearchFilter,
  SortDirection,
} from './query.ts';

/** A piece of SQL and the values bound to its `?` placeholders, in order. */
export interface SqlFragment {
  sql: string;
  params: SQLInputValue[];
}

/** Registered on every connection so the full-text search folds case beyond ASCII. */
export const CASE_FOLD_FUNCTION = 'demo_casefold';

const NUMERIC_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Turns a dot path into a JSON path for json_extract/json_each. Paths are always bound as
 * parameters; the check here keeps even a bound path from carrying SQLite's path syntax.
 */
export function jsonPath(propertyPath: string): string {
  if (!isPropertyPath(propertyPath)) {
    throw badRequest(`"${propertyPath}" is not a property name or dot path`);
  }
  return `$.${propertyPath}`;
}

/** The WHERE condition for a list of filters over rows aliased `t` (columns `id`, `doc`). */
export function whereClause(filters: readonly Filter[]): SqlFragment {
  if (filters.length === 0) return { sql: '1', params: [] };
  const conditions = filters.map((filter) =>
    filter.kind === 'search'
      ? searchCondition(filter)
      : filter.kind === 'comparison'
        ? comparisonCondition(filter)
        : propertyCondition(filter),
  );
  return {
    sql: conditions.map((condition) => condition.sql).join(' AND '),
    params: conditions.flatMap((condition) => condition.params),
  };
}

export function orderByClause(sortField: string, direction: SortDirection): SqlFragment {
  // The direction is picked from two literals, never copied from the request.
  const keyword = direction === 'ASC' ? 'ASC' : 'DESC';
  if (sortField === 'id') return { sql: `t.id ${keyword}`, params: [] };
  // NOCASE only affects text; numbers keep comparing as numbers.
  return {
    sql: `json_extract(t.doc, ?) COLLATE NOCASE ${keyword}, t.id ${keyword}`,
    params: [jsonPath(sortField)],
  };
}

/**
 * Values per `IN (...)` list and alternatives per parenthesised `OR` group. SQLite limits the
 * depth of an expression tree (1000), and a chain of `OR`s is as deep as it is long, so long
 * lists are cut into groups: a request with hundreds of ids stays a shallow expression.
 */
export const SQL_BATCH_SIZE = 100;

/**
 * json_each yields the elements of an array and the value itself for a scalar, so one
 * condition covers both "equals" and "array contains". Objects are excluded: their members
 * would otherwise match by accident.
 */
function propertyCondition(filter: PropertyFilter): SqlFragment {
  const path = jsonPath(filter.path);
  const match = valuesCondition(filter.values);
  if (match.sql === '0') return match;
  return {
    sql:
      `(json_type(t.doc, ?) IS NOT 'object' AND EXISTS (SELECT 1 FROM json_each(t.doc, ?) AS e` +
      ` WHERE ${match.sql}))`,
    params: [path, path, ...match.params],
  };
}

/**
 * Query strings only carry text, so a value matches across types the way a form means it:
 * "12" matches 12, "true" matches true, and 12 matches "12".
 */
function valuesCondition(values: readonly FilterScalar[]): SqlFragment {
  const texts = unique(values.map(asText));
  const numbers = unique(values.map(asNumber));
  const literalTypes = unique(values.map(asLiteralType));
  const alternatives: SqlFragment[] = [
    ...batches(texts).map((batch) => inList("e.type = 'text' AND e.value", batch)),
    ...batches(numbers).map((batch) => inList("e.type IN ('integer', 'real') AND e.value", batch)),
    ...batches(literalTypes).map((batch) => inList('e.type', batch)),
  ];
  return anyOf(alternatives);
}

function inList(left: string, values: readonly SQLInputValue[]): SqlFragment {
  return { sql: `(${left} IN (${values.map(() => '?').join(', ')}))`, params: [...values] };
}

/**
 * `a OR b OR ...` as groups of at most SQL_BATCH_SIZE, so the tree stays shallow.
 *
 * @example
 * anyOf([{ sql: 'x = ?', params: [1] }, { sql: 'y = ?', params: [2] }]); // '(x = ? OR y = ?)'
 */
export function anyOf(alternatives: readonly SqlFragment[]): SqlFragment {
  if (alternatives.length === 0) return { sql: '0', params: [] };
  if (alternatives.length === 1) return alternatives[0];
  const groups = batches(alternatives).map((group) => ({
    sql: `(${group.map((alternative) => alternative.sql).join(' OR ')})`,
    params: group.flatMap((alternative) => alternative.params),
  }));
  return groups.length === 1 ? groups[0] : anyOf(groups);
}

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += SQL_BATCH_SIZE) {
    result.push(items.slice(start, start + SQL_BATCH_SIZE));
  }
  return result;
}

/** Distinct values without null: null never equals anything in SQL. */
function unique<T>(values: readonly (T | null)[]): T[] {
  return [...new Set(values.filter((value): value is T => value !== null))];
}

function asText(value: FilterScalar): string | null {
  return value === null ? null : String(value);
}

function asNumber(value: FilterScalar): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value);
  return null;
}

/** json_each reports true, false and null as their own types rather than as values. */
function asLiteralType(value: FilterScalar): string | null {
  if (value === true || value === 'true') return 'true';
  if (value === false || value === 'false') return 'false';
  if (value === null) return 'null';
  return null;
}

/**
 * A range bound or a "contains". A bound given as a number (or numeric text) compares with
 * numbers only; any other text compares with texts only (ISO dates sort as text), so that
 * SQLite never compares a number with a text.
 */
function comparisonCondition(filter: ComparisonFilter): SqlFragment {
  const path = jsonPath(filter.path);
  if (filter.operator === 'like') {
    return {
      sql:
        `(json_type(t.doc, ?) = 'text' AND ` +
        `instr(${CASE_FOLD_FUNCTION}(json_extract(t.doc, ?)), ?) > 0)`,
      params: [path, path, String(filter.value).toLowerCase()],
    };
  }
  // The operator is picked from two literals, never copied from the request.
  const compare = filter.operator === 'gte' ? '>=' : '<=';
  const number = asNumber(filter.value);
  return number !== null
    ? {
        sql: `(json_type(t.doc, ?) IN ('integer', 'real') AND json_extract(t.doc, ?) ${compare} ?)`,
        params: [path, path, number],
      }
    : {
        sql: `(json_type(t.doc, ?) = 'text' AND json_extract(t.doc, ?) ${compare} ?)`,
        params: [path, path, String(filter.value)],
      };
}

function searchCondition(filter: SearchFilter): SqlFragment {
  const match = anyOf(
    unique(filter.terms.map((term) => term.toLowerCase())).map((term) => ({
      sql: `instr(${CASE_FOLD_FUNCTION}(e.value), ?) > 0`,
      params: [term],
    })),
  );
  return {
    sql: `EXISTS (SELECT 1 FROM json_tree(t.doc) AS e WHERE e.type = 'text' AND ${match.sql})`,
    params: match.params,
  };
}
