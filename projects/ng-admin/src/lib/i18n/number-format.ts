import { signal } from '@angular/core';
import type numbro from 'numbro';
import { isFailedDownload } from '../base/failed-download';

declare const ngDevMode: unknown;

type Numbro = typeof numbro;

/** numbro once loaded, and the numbro language of each locale asked for. */
interface Loaded {
  readonly numbro: Numbro;
  readonly languages: ReadonlyMap<string, string>;
}

/**
 * A signal, so that numbers formatted before numbro arrived (in a `computed`, a template) are
 * formatted again when it does.
 */
const loaded = signal<Loaded | null>(null);
let loadingNumbro: Promise<Numbro> | null = null;
const loadingLanguages = new Map<string, Promise<void>>();
/** Locales whose last load failed: formatting no longer starts it; a view's load does. */
const failedLocales = new Set<string>();
let reportedFailedDownload = false;

/** The imports of numbro and of the table of its languages (tests give failing ones). */
export interface NgaNumberFormatLoaders {
  readonly numbro: () => Promise<{ readonly default: Numbro }>;
  readonly languages: () => Promise<typeof import('./number-languages')>;
}

const IMPORTS: NgaNumberFormatLoaders = {
  numbro: () => import('numbro'),
  languages: () => import('./number-languages'),
};

/**
 * Loads numbro, then its language for `locale` (`fr-FR`: `1 234,50`; numbro knows about sixty,
 * each loaded alone when asked for; `en-US` is built in). Views call it, through the field
 * types' `load`, before they show a field with a `format()`: numbro is not in the first bundle.
 *
 * @usageNotes
 * ```ts
 * await loadNumberFormat(inject(NgaIntl).locale);
 * formatNumber(1234.5, '$0,0.00'); // '$1,234.50'
 * ```
 */
export function loadNumberFormat(locale = 'en-US'): Promise<void> {
  return loadNumberFormatWith(IMPORTS, locale);
}

/**
 * `loadNumberFormat` with the imports given. When numbro did not download, numbers show as
 * the API sent them (logged once); the next view that needs it tries again.
 */
export function loadNumberFormatWith(
  imports: NgaNumberFormatLoaders,
  locale = 'en-US',
): Promise<void> {
  let loading = loadingLanguages.get(locale);
  if (!loading) {
    loadingNumbro ??= imports.numbro().then(
      (module) => module.default,
      (error: unknown) => {
        loadingNumbro = null;
        throw error;
      },
    );
    loading = loadingNumbro.then(async (numbro) => {
      // numbro has en-US built in; the table of its other languages loads only for another.
      const english = /^en(-US)?$/i.test(locale);
      const language = english ? null : (await imports.languages()).numberLanguageOf(locale);
      if (language && !numbro.languages()[language.tag]) {
        numbro.registerLanguage((await language.load()).default);
      }
      if (!language && !english && (typeof ngDevMode === 'undefined' || ngDevMode)) {
        console.warn(`[ng-admin] numbro has no language for "${locale}": numbers show in en-US.`);
      }
      const languages = new Map(loaded()?.languages);
      languages.set(locale, language?.tag ?? 'en-US');
      failedLocales.delete(locale);
      loaded.set({ numbro, languages });
    });
    loadingLanguages.set(locale, loading);
    // A later call tries again, for instance after a network failure.
    loading.catch((error: unknown) => {
      loadingLanguages.delete(locale);
      failedLocales.add(locale);
      if (isFailedDownload(error) && !reportedFailedDownload) {
        reportedFailedDownload = true;
        console.error('[ng-admin] numbro did not download: numbers show unformatted.', error);
      }
    });
  }
  return loading;
}

/**
 * Formats a number with a numbro format string, numeral.js's syntax that ng-admin's `format()`
 * used: `'$0,0.00'` (`$` is the locale's currency), `'0,0'`, `'0.0%'`, `'0.0a'` (1.2k),
 * `'0o'` (1st), `'0.0b'` (bytes), `'+0'`, `'(0,0)'`, literal text in braces (`'0,0{ pts}'`).
 * The format always writes `,` for grouping and `.` for decimals; `locale` picks the language
 * numbro shows them in (`fr-FR`: `1 234,50`).
 *
 * Empty values give `''`. Without a format, for text that is not a number, and until
 * `loadNumberFormat(locale)` has loaded numbro (or if it did not download), the value is
 * shown as it is; in a reactive context the text follows when numbro arrives.
 *
 * @usageNotes
 * ```ts
 * formatNumber(1234.5, '$0,0.00'); // '$1,234.50'
 * formatNumber(0.256, '0.0%'); // '25.6%'
 * formatNumber(1234.5, '0,0.00', 'fr-FR'); // '1 234,50'
 * formatNumber(42); // '42'
 * ```
 */
export function formatNumber(value: unknown, format?: string | null, locale = 'en-US'): string {
  if (value === null || value === undefined || value === '') return '';
  const number = toFiniteNumber(value);
  if (number === null || !format) return String(value);
  const state = loaded();
  if (!state?.languages.has(locale)) {
    // Views load numbro before they show formatted numbers; anything else starts it here,
    // unless it just failed: each number would ask again.
    if (!failedLocales.has(locale)) void loadNumberFormat(locale).catch(() => undefined);
    if (!state) return String(value);
  }
  const language = state.languages.get(locale) ?? 'en-US';
  if (state.numbro.language() !== language) state.numbro.setLanguage(language);
  try {
    return state.numbro(number).format(format);
  } catch {
    return String(value);
  }
}

function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
