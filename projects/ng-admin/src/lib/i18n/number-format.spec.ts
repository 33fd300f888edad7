import { formatNumber, loadNumberFormat, loadNumberFormatWith } from './number-format';

describe('formatNumber (numbro)', () => {
  beforeAll(() => Promise.all([loadNumberFormat('en-US'), loadNumberFormat('fr-FR')]));

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

  it('keeps strings that are not numbers, and infinities, as they are', () => {
    expect(formatNumber('n/a', '$0,0.00')).toBe('n/a');
    expect(formatNumber('  ', '0.0')).toBe('  ');
    expect(formatNumber(Infinity, '0.0')).toBe('Infinity');
  });

  it('formats zero and negative numbers', () => {
    expect(formatNumber(0, '$0,0.00')).toBe('$0.00');
    expect(formatNumber(-1234.5, '$0,0.00')).toBe('-$1,234.50');
  });

  // What numbro writes for the formats of numeral.js (ng-admin's), as numbro 2.5 does.
  const cases: [number, string, string][] = [
    [1234, '0,0', '1,234'],
    [1234567.891, '0,0.00', '1,234,567.89'],
    [5, '000', '005'],
    [0.256, '0.0%', '25.6%'],
    [-0.256, '0.0%', '-25.6%'],
    [0.5, '0%', '50%'],
    [1530, '0.0a', '1.5k'],
    [-1530, '0.0a', '-1.5k'],
    [1530, '0.0 a', '1.5 k'],
    [2_500_000, '0a', '3m'],
    [3_400_000_000, '0.0a', '3.4b'],
    [1.2e12, '0.0a', '1.2t'],
    [1.5, '0.[00]', '1.5'],
    [2, '0.[00]', '2'],
    [10000.1234, '0[.]00', '10000.12'],
    [-1234, '(0,0)', '(1,234)'],
    [1234, '(0,0)', '1,234'],
    [-1234.5, '($0,0.00)', '$(1,234.50)'],
    [5, '+0', '+5'],
    [-5, '+0', '-5'],
    [1, '0o', '1st'],
    [22, '0o', '22nd'],
    [13, '0o', '13th'],
    [102, '0o', '102nd'],
    [2048, '0.0ib', '2.0KiB'],
    [1023, '0ib', '1023B'],
    [1500, '0.0 b', '1.5 KiB'],
    [-0.001, '0.00', '0.00'],
    // Literal text goes in braces.
    [1.5, '0.0{ €}', '1.5 €'],
    [1234.5, '0,0.00{ pts}', '1,234.50 pts'],
  ];
  for (const [value, format, expected] of cases) {
    it(`formats ${value} with '${format}' as '${expected}'`, () => {
      expect(formatNumber(value, format)).toBe(expected);
    });
  }

  it("shows the separators, currency and suffixes of the locale's numbro language", () => {
    expect(formatNumber(1234.5, '0,0.00', 'fr-FR')).toBe('1 234,50');
    expect(formatNumber(-0.256, '0.0%', 'fr-FR')).toBe('-25,6%');
    expect(formatNumber(1234.5, '0,0.00 $', 'fr-FR')).toBe('1 234,50 €');
    expect(formatNumber(1, '0o', 'fr-FR')).toBe('1er');
    // One locale's language does not stick to the next call.
    expect(formatNumber(1234.5, '0,0.00')).toBe('1,234.50');
  });

  it('loads a language on first use, in en-US until it has come', async () => {
    expect(formatNumber(1234.5, '0,0.00', 'de-DE')).toBe('1,234.50');
    await loadNumberFormat('de-DE');
    expect(formatNumber(1234.5, '0,0.00', 'de-DE')).toBe('1.234,50');
  });

  it('shows numbers when its language did not download, logs it once, and tries again later', async () => {
    spyOn(console, 'error');
    let asked = 0;
    const notDownloaded = {
      numbro: () => import('numbro'),
      languages: () => {
        asked++;
        return Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: number-languages.js'),
        );
      },
    };
    await expectAsync(loadNumberFormatWith(notDownloaded, 'da-DK')).toBeRejected();
    await expectAsync(loadNumberFormatWith(notDownloaded, 'da-DK')).toBeRejected();
    expect(asked).toBe(2);
    expect(console.error).toHaveBeenCalledTimes(1);

    // Formatting shows the number (en-US) and does not ask again for each number.
    expect(formatNumber(1234.5, '0,0.00', 'da-DK')).toBe('1,234.50');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(formatNumber(1234.5, '0,0.00', 'da-DK')).toBe('1,234.50');

    // The next load (a view opening) downloads it.
    await loadNumberFormat('da-DK');
    expect(formatNumber(1234.5, '0,0.00', 'da-DK')).toBe('1.234,50');
  });
});
