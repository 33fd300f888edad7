import type { ChoiceOption, EntryLike, Field, ReferenceField } from '@ng-admin/core/config';
import { displayText } from '../../fields/shared/display-text';
import { formatNumber } from '../../fields/shared/format-number';
import { formatDateValue } from '../../templates/date-format';
import { stripTags } from '../../templates/strip-tags';

/** Looks up the label of a referenced entry; the export passes its reference lookup. */
export type ReferenceLabel = (field: ReferenceField, id: unknown) => unknown;

const MASK = '••••••••';

/**
 * A value as the list shows it, as text for the CSV export: numbers and dates formatted,
 * choices and booleans by label, references by their target field (spec 4.2, "values as
 * displayed"), rich text without tags, passwords masked.
 */
export function exportCellText(
  field: Field,
  entry: EntryLike,
  referenceLabel: ReferenceLabel,
): string {
  const value = entry.values[field.name()];
  switch (field.type()) {
    case 'reference':
      return displayText(referenceLabel(field as ReferenceField, value) ?? value);
    case 'reference_many':
      return asArray(value)
        .map((id) => displayText(referenceLabel(field as ReferenceField, id) ?? id))
        .join(', ');
    case 'number':
    case 'float':
      return formatNumber(value, formatOf(field));
    case 'date':
    case 'datetime':
      return value === null || value === undefined || value === ''
        ? ''
        : formatDateValue(value, formatOf(field));
    case 'boolean':
    case 'choice':
      return labelOf(choicesOf(field, entry), value);
    case 'choices':
      return asArray(value)
        .map((item) => labelOf(choicesOf(field, entry), item))
        .join(', ');
    case 'wysiwyg':
      return stripTags(value);
    case 'password':
      return value ? MASK : '';
    default:
      return displayText(value);
  }
}

function asArray(value: unknown): unknown[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function formatOf(field: Field): string | undefined {
  const format = (field as Field & { format?: () => string | undefined }).format?.();
  return format ?? undefined;
}

function choicesOf(field: Field, entry: EntryLike): readonly ChoiceOption[] {
  const withChoices = field as Field & { choices?: () => unknown };
  const choices = withChoices.choices?.();
  const resolved =
    typeof choices === 'function' ? (choices as (entry: EntryLike) => unknown)(entry) : choices;
  return Array.isArray(resolved) ? (resolved as ChoiceOption[]) : [];
}

function labelOf(choices: readonly ChoiceOption[], value: unknown): string {
  const choice = choices.find((option) => option.value === value);
  return choice ? choice.label : displayText(value);
}
