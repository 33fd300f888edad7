import type { Field } from '@ng-admin/core/config';
import type { Entry } from '../../data/entry';
import { deepEqual } from '../../data/values';

/** Which value of a field the user keeps after a conflict. */
export type NgaConflictChoice = 'mine' | 'theirs';

/** One field someone else changed while the user edited the same entry. */
export interface NgaFieldConflict {
  readonly name: string;
  readonly label: string;
  /** The values as text: when the form opened, in their saved version, in the form now. */
  readonly original: string;
  readonly theirs: string;
  readonly mine: string;
  /** Whether the user changed the field too (then "keep mine" is the default). */
  readonly changedByMe: boolean;
  readonly theirsValue: unknown;
}

/** A save refused because the entry changed meanwhile: their version and what differs. */
export interface NgaConflict {
  readonly theirs: Entry;
  readonly fields: readonly NgaFieldConflict[];
}

/**
 * The fields of a form that someone else changed since it was loaded: each with the value it
 * had then, theirs and the user's. A field both changed the same way is no conflict; a field
 * only the user changed is kept as it is and not listed.
 *
 * @usageNotes
 * ```ts
 * const rows = fieldConflicts(fields, loaded.entry.values, form.getRawValue(), fresh.values, text);
 * ```
 */
export function fieldConflicts(
  fields: readonly Field[],
  original: Readonly<Record<string, unknown>>,
  mine: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
  text: (field: Field, value: unknown) => string,
): NgaFieldConflict[] {
  const conflicts: NgaFieldConflict[] = [];
  for (const field of fields) {
    const name = field.name();
    if (!(name in mine)) continue;
    if (deepEqual(theirs[name], original[name])) continue;
    if (deepEqual(mine[name], theirs[name])) continue;
    conflicts.push({
      name,
      label: field.label(),
      original: text(field, original[name]),
      theirs: text(field, theirs[name]),
      mine: text(field, mine[name]),
      changedByMe: !deepEqual(mine[name], original[name]),
      theirsValue: theirs[name],
    });
  }
  return conflicts;
}

/** The default choices: the user's value where they changed it, theirs elsewhere. */
export function defaultChoices(
  conflicts: readonly NgaFieldConflict[],
): Map<string, NgaConflictChoice> {
  return new Map(conflicts.map((row) => [row.name, row.changedByMe ? 'mine' : 'theirs']));
}
