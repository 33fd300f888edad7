import type { Field } from '@ng-admin/core/config';

/** A CSV file as read: its header row and its data rows (texts, as in the file). */
export interface NgaCsvTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** For each column of the file, the field it fills (by name), or null: not imported. */
export type NgaImportMapping = readonly (string | null)[];

/** One data row of the file, its values for the creation form and what is wrong with them. */
export interface NgaImportRow {
  /** The row's number in the file, the header being row 1 (as a spreadsheet counts). */
  readonly line: number;
  readonly cells: readonly string[];
  readonly values: Readonly<Record<string, unknown>>;
  /** "Label: message" per invalid field; empty when the row can be created. */
  readonly errors: readonly string[];
}

/**
 * Guesses which field each column of the file fills: a header equal to a field's name or
 * label, ignoring case, spaces, dashes and underscores ("Published at", "published_at"). A
 * field is taken by the first column that names it.
 */
export function guessMapping(
  headers: readonly string[],
  fields: readonly Field[],
): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = normalized(header);
    const field = fields.find(
      (candidate) =>
        !taken.has(candidate.name()) &&
        (normalized(candidate.name()) === key || normalized(candidate.label()) === key),
    );
    if (!field || !key) return null;
    taken.add(field.name());
    return field.name();
  });
}

/** The cells of a row for the columns mapped to fields, by field name (missing cells: ''). */
export function mappedCells(
  cells: readonly string[],
  mapping: NgaImportMapping,
): Record<string, string> {
  const texts: Record<string, string> = {};
  mapping.forEach((name, column) => {
    if (name) texts[name] = cells[column] ?? '';
  });
  return texts;
}

/**
 * The rows that could not be created, as CSV cells: the file's header and cells, plus an
 * "Errors" column that says why; importing this file again once corrected creates them.
 */
export function failedRowsTable(
  table: NgaCsvTable,
  failed: readonly { readonly cells: readonly string[]; readonly errors: readonly string[] }[],
  errorsHeader: string,
): { header: string[]; rows: string[][] } {
  return {
    header: [...table.headers, errorsHeader],
    rows: failed.map((row) => [
      ...table.headers.map((_, column) => row.cells[column] ?? ''),
      row.errors.join('; '),
    ]),
  };
}

function normalized(text: string): string {
  return text.toLowerCase().replace(/[\s_\-.]+/g, '');
}
