/**
 * How a list filter compares a field with the value the user gives:
 * `eq` equals (the default), `gte` and `lte` bound a range (from, to: both included),
 * `contains` finds the text anywhere in the value, `in` accepts any of several values.
 *
 * @usageNotes
 * ```ts
 * const range: FilterOperator[] = ['gte', 'lte'];
 * admin.field('published_at', 'date').filterOperators(range);
 * ```
 */
export type FilterOperator = 'eq' | 'gte' | 'lte' | 'contains' | 'in';

/**
 * Every filter operator, in the order a filter offers them.
 *
 * @usageNotes
 * ```ts
 * FILTER_OPERATORS.includes('gte'); // true
 * ```
 */
export const FILTER_OPERATORS: readonly FilterOperator[] = ['eq', 'gte', 'lte', 'contains', 'in'];

/**
 * The value of a filter whose field compares with operators other than `eq`: one value per
 * operator, as the list's URL keeps it (`{"gte":"2024-01-01","lte":"2024-01-31"}`); a plain
 * value is an `eq` filter.
 *
 * @usageNotes
 * ```ts
 * const januaryPosts: FilterCondition = { gte: '2024-01-01', lte: '2024-01-31' };
 * const techOrLifestyle: FilterCondition = { in: ['tech', 'lifestyle'] };
 * ```
 */
export type FilterCondition = Partial<Record<FilterOperator, unknown>>;

/**
 * Whether a filter value is an operator object such as `{ gte: 1, lte: 9 }`.
 *
 * @usageNotes
 * ```ts
 * isFilterCondition({ gte: '2024-01-01' }); // true
 * isFilterCondition('tech'); // false: an `eq` filter
 * ```
 */
export function isFilterCondition(value: unknown): value is FilterCondition {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (FILTER_OPERATORS as string[]).includes(key));
}
