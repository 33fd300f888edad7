import { formatDate, registerLocaleData } from '@angular/common';
import { signal } from '@angular/core';
import { isFailedDownload } from '../base/failed-download';

/**
 * Dates as the admin reads and shows them: values from the API read with `parseDateValue`
 * (date-only values are local calendar days, so they never shift with the timezone), shown with
 * Angular's `formatDate` and the locale data of the admin's locale (`NgaIntl.locale`), which
 * the admin registers with the first date shown (`loadDateFormat`).
 */

/**
 * Loads Angular's locale data of a locale: `() => import('@angular/common/locales/fr')`.
 * The module's default export (or the module itself) is the data `registerLocaleData` takes.
 */
export type NgaLocaleDataLoader = () => Promise<unknown>;

// Milliseconds as digits only, as AngularJS accepted them ('1709596800000').
const MILLISECONDS = /^-?\d+$/;
let reportedFailedDownload = false;
// yyyy-MM-dd, yyyy-MM-ddTHH:mm[:ss[.sss]][Z|±hh:mm] and the compact yyyyMMddTHHmmss[Z] forms.
const ISO_DATE =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

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
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || '0'));
}

/**
 * The locales whose data Angular has, as far as this module knows: en-US is built into
 * Angular; others once `loadDateFormat` registered them or a `formatDate` call found them.
 * A signal, so that texts computed while a locale loads follow its arrival.
 */
const knownLocales = signal<ReadonlySet<string>>(new Set(['en-US']));
const missingLocales = new Set<string>();
const loadingLocales = new Map<string, Promise<void>>();

/**
 * Formats a date value with Angular's `formatDate`: its patterns (`dd/MM/yyyy`,
 * `d MMMM y HH:mm`, quoted text) and named formats (`shortDate`, `mediumDate`, `longDate`,
 * `fullDate`, `short`, `medium`, `long`, `full`, `shortTime`, ...) in the locale's words.
 * Values are read with `parseDateValue`, so a date-only value (`'2024-03-05'`) is that day in
 * every timezone. Empty values give `''`; a value that is not a date is returned as text.
 * `timezone` (`'UTC'`, `'+0200'`) formats in that offset instead of local time.
 *
 * Angular knows en-US; another locale needs its data registered (`loadDateFormat` with
 * `NgaIntl.localeData`, as the admin does, or `registerLocaleData`). Until it is, the date
 * reads in en-US; in a reactive context (`computed`, a template) the text follows its arrival.
 *
 * @usageNotes
 * ```ts
 * formatDateValue('2024-03-05', 'dd/MM/yyyy'); // '05/03/2024' in every timezone
 * formatDateValue('2024-03-05', 'longDate', 'fr-FR'); // '5 mars 2024', once its data is registered
 * formatDateValue('2024-03-05T10:15:00Z', 'HH:mm', 'en-US', 'UTC'); // '10:15'
 * ```
 */
export function formatDateValue(
  value: unknown,
  format = 'mediumDate',
  locale = 'en-US',
  timezone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDateValue(value);
  if (!date) return String(value);
  return formatDate(date, format, knownLocale(locale), timezone);
}

/** The locale if Angular has its data, else en-US (reactive: see `knownLocales`). */
function knownLocale(locale: string): string {
  if (knownLocales().has(locale)) return locale;
  if (missingLocales.has(locale)) return 'en-US';
  try {
    // Throws when the data of the locale (and of its language) is not registered.
    formatDate(0, 'y', locale);
    knownLocales.update((known) => new Set([...known, locale]));
    return locale;
  } catch {
    missingLocales.add(locale);
    return 'en-US';
  }
}

/**
 * Registers Angular's locale data of `locale`, loaded with `localeData`, unless Angular has it
 * (en-US, or data the application registered); `null` when there is nothing to load. The date
 * field types' `load` calls it with `NgaIntl`'s locale; dates shown meanwhile in en-US follow.
 * When the data does not download, dates stay in en-US (logged once) and the next call tries
 * again.
 *
 * @usageNotes
 * ```ts
 * await loadDateFormat('fr-FR', () => import('@angular/common/locales/fr'));
 * formatDateValue('2024-03-05', 'longDate', 'fr-FR'); // '5 mars 2024'
 * ```
 */
export function loadDateFormat(
  locale = 'en-US',
  localeData?: NgaLocaleDataLoader | null,
): Promise<void> | null {
  missingLocales.delete(locale);
  if (knownLocale(locale) === locale || !localeData) return null;
  let loading = loadingLocales.get(locale);
  if (!loading) {
    loading = localeData().then((module) => {
      registerLocaleData((module as { default?: unknown }).default ?? module, locale);
      missingLocales.delete(locale);
      knownLocales.update((known) => new Set([...known, locale]));
    });
    loadingLocales.set(locale, loading);
    // A later call tries again, for instance after a network failure.
    loading.catch((error: unknown) => {
      loadingLocales.delete(locale);
      if (isFailedDownload(error) && !reportedFailedDownload) {
        reportedFailedDownload = true;
        console.error(
          `[ng-admin] The locale data of ${locale} did not download: dates show in en-US.`,
          error,
        );
      }
    });
  }
  return loading;
}
