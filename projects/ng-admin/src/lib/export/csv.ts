import { unparse } from 'papaparse';

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
  const cells = rows.map((row) => row.map((cell) => neutralizeFormula(cell)));
  // Our own neutralization replaces papaparse's escapeFormulae, which would also rewrite
  // negative numbers.
  return unparse(cells, { quotes, delimiter, newline, header: false, escapeFormulae: false });
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
  type(): string;
  template?(): unknown;
}

/**
 * Builds the rows of an export: a header row of field labels, then one row per entry.
 *
 * Cells come from `cellText`, except for fields of type `template` (spec 4.2): a template
 * given as a string exports its raw text, a template given as a function of the entry exports
 * the value the function computes.
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
  const rows = entries.map((entry) =>
    fields.map((field) => templateCell(field, entry) ?? cellText(field, entry)),
  );
  return [header, ...rows];
}

function templateCell<E>(field: ExportField, entry: E): string | undefined {
  if (field.type() !== 'template' || !field.template) return undefined;
  const template = field.template();
  if (typeof template === 'string') return template;
  if (typeof template === 'function') return cellValue((template as (entry: E) => unknown)(entry));
  return undefined;
}

function cellValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  }
  return String(value);
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
