import type { FilterOperator } from '@ng-admin/core/config';
import type { FilterConditionQuery } from '../api-mapping';
import type { QueryObject } from '../config-access';

/** How a dialect names a condition's parameter: `views_gte`, `title__icontains`... */
export type ConditionKey = (field: string, operator: FilterConditionQuery['operator']) => string;

/**
 * The conditions of a list query as filter values by parameter name, merged into the query's
 * equality filters: `{ views_gte: 10, category: ['tech', 'lifestyle'] }`. An `in` condition is
 * an array under the field's own name, which every shipped dialect already sends as "one of".
 */
export function conditionsAsFilters(
  filters: QueryObject,
  conditions: readonly FilterConditionQuery[] | undefined,
  keyOf: ConditionKey,
  operators: readonly FilterOperator[],
): QueryObject {
  const result: QueryObject = { ...filters };
  for (const condition of conditions ?? []) {
    if (!operators.includes(condition.operator)) continue;
    if (condition.operator === 'in') {
      result[condition.field] = Array.isArray(condition.value)
        ? [...condition.value]
        : [condition.value];
    } else {
      result[keyOf(condition.field, condition.operator)] = condition.value;
    }
  }
  return result;
}

/**
 * `<field>_gte`, `<field>_lte`, `<field>_like`: the suffixes of json-server, FakeRest and
 * json-graphql-server, which ng-admin's `_filters` convention shares.
 */
export const underscoreSuffix: ConditionKey = (field, operator) =>
  `${field}_${operator === 'contains' ? 'like' : operator}`;

/** Escapes a text for a regular expression, for json-server's `_like` (a RegExp). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
