import {
  builtInTemplateFilters,
  currencyFilter,
  dateFilter,
  jsonFilter,
  limitToFilter,
  lowercaseFilter,
  numberFilter,
  orderByFilter,
  stripTagsFilter,
  uppercaseFilter,
} from './filters';

describe('template filters', () => {
  it('change the case of text and leave other values alone', () => {
    expect(uppercaseFilter('abc')).toBe('ABC');
    expect(lowercaseFilter('AbC')).toBe('abc');
    expect(uppercaseFilter(12)).toBe(12);
    expect(lowercaseFilter(null)).toBeNull();
  });

  it('format dates with a pattern, mediumDate by default', () => {
    expect(dateFilter('2024-03-05', 'dd/MM/yyyy')).toBe('05/03/2024');
    expect(dateFilter('2024-03-05')).toBe('Mar 5, 2024');
    expect(dateFilter('2024-03-05T10:00:00Z', 'HH:mm', 'UTC')).toBe('10:00');
  });

  it('format numbers with grouping and fraction digits', () => {
    expect(numberFilter(1234.5678)).toBe('1,234.568');
    expect(numberFilter(1234.5, 2)).toBe('1,234.50');
    expect(numberFilter('42', 0)).toBe('42');
    expect(numberFilter('abc')).toBe('');
    expect(numberFilter(null)).toBe('');
    expect(numberFilter(Infinity)).toBe('∞');
  });

  it('format currencies', () => {
    expect(currencyFilter(1234.5)).toBe('$1,234.50');
    expect(currencyFilter(-1234.5, '€')).toBe('-€1,234.50');
    expect(currencyFilter(3, '£', 0)).toBe('£3');
    expect(currencyFilter('x')).toBe('');
  });

  it('print JSON', () => {
    expect(jsonFilter({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonFilter([1], 0)).toBe('[1]');
    expect(jsonFilter(undefined)).toBe('');
  });

  it('limit strings, arrays and numbers like AngularJS', () => {
    expect(limitToFilter('abcdef', 3)).toBe('abc');
    expect(limitToFilter('abcdef', -2)).toBe('ef');
    expect(limitToFilter([1, 2, 3, 4], 2, 1)).toEqual([2, 3]);
    expect(limitToFilter(12345, 2)).toBe('12');
    expect(limitToFilter('abc', 'x')).toBe('abc');
    expect(limitToFilter({ a: 1 }, 1)).toEqual({ a: 1 });
  });

  it('sort copies of arrays by property paths', () => {
    const items = [
      { values: { n: 2, t: 'b' } },
      { values: { n: 1, t: 'C' } },
      { values: { n: 3, t: 'a' } },
    ];
    const order = (result: unknown) => (result as typeof items).map((item) => item.values.n);
    expect(order(orderByFilter(items, 'values.n'))).toEqual([1, 2, 3]);
    expect(order(orderByFilter(items, '-values.n'))).toEqual([3, 2, 1]);
    expect(order(orderByFilter(items, 'values.t'))).toEqual([3, 2, 1]);
    expect(order(orderByFilter(items, ['values.t'], true))).toEqual([1, 2, 3]);
    expect(orderByFilter([3, 1, 2])).toEqual([1, 2, 3]);
    expect(order(items)).toEqual([2, 1, 3]);
  });

  it('strip tags', () => {
    expect(stripTagsFilter('<p>Fish &amp; <b>chips</b><script>alert(1)</script></p>')).toBe(
      'Fish & chips',
    );
    expect(stripTagsFilter(null)).toBe('');
  });

  it('are all registered under their AngularJS names', () => {
    expect(Object.keys(builtInTemplateFilters).sort()).toEqual([
      'currency',
      'date',
      'json',
      'limitTo',
      'lowercase',
      'number',
      'orderBy',
      'stripTags',
      'uppercase',
    ]);
  });
});
