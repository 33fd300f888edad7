import type { Field } from '@ng-admin/core/config';

/**
 * What a user chose for a list's columns: their order and the hidden ones, by field name.
 * Fields the configuration added later (absent from `order`) take their configured place
 * after the ordered ones, shown unless `hiddenByDefault`.
 */
export interface NgaColumnChoice {
  readonly order: readonly string[];
  readonly hidden: readonly string[];
}

/** A list's column as the "Columns" menu shows it. */
export interface NgaColumn {
  readonly field: Field;
  readonly name: string;
  readonly label: string;
  readonly shown: boolean;
}

/** The choice the configuration makes: its order, its `hiddenByDefault` fields hidden. */
export function defaultColumnChoice(fields: readonly Field[]): NgaColumnChoice {
  return {
    order: fields.map((field) => columnName(field)),
    hidden: fields.filter((field) => field.hiddenByDefault()).map((field) => columnName(field)),
  };
}

/**
 * The list's columns in the chosen order, each saying whether it shows. Names of the choice
 * that are no longer fields (a field removed from the configuration) are ignored.
 */
export function chosenColumns(
  fields: readonly Field[],
  choice: NgaColumnChoice | null,
): NgaColumn[] {
  const effective = choice ?? defaultColumnChoice(fields);
  const byName = new Map(fields.map((field) => [columnName(field), field]));
  const ordered: Field[] = [];
  for (const name of effective.order) {
    const field = byName.get(name);
    if (field) {
      ordered.push(field);
      byName.delete(name);
    }
  }
  const known = new Set(effective.order);
  const hidden = new Set(effective.hidden);
  return [...ordered, ...byName.values()].map((field) => {
    const name = columnName(field);
    return {
      field,
      name,
      label: field.label() || name,
      shown: known.has(name) ? !hidden.has(name) : !field.hiddenByDefault(),
    };
  });
}

/** The choice after moving the column at `from` to `to` (indexes of `columns`). */
export function movedColumn(
  columns: readonly NgaColumn[],
  from: number,
  to: number,
): NgaColumnChoice {
  const order = columns.map((column) => column.name);
  const target = Math.max(0, Math.min(order.length - 1, to));
  const [moved] = order.splice(from, 1);
  if (moved !== undefined) order.splice(target, 0, moved);
  return { order, hidden: hiddenNames(columns) };
}

/** The choice after showing or hiding one column. */
export function toggledColumn(columns: readonly NgaColumn[], name: string): NgaColumnChoice {
  return {
    order: columns.map((column) => column.name),
    hidden: columns
      .filter((column) => (column.name === name ? column.shown : !column.shown))
      .map((column) => column.name),
  };
}

/** Reads a stored choice; anything else than `{ order: string[], hidden: string[] }` is none. */
export function parseColumnChoice(value: unknown): NgaColumnChoice | null {
  if (!value || typeof value !== 'object') return null;
  const { order, hidden } = value as Record<string, unknown>;
  return isNames(order) && isNames(hidden) ? { order, hidden } : null;
}

/** A column's key: the field name, or its position label for an unnamed template column. */
function columnName(field: Field): string {
  return field.name() || `:${field.label()}`;
}

function hiddenNames(columns: readonly NgaColumn[]): string[] {
  return columns.filter((column) => !column.shown).map((column) => column.name);
}

function isNames(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((name) => typeof name === 'string');
}
