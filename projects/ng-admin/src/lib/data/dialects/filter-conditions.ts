import type { FilterOperator } from '@ng-admin/core/config';
import type { FilterConditionQuery } from '../api-mapping';
import type { QueryObject } from '../config-access';

/**
 * How a dialect names a condition's parameter: `views_gte`, `title__icontains`...
 *
 * @usageNotes
 * ```ts
 * const djangoLookup: ConditionKey = (field, operator) => `${field}__${operator}`;
 * ```
 */
export type ConditionKey = (field: string, operator: FilterConditionQuery['operator']) => string;

/**
 * The conditions of a list query as filter values by parameter name, merged into the query's
 * equality filters: `{ views_gte: 10, category: ['tech', 'lifestyle'] }`. An `in` condition is
 * an array under the field's own name, which every shipped dialect already sends as "one of".
 * Only the `operators` the dialect lists are kept. A custom dialect uses it in its `listRequest`.
 *
 * @usageNotes
 * ```ts
 * conditionsAsFilters({ author: 'Ann' }, query.conditions, underscoreSuffix, this.filterOperators);
 * // { author: 'Ann', views_gte: 10, views_lte: 99, category: ['tech', 'lifestyle'] }
 * ```
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
 *
 * @usageNotes
 * ```ts
 * underscoreSuffix('views', 'gte'); // 'views_gte'
 * underscoreSuffix('title', 'contains'); // 'title_like'
 * ```
 */
export const underscoreSuffix: ConditionKey = (field, operator) =>
  `${field}_${operator === 'contains' ? 'like' : operator}`;

/** Escapes a text for a regular expression, for json-server's `_like` (a RegExp). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
