import { compareValues, sortItems } from './sort-items';

describe('sortItems', () => {
  it('sorts numbers, dates and text in natural order', () => {
    expect([10, 2, 33].sort(compareValues)).toEqual([2, 10, 33]);
    expect(['item 10', 'item 2'].sort(compareValues)).toEqual(['item 2', 'item 10']);
    expect(compareValues(new Date(2024, 0, 2), new Date(2024, 0, 1))).toBeGreaterThan(0);
  });

  it('sorts both ways, items without a value last, stably', () => {
    const items = [
      { key: 'a', date: '2024-01-02' },
      { key: 'b', date: null },
      { key: 'c', date: '2024-03-01' },
      { key: 'd', date: '2024-01-02' },
    ];
    const keys = (dir: 'ASC' | 'DESC') =>
      sortItems(items, (item) => item.date, dir).map((item) => item.key);
    expect(keys('ASC')).toEqual(['a', 'd', 'c', 'b']);
    expect(keys('DESC')).toEqual(['c', 'a', 'd', 'b']);
  });
});
