import type { FormGroup } from '@angular/forms';
import type { EntryLike } from '@ng-admin/core/config';

/**
 * The entry a form stands for at this moment: the loaded entry (or creation defaults) with
 * its values overridden by the form's current values, by control name. `choices` functions
 * and form templates read it, so they follow what the user types.
 *
 * @usageNotes
 * ```ts
 * const options = field.choices()(currentEntry(entry, form));
 * ```
 */
export function currentEntry(
  entry: EntryLike | null | undefined,
  form: FormGroup | null | undefined,
): EntryLike {
  return {
    entityName: entry?.entityName ?? '',
    identifierValue: entry?.identifierValue ?? null,
    values: { ...entry?.values, ...form?.getRawValue() },
  };
}
