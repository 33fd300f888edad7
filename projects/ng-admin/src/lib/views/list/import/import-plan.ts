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
 * Guesses which field each column of the file fills: a header equal to a field's name, else
 * to its label, ignoring case, spaces, dashes and underscores ("Published at",
 * "published_at"). Names win over labels; a field is taken by one column only.
 */
export function guessMapping(
  headers: readonly string[],
  fields: readonly Field[],
): (string | null)[] {
  const keys = headers.map(normalized);
  const mapping: (string | null)[] = headers.map(() => null);
  const taken = new Set<string>();
  for (const side of [(field: Field) => field.name(), (field: Field) => field.label()]) {
    keys.forEach((key, column) => {
      if (!key || mapping[column] !== null) return;
      const field = fields.find(
        (candidate) => !taken.has(candidate.name()) && normalized(side(candidate)) === key,
      );
      if (!field) return;
      taken.add(field.name());
      mapping[column] = field.name();
    });
  }
  return mapping;
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
