/**
 * Items sorted by their `order`. An item without order keeps its position as its order,
 * and ties keep the given order (the sort is stable), as ng-admin did, without changing
 * the items, which may be shared.
 */
export function sortByOrder<T>(items: readonly T[], orderOf: (item: T) => number | null): T[] {
  return items
    .map((item, index) => ({ item, index, order: orderOf(item) ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item }) => item);
}
