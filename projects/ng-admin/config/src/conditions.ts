import { ConfigError, describeValue, isPlainObject, type ConfigOwner } from './config-errors';

/**
 * The values a condition reads: the form's values (or the shown entry's, in a show view), keyed
 * by field name, nested properties as dot keys (`author.name`).
 *
 * @usageNotes
 * ```ts
 * const rejected = (values: FieldValues) => values['status'] === 'rejected';
 * ```
 */
export type FieldValues = Readonly<Record<string, any>>;

/**
 * When a dependent field setting (`showWhen`, `disabledWhen`, `requiredWhen`) holds, from the
 * values of the other fields:
 * - a field name: that field has a value (not `null`, `''` nor an empty array);
 * - an object of field names and values: every named field holds its value, or one of the
 *   values of an array (`{ status: ['rejected', 'spam'] }`);
 * - a function of the values, for anything else.
 *
 * Names and objects are checked by `Application.validate()`: a name that is not a field of the
 * view is reported with its entity, view and field.
 *
 * @usageNotes
 * ```ts
 * admin.field('subcategory', 'choice').showWhen('category');
 * admin.field('reason', 'text').requiredWhen({ status: 'rejected' });
 * admin.field('discount', 'number').disabledWhen((values) => Number(values['price']) === 0);
 * ```
 */
export type FieldCondition =
  string | Readonly<Record<string, unknown>> | ((values: FieldValues) => boolean);

/**
 * When `resetWhen` empties a field, checked after each change of the form's values:
 * - a field name, or several: one of them changed;
 * - an object of field names and values: every named field holds its value (or one of an
 *   array's), as for `FieldCondition`;
 * - a function of the values after and before the change.
 *
 * @usageNotes
 * ```ts
 * admin.field('subcategory', 'choice').resetWhen('category');
 * admin.field('reason', 'text').resetWhen((values, previous) => values['status'] !== previous['status']);
 * ```
 */
export type FieldResetCondition =
  | string
  | readonly string[]
  | Readonly<Record<string, unknown>>
  | ((values: FieldValues, previous: FieldValues) => boolean);

/** Checks the argument of `showWhen`, `disabledWhen` and `requiredWhen` (null removes it). */
export function ensureCondition(
  owner: ConfigOwner,
  method: string,
  value: unknown,
): FieldCondition | null {
  if (value === null || typeof value === 'function') return value as FieldCondition | null;
  if (typeof value === 'string' && value !== '') return value;
  if (isPlainObject(value) && Object.keys(value).length > 0) return { ...value };
  throw new ConfigError(
    `${owner}: ${method}() expects a field name, an object of field values or a function ` +
      `of the values (null removes it), got ${describeValue(value)}`,
  );
}

/** Checks the argument of `resetWhen` (null removes it). */
export function ensureResetCondition(
  owner: ConfigOwner,
  method: string,
  value: unknown,
): FieldResetCondition | null {
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((name) => typeof name === 'string' && name !== '')
  ) {
    return [...(value as string[])];
  }
  if (Array.isArray(value)) {
    throw new ConfigError(
      `${owner}: ${method}() expects field names, got ${JSON.stringify(value)}`,
    );
  }
  return ensureCondition(owner, method, value) as FieldResetCondition | null;
}

/** Whether a value counts as given for a name condition: not null, `''` nor `[]`. */
export function hasValue(value: unknown): boolean {
  return !(
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function matches(expected: Readonly<Record<string, unknown>>, values: FieldValues): boolean {
  return Object.entries(expected).every(([name, wanted]) =>
    Array.isArray(wanted) ? wanted.includes(values[name]) : values[name] === wanted,
  );
}

/**
 * Whether a condition holds for some values. A throwing function is reported by the caller,
 * which knows the entity, view and field.
 *
 * @usageNotes
 * ```ts
 * conditionHolds({ status: 'rejected' }, { status: 'rejected' }); // true
 * conditionHolds('category', { category: null }); // false
 * ```
 */
export function conditionHolds(condition: FieldCondition, values: FieldValues): boolean {
  if (typeof condition === 'function') return condition(values) === true;
  if (typeof condition === 'string') return hasValue(values[condition]);
  return matches(condition, values);
}

/**
 * Whether a reset condition holds after a change from `previous` to `values`.
 *
 * @usageNotes
 * ```ts
 * resetConditionHolds('category', { category: 'tech' }, { category: 'lifestyle' }); // true
 * ```
 */
export function resetConditionHolds(
  condition: FieldResetCondition,
  values: FieldValues,
  previous: FieldValues,
): boolean {
  if (typeof condition === 'function') return condition(values, previous) === true;
  if (typeof condition === 'string' || Array.isArray(condition)) {
    const names: readonly string[] = typeof condition === 'string' ? [condition] : condition;
    return names.some((name) => !sameValue(values[name], previous[name]));
  }
  return matches(condition as Readonly<Record<string, unknown>>, values);
}

/** The field names a condition reads, when it says them (functions say none). */
export function conditionFieldNames(
  condition: FieldCondition | FieldResetCondition | null,
): string[] {
  if (condition === null || typeof condition === 'function') return [];
  if (typeof condition === 'string') return [condition];
  if (Array.isArray(condition)) return [...(condition as readonly string[])];
  return Object.keys(condition);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
