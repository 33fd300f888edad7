/**
 * A small, pure date formatter with the patterns of the AngularJS and Angular `date` filter,
 * shared by the template `date` filter and by the date and datetime widgets.
 *
 * It never shifts a date-only value: `'2024-03-05'` is the local calendar day March 5th in every
 * timezone, which is what a user who typed that day expects to see back.
 */

/**
 * The words and named formats of a language for `formatDateValue`: month and day names, the
 * AM/PM markers and the patterns of `shortDate`, `mediumDate`, ... `NgaIntl.dateNames` holds
 * the admin's; a translation gives its own.
 */
export interface NgaDateNames {
  /** January first. */
  readonly months: readonly string[];
  readonly monthsShort: readonly string[];
  /** Sunday first. */
  readonly days: readonly string[];
  readonly daysShort: readonly string[];
  /** Before noon, then after. */
  readonly dayPeriods: readonly [string, string];
  /** The patterns of the named formats, by name. */
  readonly formats: Readonly<Record<string, string>>;
}

/** The named formats of the `date` filter, in the en-US locale. */
export const NAMED_DATE_FORMATS: Readonly<Record<string, string>> = Object.freeze({
  short: 'M/d/yy, h:mm a',
  medium: 'MMM d, y, h:mm:ss a',
  long: 'MMMM d, y, h:mm:ss a Z',
  full: 'EEEE, MMMM d, y, h:mm:ss a Z',
  shortDate: 'M/d/yy',
  mediumDate: 'MMM d, y',
  longDate: 'MMMM d, y',
  fullDate: 'EEEE, MMMM d, y',
  shortTime: 'h:mm a',
  mediumTime: 'h:mm:ss a',
  longTime: 'h:mm:ss a Z',
});

/** Names and named formats of the en-US locale, as AngularJS's `date` filter had them. */
export const EN_US_DATE_NAMES: NgaDateNames = Object.freeze<NgaDateNames>({
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  daysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  dayPeriods: ['AM', 'PM'],
  formats: NAMED_DATE_FORMATS,
});

// Milliseconds as digits only, as AngularJS accepted them ('1709596800000').
const MILLISECONDS = /^-?\d+$/;
// yyyy-MM-dd, yyyy-MM-ddTHH:mm[:ss[.sss]][Z|±hh:mm] and the compact yyyyMMddTHHmmss[Z] forms.
const ISO_DATE =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const TOKENS = /'(?:[^']|'')*'|y+|M+|L+|d+|E+|H+|h+|m+|s+|a+|Z+|[\s\S]/g;

/**
 * Reads a date from a `Date`, milliseconds (number or digit string) or an ISO 8601 string.
 * Strings without a timezone are local time; date-only strings are local calendar days.
 * Returns `null` when the value is empty or not a date.
 *
 * @usageNotes
 * ```ts
 * parseDateValue('2024-03-05');            // March 5th 2024, 00:00 local time
 * parseDateValue('2024-03-05T10:15:00Z');  // an instant
 * parseDateValue(1709633700000);           // an instant
 * ```
 */
export function parseDateValue(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (MILLISECONDS.test(text)) return new Date(Number(text));
  const match = ISO_DATE.exec(text);
  if (match) return fromIsoParts(match);
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

function fromIsoParts(match: RegExpExecArray): Date | null {
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', zone] = match;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  const millis = Math.floor(Number(`0.${fraction}`) * 1000);
  const date = new Date(0);
  if (zone) {
    date.setUTCFullYear(year, month, day);
    date.setUTCHours(Number(h), Number(mi), Number(s), millis);
    if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
    date.setTime(date.getTime() - zoneOffsetMinutes(zone) * 60_000);
    return date;
  }
  // setFullYear keeps years below 100 as written, unlike the Date constructor.
  date.setFullYear(year, month, day);
  date.setHours(Number(h), Number(mi), Number(s), millis);
  return date.getMonth() === month && date.getDate() === day ? date : null;
}

function zoneOffsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z' || zone.toUpperCase() === 'UTC' || zone.toUpperCase() === 'GMT') {
    return 0;
  }
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5) || '0');
  return sign * (hours * 60 + minutes);
}

/**
 * Formats a date with an AngularJS/Angular date pattern or a named format (`shortDate`,
 * `mediumDate`, `longDate`, `fullDate`, `short`, `medium`, `long`, `full`, `shortTime`,
 * `mediumTime`, `longTime`). Supported tokens: `yyyy yy y MMMM MMM MM M dd d EEEE EEE HH H hh h
 * mm m ss s sss a Z`; text in single quotes is literal (`''` is a quote).
 *
 * Empty values give `''`; a value that is not a date is returned as text unchanged.
 * `timezone` (`'UTC'`, `'+0200'`, `'-05:00'`) formats in that offset instead of local time.
 * `names` gives the words and named formats of another language (`NgaIntl.dateNames`).
 *
 * @usageNotes
 * ```ts
 * formatDateValue('2024-03-05', 'dd/MM/yyyy');            // '05/03/2024' in every timezone
 * formatDateValue('2024-03-05T10:15:00Z', 'HH:mm', 'UTC'); // '10:15'
 * formatDateValue('2024-03-05', 'longDate', undefined, inject(NgaIntl).dateNames);
 * ```
 */
export function formatDateValue(
  value: unknown,
  pattern = 'mediumDate',
  timezone?: string,
  names: NgaDateNames = EN_US_DATE_NAMES,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDateValue(value);
  if (!date) return String(value);
  const format = names.formats[pattern] ?? pattern;
  const offset = timezone ? zoneOffsetMinutes(timezone) : undefined;
  const parts = dateParts(date, offset);
  return format.replace(TOKENS, (token) => formatToken(token, parts, names));
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
  millis: number;
  /** Minutes east of UTC. */
  offset: number;
}

function dateParts(date: Date, offset: number | undefined): DateParts {
  if (offset === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      weekday: date.getDay(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
      seconds: date.getSeconds(),
      millis: date.getMilliseconds(),
      offset: -date.getTimezoneOffset(),
    };
  }
  const shifted = new Date(date.getTime() + offset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
    millis: shifted.getUTCMilliseconds(),
    offset,
  };
}

function formatToken(token: string, p: DateParts, names: NgaDateNames): string {
  const n = token.length;
  switch (token[0]) {
    case "'":
      return n === 2 ? "'" : token.slice(1, -1).replace(/''/g, "'");
    case 'y':
      if (n === 2) return pad(p.year % 100, 2);
      return n === 1 ? String(p.year) : pad(p.year, n);
    case 'M':
    case 'L':
      if (n >= 4) return names.months[p.month];
      if (n === 3) return names.monthsShort[p.month];
      return pad(p.month + 1, n);
    case 'd':
      return pad(p.day, Math.min(n, 2));
    case 'E':
      return n >= 4 ? names.days[p.weekday] : names.daysShort[p.weekday];
    case 'H':
      return pad(p.hours, Math.min(n, 2));
    case 'h':
      return pad(p.hours % 12 || 12, Math.min(n, 2));
    case 'm':
      return pad(p.minutes, Math.min(n, 2));
    case 's':
      return n >= 3 ? pad(p.millis, 3) : pad(p.seconds, n);
    case 'a':
      return names.dayPeriods[p.hours < 12 ? 0 : 1];
    case 'Z':
      return formatOffset(p.offset);
    default:
      return token;
  }
}

function formatOffset(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${sign}${pad(Math.floor(abs / 60), 2)}${pad(abs % 60, 2)}`;
}

function pad(value: number, width: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).padStart(width, '0');
}
