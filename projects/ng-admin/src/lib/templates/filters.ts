import { formatDateValue } from '../i18n/date-format';
import { stripTags } from './strip-tags';
import type { NgaTemplateFilters } from './template-types';

/**
 * `{{ value | uppercase }}`: the text in upper case; other values are returned unchanged, as
 * AngularJS did.
 */
export function uppercaseFilter(input: unknown): unknown {
  return typeof input === 'string' ? input.toUpperCase() : input;
}

/** `{{ value | lowercase }}`: the text in lower case; other values are returned unchanged. */
export function lowercaseFilter(input: unknown): unknown {
  return typeof input === 'string' ? input.toLowerCase() : input;
}

/**
 * `{{ value | date:'dd/MM/yyyy' }}`: Angular's date patterns and named formats (see
 * `formatDateValue`), in en-US; templates get it in the admin's locale (`dateFilterIn`). The
 * default format is `mediumDate`, as in AngularJS; a third argument is a timezone (`'UTC'`).
 */
export function dateFilter(input: unknown, format?: string, timezone?: string): string {
  return formatDateValue(input, format || 'mediumDate', 'en-US', timezone);
}

/** The `date` filter in a locale whose data Angular has: `dateFilterIn('fr-FR')`. */
export function dateFilterIn(
  locale: string,
): (input: unknown, format?: string, timezone?: string) => string {
  return (input, format, timezone) =>
    formatDateValue(input, format || 'mediumDate', locale, timezone);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${minimum}:${maximum}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    numberFormats.set(key, format);
  }
  return format;
}

function toNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' && input.trim() !== '') {
    const value = Number(input);
    return Number.isNaN(value) ? undefined : value;
  }
  return undefined;
}

function fractionDigits(value: unknown, fallback: number): number {
  const digits = Number(value);
  return Number.isInteger(digits) && digits >= 0 && digits <= 20 ? digits : fallback;
}

/**
 * `{{ value | number:2 }}`: grouped digits with a fixed number of decimals (en-US); without a
 * fraction size, up to 3 decimals. Values that are not numbers give `''`.
 */
export function numberFilter(input: unknown, fractionSize?: number): string {
  const value = toNumber(input);
  if (value === undefined || Number.isNaN(value)) return '';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  if (fractionSize === undefined) return numberFormat(0, 3).format(value);
  const digits = fractionDigits(fractionSize, 3);
  return numberFormat(digits, digits).format(value);
}

/**
 * `{{ value | currency:'€':2 }}`: the symbol (default `$`) before the grouped amount with 2
 * decimals by default; a negative amount reads `-$1,234.50`.
 */
export function currencyFilter(input: unknown, symbol = '$', fractionSize?: number): string {
  const value = toNumber(input);
  if (value === undefined || !Number.isFinite(value)) return '';
  const digits = fractionDigits(fractionSize ?? 2, 2);
  const amount = numberFormat(digits, digits).format(Math.abs(value));
  const negative = value < 0 && Number(amount.replace(/,/g, '')) !== 0;
  return `${negative ? '-' : ''}${symbol}${amount}`;
}

/** `{{ value | json }}`: pretty-printed JSON (2 spaces by default). */
export function jsonFilter(input: unknown, spacing = 2): string {
  if (input === undefined) return '';
  try {
    return JSON.stringify(input, null, spacing) ?? '';
  } catch {
    return '';
  }
}

/**
 * `{{ value | limitTo:10 }}`: the first (or, with a negative limit, last) items of an array or
 * characters of a string, from `begin`; numbers are read as strings. Other values are returned
 * unchanged.
 */
export function limitToFilter(input: unknown, limit: unknown, begin: unknown = 0): unknown {
  const size = Math.abs(Number(limit)) === Infinity ? Number(limit) : parseInt(String(limit), 10);
  if (Number.isNaN(size)) return input;
  const list = typeof input === 'number' ? String(input) : input;
  if (typeof list !== 'string' && !Array.isArray(list)) return input;
  let start = Number.isNaN(parseInt(String(begin), 10)) ? 0 : parseInt(String(begin), 10);
  start = start < 0 ? Math.max(0, list.length + start) : start;
  if (size >= 0) return list.slice(start, start + size);
  return start === 0 ? list.slice(size, list.length) : list.slice(Math.max(0, start + size), start);
}

/**
 * `{{ entries | orderBy:'-values.date' }}`: a sorted copy of an array. The expression is a
 * property path, `-path` for descending order, or an array of those; without one the items
 * themselves are compared. `reverse` flips the whole order.
 */
export function orderByFilter(input: unknown, expression?: unknown, reverse?: unknown): unknown {
  if (!Array.isArray(input)) return input;
  const keys = (Array.isArray(expression) ? expression : [expression])
    .filter((key): key is string => typeof key === 'string' && key !== '')
    .map((key) => ({
      path: key.replace(/^[-+]/, '').split('.'),
      direction: key.startsWith('-') ? -1 : 1,
    }));
  if (keys.length === 0) keys.push({ path: [], direction: 1 });
  const flip = reverse ? -1 : 1;
  return [...input].sort((a, b) => {
    for (const { path, direction } of keys) {
      const order = compareValues(readPath(a, path), readPath(b, path));
      if (order !== 0) return order * direction * flip;
    }
    return 0;
  });
}

function readPath(item: unknown, path: readonly string[]): unknown {
  let value = item;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  const left = String(a).toLowerCase();
  const right = String(b).toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/** `{{ value | stripTags }}`: the text of an HTML value without its tags. */
export function stripTagsFilter(input: unknown): string {
  return stripTags(input);
}

/**
 * The filters every template can use. Applications add their own, or replace one of these, with
 * `withTemplateFilters`.
 *
 * @usageNotes
 * ```ts
 * interpolate('{{ value | date:"dd/MM/yyyy" }}', { value: '2024-03-05' }, builtInTemplateFilters);
 * ```
 */
export const builtInTemplateFilters: NgaTemplateFilters = Object.freeze({
  uppercase: uppercaseFilter,
  lowercase: lowercaseFilter,
  date: dateFilter,
  number: numberFilter,
  currency: currencyFilter,
  json: jsonFilter,
  limitTo: limitToFilter,
  orderBy: orderByFilter,
  stripTags: stripTagsFilter,
});
