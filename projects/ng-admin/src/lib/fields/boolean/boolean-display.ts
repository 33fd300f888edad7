import type { ChoiceOption } from '@ng-admin/core/config';

/** The three states of a boolean field. */
export type BooleanState = true | false | null;

/**
 * The state a value stands for: `true` and `false` as they are, anything else (`null`,
 * `undefined`, other values) as `null`, the unknown state.
 *
 * @usageNotes
 * ```ts
 * booleanState(undefined); // null
 * ```
 */
export function booleanState(value: unknown): BooleanState {
  return value === true || value === false ? value : null;
}

/**
 * The Material icon of a boolean state: `check`, `close` or `remove` (unknown).
 *
 * @usageNotes
 * ```ts
 * booleanIcon(true); // 'check'
 * ```
 */
export function booleanIcon(value: unknown): 'check' | 'close' | 'remove' {
  const state = booleanState(value);
  return state === true ? 'check' : state === false ? 'close' : 'remove';
}

/**
 * The label of a boolean value among the field's `choices()` (`'true'`, `'false'`,
 * `'undefined'` by default, or custom labels); the value as text when no choice holds it.
 *
 * @usageNotes
 * ```ts
 * booleanLabel(field.choices(), null); // 'undefined'
 * ```
 */
export function booleanLabel(choices: readonly ChoiceOption<unknown>[], value: unknown): string {
  const state = booleanState(value);
  const choice = choices.find((option) => booleanState(option.value) === state);
  return choice?.label ?? String(state);
}
