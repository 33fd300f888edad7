import type { SortDir } from '@ng-admin/core/config';

/** Created on the first text comparison: building a collator costs milliseconds at start-up. */
let collator: Intl.Collator | undefined;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Compares two values for a client-side sort: numbers by value, dates by time, booleans
 * false first, anything else as text in natural order (`'item 2'` before `'item 10'`).
 *
 * @usageNotes
 * ```ts
 * [10, 2, 33].sort(compareValues); // [2, 10, 33]
 * ```
 */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy of `items` by the value `valueOf` reads, in the given direction; items
 * without a value go last in both directions and the sort is stable.
 *
 * @usageNotes
 * ```ts
 * sortItems(backlinks, (item) => item['date'], 'DESC');
 * ```
 */
export function sortItems<T>(
  items: readonly T[],
  valueOf: (item: T) => unknown,
  dir: SortDir,
): T[] {
  const sign = dir === 'ASC' ? 1 : -1;
  return [...items].sort((left, right) => {
    const a = valueOf(left);
    const b = valueOf(right);
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return sign * compareValues(a, b);
  });
}
