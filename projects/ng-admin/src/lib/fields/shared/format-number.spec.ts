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
