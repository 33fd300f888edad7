/**
 * What the field harness does with the Material widgets of a field: choosing options of a
 * dropdown by label, picking the option of a remote autocomplete once the API answered, and
 * reading the values a user gives in the forms tests use.
 */
import { MatAutocompleteHarness } from '@angular/material/autocomplete/testing';
import { MatSelectHarness } from '@angular/material/select/testing';
import type { NgaFieldInput } from './field-harness';
import { pollUntil } from './waiting';

/** The labels of the chosen options of a multiple dropdown (it opens it, then closes it). */
export async function chosenOptions(select: MatSelectHarness): Promise<string[]> {
  await select.open();
  const chosen = await select.getOptions({ isSelected: true });
  const texts = await Promise.all(chosen.map((option) => option.getText()));
  await select.close();
  return texts;
}

/**
 * Chooses options by label: the one option of a single dropdown, or exactly the given ones of
 * a multiple dropdown (others are unchosen). Fails, naming the field and its options, when an
 * option is missing.
 */
export async function chooseOptions(
  select: MatSelectHarness,
  wanted: readonly string[],
  fieldLabel: string,
): Promise<void> {
  await select.open();
  const options = await select.getOptions();
  const texts = await Promise.all(options.map((option) => option.getText()));
  const missing = wanted.filter((label) => !texts.includes(label));
  if (missing.length > 0) {
    await select.close();
    throw new Error(
      `NgaFieldHarness: the field "${fieldLabel}" offers no option ` +
        `${JSON.stringify(missing)}; its options are ${JSON.stringify(texts)}`,
    );
  }
  if (!(await select.isMultiple())) {
    await options[texts.indexOf(wanted[0])].click();
    return;
  }
  for (const [index, option] of options.entries()) {
    if ((await option.isSelected()) !== wanted.includes(texts[index])) await option.click();
  }
  await select.close();
}

/**
 * Types a label into a remote autocomplete and picks that option once the API answered (the
 * search waits for the field's `refreshDelay`, which no pending task covers).
 */
export async function pickOption(
  autocomplete: MatAutocompleteHarness,
  option: string,
  fieldLabel: string,
  stabilize: () => Promise<void>,
): Promise<void> {
  await autocomplete.clear();
  await autocomplete.enterText(option);
  await pollUntil(
    stabilize,
    async () =>
      (await autocomplete.isOpen()) ? (await autocomplete.getOptions({ text: option })).length : 0,
    (count) => count > 0,
    `the option "${option}" of the field "${fieldLabel}"`,
  );
  await autocomplete.selectOption({ text: option });
}

/** The option labels a value names: one label, or several; `null` for anything else. */
export function labelsOf(value: NgaFieldInput): readonly string[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return null;
}

/**
 * The text typed for a date. A `Date` becomes `Fri May 17 2024`, which the admin's date
 * adapter reads as that local day whatever the field's format.
 */
export function dateText(value: NgaFieldInput): string | null {
  if (value instanceof Date) return value.toDateString();
  return typeof value === 'string' ? value : null;
}
