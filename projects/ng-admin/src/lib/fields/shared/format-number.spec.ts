import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('renders 1234.5 as $1,234.50 with the format $0,0.00', () => {
    expect(formatNumber(1234.5, '$0,0.00')).toBe('$1,234.50');
  });

  it('applies decimal formats such as the float default', () => {
    expect(formatNumber(3.14159, '0.000')).toBe('3.142');
    expect(formatNumber(2, '0.000')).toBe('2.000');
  });

  it('formats numeric strings', () => {
    expect(formatNumber('1234.5', '$0,0.00')).toBe('$1,234.50');
  });

  it('shows the value as it is without a format', () => {
    expect(formatNumber(1234.5)).toBe('1234.5');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber('7', null)).toBe('7');
  });

  it('gives an empty string for empty values', () => {
    expect(formatNumber(null, '0.00')).toBe('');
    expect(formatNumber(undefined, '0.00')).toBe('');
    expect(formatNumber('', '0.00')).toBe('');
  });

  it('keeps strings that are not numbers as they are', () => {
    expect(formatNumber('n/a', '$0,0.00')).toBe('n/a');
    expect(formatNumber('  ', '0.0')).toBe('  ');
  });

  it('formats zero and negative numbers', () => {
    expect(formatNumber(0, '$0,0.00')).toBe('$0.00');
    expect(formatNumber(-1234.5, '$0,0.00')).toBe('-$1,234.50');
  });
});

describe('formatNumber with numeral.js formats', () => {
  const cases: [number, string, string][] = [
    [1234, '0,0', '1,234'],
    [5, '000', '005'],
    [0.256, '0.0%', '25.6%'],
    [1530, '0.0a', '1.5k'],
    [2_500_000, '0a', '3m'],
    [1.5, '0.[00]', '1.5'],
    [2, '0.[00]', '2'],
    [-1234, '(0,0)', '(1,234)'],
    [1234, '(0,0)', '1,234'],
    [5, '+0', '+5'],
    [1, '0o', '1st'],
    [22, '0o', '22nd'],
    [13, '0o', '13th'],
    [2048, '0.0ib', '2.0KiB'],
    [1.5, '0.0 €', '1.5 €'],
    [-0.001, '0.00', '0.00'],
    [1234567.891, '0,0.00', '1,234,567.89'],
    [1234.5, '#,##0.00', '1,234.50'],
    [1234.5, '$ 0,0', '$ 1,235'],
    [1234.5, '0,0 €', '1,235 €'],
    [-0.256, '0.0%', '-25.6%'],
    [0.5, '0%', '50%'],
    [-5, '+0', '-5'],
    [3_400_000_000, '0.0a', '3.4b'],
    [1.2e12, '0.0a', '1.2t'],
    [999, '0.0a', '999.0'],
    [-1530, '0.0a', '-1.5k'],
    [1530, '0.0 a', '1.5 k'],
    [1500, '0.0b', '1.5KB'],
    [999, '0.0b', '999.0B'],
    [1023, '0ib', '1023B'],
    [111, '0o', '111th'],
    [102, '0o', '102nd'],
  ];
  for (const [value, format, expected] of cases) {
    it(`formats ${value} with '${format}' as '${expected}'`, () => {
      expect(formatNumber(value, format)).toBe(expected);
    });
  }
});

describe('formatNumber with parentheses for negative numbers', () => {
  const cases: [number, string, string][] = [
    [-1234.5, '($0,0.00)', '($1,234.50)'],
    [1234.5, '($0,0.00)', '$1,234.50'],
    [-1234.5, '$(0,0.00)', '($1,234.50)'],
    [-1234.5, '(0,0.00 €)', '(1,234.50 €)'],
    [-1530, '($0.0a)', '($1.5k)'],
    [1530, '($0.0a)', '$1.5k'],
  ];
  for (const [value, format, expected] of cases) {
    it(`formats ${value} with '${format}' as '${expected}'`, () => {
      expect(formatNumber(value, format)).toBe(expected);
    });
  }
});

describe('formatNumber with optional decimals', () => {
  const cases: [number, string, string][] = [
    [12.3456, '0.0[000]', '12.3456'],
    [12.3, '0.0[000]', '12.3'],
    [12, '0.0[000]', '12.0'],
    [1.23456, '0.00[0]', '1.235'],
    [1.2, '0.00[0]', '1.20'],
    [10000, '0[.]00', '10000'],
    [10000.1234, '0[.]00', '10000.12'],
    [10000.5, '0,0[.]00', '10,000.5'],
  ];
  for (const [value, format, expected] of cases) {
    it(`formats ${value} with '${format}' as '${expected}'`, () => {
      expect(formatNumber(value, format)).toBe(expected);
    });
  }

  it("shows the separators of the locale it is given, the format's own text unchanged", () => {
    expect(formatNumber(1234.5, '0,0.00 €', 'fr-FR')).toBe('1\u202F234,50 €');
    expect(formatNumber(-0.256, '0.0%', 'fr-FR')).toBe('-25,6%');
    expect(formatNumber(1234.5, '0,0.00', 'de-DE')).toBe('1.234,50');
    // The compiled format of one locale is not reused for another.
    expect(formatNumber(1234.5, '0,0.00')).toBe('1,234.50');
  });
});
