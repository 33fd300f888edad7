/**
 * Formats a number for display with a numeral.js / numbro format string, close to spreadsheet
 * number formats: a currency or other literal before or after (`'$0,0.00'`, `'0.0 €'`),
 * thousands separators (`0,0`), fixed (`0.00`) or optional (`0.[00]`) decimals, percentages
 * (`'0.0%'`), abbreviations (`'0.0a'`: 1.2k, 3.4m), ordinals (`'0o'`: 1st), bytes (`'0.0b'`),
 * an explicit sign (`'+0'`) and parentheses for negative numbers (`'(0,0)'`). Empty values give
 * `''`; without a format, and for strings that are not numbers, the value is shown as it is.
 *
 * The format always writes `,` for grouping and `.` for decimals; `locale` (a BCP 47 tag,
 * `NgaIntl.numberLocale` in views) decides the separators shown: `'fr-FR'` shows `1 234,50`.
 *
 * @usageNotes
 * ```ts
 * formatNumber(1234.5, '$0,0.00'); // '$1,234.50'
 * formatNumber(1234.5, '0,0.00 €', 'fr-FR'); // '1 234,50 €'
 * formatNumber(0.256, '0.0%'); // '25.6%'
 * formatNumber(1530, '0.0a'); // '1.5k'
 * formatNumber(42); // '42'
 * ```
 */
export function formatNumber(value: unknown, format?: string | null, locale = 'en-US'): string {
  if (value === null || value === undefined || value === '') return '';
  const number = toFiniteNumber(value);
  if (number === null || !format) return String(value);
  return compileFormat(format, locale)(number);
}

type NumberFormatter = (value: number) => string;

const compiled = new Map<string, NumberFormatter>();

/** A format string is parsed once; lists format the same few formats thousands of times. */
function compileFormat(format: string, locale: string): NumberFormatter {
  const key = `${locale} ${format}`;
  let formatter = compiled.get(key);
  if (!formatter) {
    formatter = parseFormat(format, locale);
    if (compiled.size > 200) compiled.clear();
    compiled.set(key, formatter);
  }
  return formatter;
}

// prefix, sign, number pattern (fixed and [optional] decimals), unit, suffix: `$ 0,0.00 a`,
// `+0.0[0]%`, `0[.]00`.
const FORMAT =
  /^([^0#]*?)([+-]?)([0#][0#,]*)(?:(\[\.\]|\.)(0*)(?:\[(0+)\])?)?(\s*)(%|a|o|i?b)?(.*)$/;

function parseFormat(format: string, locale: string): NumberFormatter {
  // As in numeral.js, parentheses anywhere in the format put negative numbers in parentheses:
  // `(0,0)`, `($0,0.00)`, `(0.0 €)`.
  const parentheses = format.includes('(') && format.includes(')');
  const match = FORMAT.exec(parentheses ? format.replace(/[()]/g, '') : format);
  if (!match) return (value) => String(value);
  const [, prefix, sign, integer, point = '', fixed = '', optional = '', space, unit = '', suffix] =
    match;
  const grouping = integer.includes(',');
  // `0,0` asks for grouping; `000` pads to three digits.
  const minimumIntegerDigits = grouping ? 1 : Math.max(1, integer.replace(/#/g, '').length);
  // `0.00[0]`: two decimals, a third when it is not zero; `0[.]00`: up to two, all optional.
  const number = new Intl.NumberFormat(locale, {
    useGrouping: grouping,
    minimumIntegerDigits,
    minimumFractionDigits: point === '[.]' ? 0 : fixed.length,
    maximumFractionDigits: fixed.length + optional.length,
  });
  return (value) => {
    const negative = value < 0;
    let magnitude = Math.abs(value);
    let unitText = '';
    if (unit === '%') {
      magnitude *= 100;
      unitText = '%';
    } else if (unit === 'a') {
      [magnitude, unitText] = abbreviate(magnitude);
    } else if (unit === 'b' || unit === 'ib') {
      [magnitude, unitText] = bytes(magnitude, unit === 'ib' ? 1024 : 1000, unit === 'ib');
    }
    let text = number.format(magnitude);
    if (unit === 'o') unitText = ordinal(Math.round(magnitude));
    text = `${text}${space}${unitText}`;
    const signed = negative && text.replace(/[0.,\s%]/g, '') !== '' ? '-' : '';
    if (parentheses && negative) return `(${prefix}${text}${suffix})`;
    const shownSign = signed || (sign === '+' && value > 0 ? '+' : '');
    return `${shownSign}${prefix}${text}${suffix}`;
  };
}

const ABBREVIATIONS: readonly [number, string][] = [
  [1e12, 't'],
  [1e9, 'b'],
  [1e6, 'm'],
  [1e3, 'k'],
];

function abbreviate(value: number): [number, string] {
  for (const [size, letter] of ABBREVIATIONS) if (value >= size) return [value / size, letter];
  return [value, ''];
}

function bytes(value: number, base: number, binary: boolean): [number, string] {
  const units = binary
    ? ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB']
    : ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let index = 0;
  while (value >= base && index < units.length - 1) {
    value /= base;
    index++;
  }
  return [value, units[index]];
}

function ordinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
}

function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
