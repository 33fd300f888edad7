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

const TRUE_TEXTS = new Set(['true', '1', 'yes', 'on']);
const FALSE_TEXTS = new Set(['false', '0', 'no', 'off']);

/**
 * A boolean value as APIs send it, read as `true`, `false` or `null`: booleans as they are,
 * `1`/`0`, and the texts `'true'`/`'false'`, `'1'`/`'0'`, `'yes'`/`'no'`, `'on'`/`'off'` in
 * any case. Other values are kept as they are (a `map` function may still read them).
 *
 * @usageNotes
 * ```ts
 * parseBoolean('1'); // true
 * parseBoolean(0); // false
 * parseBoolean(null); // null
 * ```
 */
export function parseBoolean(value: unknown): unknown {
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXTS.has(text)) return true;
    if (FALSE_TEXTS.has(text)) return false;
    if (text === '' || text === 'null') return null;
  }
  return value;
}
