import type { ChoiceOption } from '@ng-admin/core/config';
import { displayText } from './display-text';

/**
 * Whether two option lists offer the same values with the same labels, in the same order.
 * Used as the equality of computed option lists, so that a `choices` function returning a new
 * but equal array keeps the previous array (no re-render, no loop).
 *
 * @usageNotes
 * ```ts
 * const options = computed(() => field.resolveChoices(entry()), { equal: sameChoiceOptions });
 * ```
 */
export function sameChoiceOptions(
  previous: readonly ChoiceOption[],
  next: readonly ChoiceOption[],
): boolean {
  if (previous === next) return true;
  if (previous.length !== next.length) return false;
  return previous.every(
    (option, index) => option.value === next[index].value && option.label === next[index].label,
  );
}

/**
 * The label of the option holding `value`, or the value as text when no option does.
 *
 * @usageNotes
 * ```ts
 * choiceLabel([{ value: 'draft', label: 'Draft' }], 'draft'); // 'Draft'
 * choiceLabel([], 'archived'); // 'archived'
 * ```
 */
export function choiceLabel(options: readonly ChoiceOption[], value: unknown): string {
  return options.find((option) => option.value === value)?.label ?? displayText(value);
}

/**
 * The values of a `choices` field as an array: an array as it is, `null` and `undefined` as
 * an empty array, a single value as a one-value array.
 *
 * @usageNotes
 * ```ts
 * choiceValues(['a', 'b']); // ['a', 'b']
 * choiceValues(null); // []
 * ```
 */
export function choiceValues(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined || value === '' ? [] : [value];
}

/**
 * Whether `value` is among the options.
 *
 * @usageNotes
 * ```ts
 * isOffered(options, control.value);
 * ```
 */
export function isOffered(options: readonly ChoiceOption[], value: unknown): boolean {
  return options.some((option) => option.value === value);
}

/**
 * The `placeholder` of a field's attributes as text, for a `mat-select` (which takes it as an
 * input rather than an attribute); `''` when there is none.
 *
 * @usageNotes
 * ```ts
 * selectPlaceholder({ placeholder: 'Pick one' }); // 'Pick one'
 * ```
 */
export function selectPlaceholder(attributes: Readonly<Record<string, unknown>>): string {
  const placeholder = attributes['placeholder'];
  return placeholder === undefined || placeholder === null ? '' : String(placeholder);
}
