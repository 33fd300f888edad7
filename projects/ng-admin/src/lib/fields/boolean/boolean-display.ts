import type { ChoiceOption } from '@ng-admin/core/config';
import type { NgaIntl } from '../../i18n/intl';

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
 * The tone a value is shown in: `positive` for true, `negative` for false, `neutral` unset.
 *
 * @usageNotes
 * ```ts
 * booleanTone(false); // 'negative'
 * ```
 */
export function booleanTone(value: unknown): 'positive' | 'negative' | 'neutral' {
  const state = booleanState(value);
  return state === true ? 'positive' : state === false ? 'negative' : 'neutral';
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

// The labels `BooleanField` gives the states by default, as ng-admin did: English words.
const DEFAULT_LABELS: ReadonlyMap<BooleanState, string> = new Map<BooleanState, string>([
  [true, 'true'],
  [false, 'false'],
  [null, 'undefined'],
]);

/**
 * The label of a boolean choice as the user reads it: a label left at the DSL's default
 * (`'true'`, `'false'`, `'undefined'`) in the words of `NgaIntl` (`booleanTrue`,
 * `booleanFalse`, `booleanUnset`), any other label as it is written.
 *
 * @usageNotes
 * ```ts
 * booleanChoiceLabel({ value: true, label: 'true' }, frenchIntl); // 'Oui'
 * booleanChoiceLabel({ value: true, label: 'Published' }, frenchIntl); // 'Published'
 * ```
 */
export function booleanChoiceLabel(option: ChoiceOption<unknown>, intl: NgaIntl): string {
  const state = booleanState(option.value);
  return option.label === DEFAULT_LABELS.get(state) ? stateLabel(state, intl) : option.label;
}

/**
 * The label of a boolean value among the field's `choices()` (`'true'`, `'false'`,
 * `'undefined'` by default, shown in the words of `NgaIntl`, or custom labels); the words of
 * `NgaIntl` too when no choice holds the value (custom choices without a null one, say).
 *
 * @usageNotes
 * ```ts
 * booleanLabel(field.choices(), null, intl); // 'Not set' in English
 * ```
 */
export function booleanLabel(
  choices: readonly ChoiceOption<unknown>[],
  value: unknown,
  intl: NgaIntl,
): string {
  const state = booleanState(value);
  const choice = choices.find((option) => booleanState(option.value) === state);
  return choice ? booleanChoiceLabel(choice, intl) : stateLabel(state, intl);
}

function stateLabel(state: BooleanState, intl: NgaIntl): string {
  return state === true
    ? intl.booleanTrue
    : state === false
      ? intl.booleanFalse
      : intl.booleanUnset;
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
