import { InjectionToken } from '@angular/core';
import type { UnparseConfig } from 'papaparse';

const importPapaparse = () => import('papaparse');

/** Loads papaparse, the CSV reader and writer of exports and imports. */
export type NgaPapaparseLoader = typeof importPapaparse;

/**
 * Loads papaparse for the list's Export and Import (a chunk of its own, loaded with the first
 * use); tests give one that does not download.
 */
export const NGA_PAPAPARSE = new InjectionToken<NgaPapaparseLoader>('NGA_PAPAPARSE', {
  providedIn: 'root',
  factory: () => importPapaparse,
});

/** The CSV format of a list view's `exportOptions` (spec 4.2). */
export interface CsvOptions {
  /** Quote every field. Without it, only fields that need quotes get them. */
  readonly quotes: boolean;
  readonly delimiter: string;
  readonly newline: string;
}

/** ng-admin's defaults: `{ quotes: false, delimiter: ',', newline: '\r\n' }`. */
export const DEFAULT_CSV_OPTIONS: Readonly<CsvOptions> = Object.freeze({
  quotes: false,
  delimiter: ',',
  newline: '\r\n',
});

/** Rows of an export written per task: small enough that no task holds the page for long. */
const CHUNK_ROWS = 2000;

// A cell a spreadsheet would run: starting with `=`, `+`, `-`, `@`, a tab or a carriage
// return, unless it is a negative number (a minus, an optional currency symbol, digits with
// grouping and decimal separators, an optional exponent and percent sign).
const SPREADSHEET_FORMULA = /^(?!-[$€£¥]?\.?\d[\d.,\u00a0\u202f]*(?:[eE][+-]?\d+)?%?$)[=+\-@\t\r]/;

/**
 * Writes CSV text with papaparse's `unparse` (loaded with the first export): the header row,
 * then a row per entry with the texts `cells` gives. The rows are written in chunks of 2,000,
 * one task each, so that 100,000 rows never freeze the page; `onProgress` hears how many are
 * done. `exportOptions` (`quotes`, `delimiter`, `newline`) are papaparse's options of the same
 * names. Every cell goes through papaparse's `escapeFormulae` with the rule of
 * `neutralizeFormula`; a field is quoted when it must be (the delimiter, a quote, a line break,
 * a space at either end, a neutralized formula) or always with `quotes`. No newline follows
 * the last row. When papaparse does not download, it rejects with the browser's `TypeError`
 * (`isFailedDownload`).
 *
 * @usageNotes
 * ```ts
 * const csv = await toCsv(['Id', 'Title'], entries, (entry) => [entry.id, entry.title],
 *   view.exportOptions(), (done) => progress.set(done));
 * ```
 */
export function toCsv<E>(
  header: readonly string[],
  entries: readonly E[],
  cells: (entry: E) => readonly string[],
  options: Partial<CsvOptions> = {},
  onProgress?: (done: number) => void,
): Promise<string> {
  return writeCsv(importPapaparse, header, entries, cells, options, onProgress);
}

/** `toCsv` with papaparse loaded by `loadPapaparse` (the admin's views give `NGA_PAPAPARSE`). */
export async function writeCsv<E>(
  loadPapaparse: NgaPapaparseLoader,
  header: readonly string[],
  entries: readonly E[],
  cells: (entry: E) => readonly string[],
  options: Partial<CsvOptions> = {},
  onProgress?: (done: number) => void,
): Promise<string> {
  const papa = await loadPapaparse();
  // papaparse is CommonJS: bundlers give its exports as the module or as its default export.
  const { unparse } = papa.default ?? papa;
  const { quotes, delimiter, newline } = { ...DEFAULT_CSV_OPTIONS, ...options };
  const config: UnparseConfig = {
    quotes,
    delimiter,
    newline,
    header: false,
    escapeFormulae: SPREADSHEET_FORMULA,
  };
  const chunks: string[] = [unparse([header as string[]], config)];
  for (let start = 0; start < entries.length; start += CHUNK_ROWS) {
    const end = Math.min(start + CHUNK_ROWS, entries.length);
    const rows: (readonly string[])[] = [];
    for (let index = start; index < end; index++) rows.push(cells(entries[index]));
    chunks.push(unparse(rows as string[][], config));
    onProgress?.(end);
    if (end < entries.length) await yieldToBrowser();
  }
  return chunks.join(newline);
}

/** Gives the browser a turn (input, paint) before the next chunk of work. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Defuses spreadsheet formula injection (OWASP "CSV injection"): a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return is prefixed with a single quote, so that spreadsheet
 * software shows it as text instead of running it. `toCsv` applies the same rule.
 *
 * Negative numbers (`-12.5`, `-1,234.50`, `-$3`, `-5%`) are kept as they are: they cannot run
 * anything and prefixing them would turn every negative amount of an export into text.
 *
 * @usageNotes
 * ```ts
 * neutralizeFormula('=HYPERLINK("http://evil")'); // `'=HYPERLINK("http://evil")`
 * neutralizeFormula('-12.5');                     // '-12.5'
 * ```
 */
export function neutralizeFormula(cell: string): string {
  return SPREADSHEET_FORMULA.test(cell) ? `'${cell}` : cell;
}

/**
 * The file name of an entity's export: `posts.csv`. Characters that file systems reject are
 * replaced by `_`.
 *
 * @usageNotes
 * ```ts
 * exportFileName('posts'); // 'posts.csv'
 * ```
 */
export function exportFileName(entityName: string): string {
  const safe = entityName.replace(/[\\/:*?"<>|]|[^\x20-\uffff]/g, '_').trim();
  return `${safe || 'export'}.csv`;
}
