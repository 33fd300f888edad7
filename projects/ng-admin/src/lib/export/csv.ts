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

/**
 * Serializes rows, the header row first, into CSV text. Every cell goes through
 * `neutralizeFormula`. Even with `quotes: false`, a field is quoted when it contains the
 * delimiter, a quote, a line break, or starts or ends with a space; quotes inside are doubled.
 * No newline follows the last row.
 *
 * @usageNotes
 * ```ts
 * toCsv([['Title', 'Views'], ['Hello, world', '12']]); // 'Title,Views\r\n"Hello, world",12'
 * toCsv(rows, { ...DEFAULT_CSV_OPTIONS, delimiter: ';' });
 * ```
 */
export function toCsv(
  rows: readonly (readonly string[])[],
  options: Partial<CsvOptions> = {},
): string {
  const { quotes, delimiter, newline } = { ...DEFAULT_CSV_OPTIONS, ...options };
  const writeCell = cellWriter(quotes, delimiter);
  const lines = new Array<string>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    lines[index] = rows[index].map(writeCell).join(delimiter);
  }
  return lines.join(newline);
}

/**
 * Writes a large export as CSV text in slices of rows, letting the browser handle input and
 * paint between slices, so that 100 000 rows never freeze the page. The header row comes
 * first; `cells` gives the texts of an entry's row; `onProgress` hears how many rows are done.
 *
 * @usageNotes
 * ```ts
 * const csv = await toCsvInSlices(['Id', 'Title'], entries, (entry) => [entry.id, entry.title],
 *   view.exportOptions(), (done) => progress.set(done));
 * ```
 */
export async function toCsvInSlices<E>(
  header: readonly string[],
  entries: readonly E[],
  cells: (entry: E) => readonly string[],
  options: Partial<CsvOptions> = {},
  onProgress?: (done: number) => void,
  sliceSize = 2000,
): Promise<string> {
  const { quotes, delimiter, newline } = { ...DEFAULT_CSV_OPTIONS, ...options };
  const writeCell = cellWriter(quotes, delimiter);
  const lines = new Array<string>(entries.length + 1);
  lines[0] = header.map(writeCell).join(delimiter);
  for (let start = 0; start < entries.length; start += sliceSize) {
    const end = Math.min(start + sliceSize, entries.length);
    for (let index = start; index < end; index++) {
      lines[index + 1] = cells(entries[index]).map(writeCell).join(delimiter);
    }
    onProgress?.(end);
    if (end < entries.length) await yieldToBrowser();
  }
  return lines.join(newline);
}

/** Gives the browser a turn (input, paint) before the next slice of work. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Writes one cell: neutralized, then quoted when it must be (or always with `quotes`). */
function cellWriter(quotes: boolean, delimiter: string): (cell: string) => string {
  return (cell) => {
    const text = neutralizeFormula(cell);
    const needsQuotes =
      quotes ||
      text.includes(delimiter) ||
      text.includes('"') ||
      text.includes('\n') ||
      text.includes('\r') ||
      text.startsWith(' ') ||
      text.endsWith(' ');
    return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
  };
}

const FORMULA_START = /^[=+\-@\t\r]/;
// A minus sign, an optional currency symbol, then digits with grouping and decimal separators,
// an optional exponent and an optional percent sign: a number, never a formula.
const NEGATIVE_NUMBER = /^-[$€£¥]?\.?\d[\d.,\u00a0\u202f]*(?:[eE][+-]?\d+)?%?$/;

/**
 * Defuses spreadsheet formula injection (OWASP "CSV injection"): a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return is prefixed with a single quote, so that spreadsheet
 * software shows it as text instead of running it.
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
  if (!FORMULA_START.test(cell) || NEGATIVE_NUMBER.test(cell)) return cell;
  return `'${cell}`;
}

/** The field settings an export reads. The DSL's field classes satisfy this shape. */
export interface ExportField {
  name(): string;
  label(): string;
}

/**
 * Builds the rows of an export: a header row of field labels, then one row per entry with
 * the text `cellText` gives each cell (the data layer asks each field's type, so a template
 * field exports as spec 4.2 says and a custom type as its `exportText` says).
 *
 * @usageNotes
 * ```ts
 * const rows = buildExportRows(view.exportFields(), entries, (field, entry) =>
 *   String(entry.values[field.name()] ?? ''),
 * );
 * downloadText(exportFileName('posts'), toCsv(rows, view.exportOptions()));
 * ```
 */
export function buildExportRows<F extends ExportField, E>(
  fields: readonly F[],
  entries: readonly E[],
  cellText: (field: F, entry: E) => string,
): string[][] {
  const header = fields.map((field) => field.label());
  const rows = entries.map((entry) => fields.map((field) => cellText(field, entry)));
  return [header, ...rows];
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
