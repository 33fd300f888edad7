import { ConfigError, type ConfigOwner } from './config-errors';

/**
 * A getter/setter setting: called without argument it returns the current value; called
 * with arguments it checks them, stores the new value and returns its owner, so that
 * calls chain. `Owner` is the polymorphic `this` of the declaring class, so chaining
 * keeps the subclass type (`admin.field('v', 'number').label('Views').format('0,0')`).
 * `Args` names the setter's parameters (one value of the getter's type by default).
 *
 * @usageNotes
 * ```ts
 * export class RatingField extends NumberField {
 *   // Number of stars. Default 5. (toStars checks the value: see defineSettings)
 *   declare max: Setting<number, this>;
 *   static {
 *     defineSettings<RatingField>(this.prototype, { max: { initial: () => 5, accept: toStars } });
 *   }
 * }
 * admin.field('stars', 'rating').max(10).label('Stars'); // still a RatingField
 * ```
 */
export interface Setting<Value, Owner, Args extends readonly unknown[] = [value: Value]> {
  (): Value;
  (...args: Args): Owner;
  /** Type-level mark telling settings from ordinary methods; absent at run time. */
  readonly [settingMark]: true;
}

declare const settingMark: unique symbol;

/**
 * How one setting behaves. Exactly one of `initial` and `fallback` gives the value while
 * the setting was never set; exactly one of `accept` and `acceptArgs` checks a new value.
 *
 * @usageNotes
 * ```ts
 * // tags: each call appends one tag, the getter returns a copy
 * const tagsRule: SettingRule<Badge, readonly string[], [tag: string]> = {
 *   initial: () => [],
 *   accept: (badge, method, tag, current) => [...current, String(tag)],
 *   read: (tags) => [...tags],
 * };
 * ```
 */
export type SettingRule<Owner, Value, Args extends readonly unknown[] = [value: Value]> = (
  | {
      /**
       * The value before any call, made once per owner on first use (so a default object
       * or array belongs to its owner, and the getter returns the same one each time).
       */
      initial: (owner: Owner) => Value;
      fallback?: never;
    }
  | {
      /**
       * Computes the value on every read until the setting is set, for defaults that
       * follow other settings (a label from an entity that may be renamed later).
       */
      fallback: (owner: Owner) => Value;
      initial?: never;
    }
) &
  (
    | {
        /**
         * Checks the setter's argument and returns the value to store. `current` is the
         * value before the call, for settings that append or merge. Throws a ConfigError
         * naming the owner and the method for a bad argument.
         */
        accept: (owner: Owner, method: string, value: unknown, current: Value) => Value;
        acceptArgs?: never;
      }
    | {
        /** `accept` for setters taking several arguments: receives all of them. */
        acceptArgs: (owner: Owner, method: string, args: Args, current: Value) => Value;
        accept?: never;
      }
  ) & {
    /** Turns the stored value into what the getter returns (a copy, a sorted list). */
    read?: (stored: Value, owner: Owner) => Value;
  };

/** The names of `T`'s members declared as settings. */
type SettingName<T> = {
  [K in keyof T]-?: T[K] extends Setting<any, any, any> ? K : never;
}[keyof T];

/** The value type of a member declared as `Setting<Value, this, Args>`. */
type ValueOf<Member> = Member extends Setting<infer Value, any, any> ? Value : never;

/** The rule matching a member declared as `Setting<Value, this, Args>`. */
type RuleFor<T, Member> =
  Member extends Setting<infer Value, any, infer Args> ? SettingRule<T, Value, Args> : never;

/**
 * The rules of some settings of `T`, keyed by setting name: what `defineSettings()` takes.
 * Each rule is checked against the `Setting` type its member is declared with.
 *
 * @usageNotes
 * ```ts
 * const rules: SettingRules<Badge> = { text: { initial: () => '', accept: toText } };
 * defineSettings(Badge.prototype, rules);
 * ```
 */
export type SettingRules<T> = { [K in SettingName<T>]?: RuleFor<T, T[K]> };

const VALUES = Symbol('ngaSettingValues');

interface SettingOwner extends ConfigOwner {
  [VALUES]?: Record<string, unknown>;
}

function valuesOf(owner: SettingOwner): Record<string, unknown> {
  // An own property per instance, created on first use: subclasses need no constructor
  // code, and two owners never share a value.
  return (owner[VALUES] ??= Object.create(null) as Record<string, unknown>);
}

/**
 * A setting's stored value, before its `read` transform, or undefined when nothing is
 * stored yet. A `fallback` setting stores only what its setter was given, so this tells
 * a given value from a computed default. Not part of the public API.
 */
export function storedSetting<T extends object, K extends SettingName<T>>(
  owner: T,
  name: K,
): ValueOf<T[K]> | undefined {
  const values = (owner as SettingOwner)[VALUES];
  return values && (name as string) in values
    ? (values[name as string] as ValueOf<T[K]>)
    : undefined;
}

/**
 * Forgets what a setting stored, so that it reads its initial or fallback value again.
 * Not part of the public API.
 */
export function clearSetting<T extends object, K extends SettingName<T>>(owner: T, name: K): void {
  const values = (owner as SettingOwner)[VALUES];
  if (values) delete values[name as string];
}

function settingMethod(name: string, rule: SettingRule<any, unknown, unknown[]>) {
  const method = function (this: SettingOwner, ...args: unknown[]): unknown {
    const values = valuesOf(this);
    let current: unknown;
    if (name in values) current = values[name];
    else if (rule.fallback) current = rule.fallback(this);
    else current = values[name] = rule.initial!(this);
    if (args.length === 0) return rule.read ? rule.read(current, this) : current;
    values[name] = rule.accept
      ? rule.accept(this, name, args[0], current)
      : rule.acceptArgs!(this, name, args, current);
    return this;
  };
  // Stack traces and hovers in debuggers show the setting's name, as for a method.
  Object.defineProperty(method, 'name', { value: name });
  return method;
}

/**
 * Installs getter/setter settings on a class prototype, one per rule, in place of
 * hand-written overloads. Declare each setting on the class with `declare` and a
 * `Setting` type (that is where its JSDoc goes), then give its rule here, typically in
 * a static block so that rules may use protected members.
 *
 * @usageNotes
 * ```ts
 * const toStars = (field: Field, method: string, value: unknown): number => {
 *   if (Number.isInteger(value) && (value as number) > 0) return value as number;
 *   throw new ConfigError(`${field}: ${method}() expects a whole number of stars`);
 * };
 *
 * export class RatingField extends NumberField {
 *   // Number of stars. Default 5.
 *   declare max: Setting<number, this>;
 *   static {
 *     defineSettings<RatingField>(this.prototype, { max: { initial: () => 5, accept: toStars } });
 *   }
 * }
 * ```
 */
export function defineSettings<T extends object>(prototype: T, rules: SettingRules<T>): void {
  for (const [name, rule] of Object.entries(rules as Record<string, SettingRule<T, unknown>>)) {
    const hasDefault = typeof rule.initial === 'function' || typeof rule.fallback === 'function';
    const hasCheck = typeof rule.accept === 'function' || typeof rule.acceptArgs === 'function';
    if (!hasDefault || !hasCheck) {
      throw new ConfigError(
        `Setting "${name}" needs an initial or fallback value and an accept or acceptArgs check`,
      );
    }
    Object.defineProperty(prototype, name, {
      value: settingMethod(name, rule as SettingRule<any, unknown, unknown[]>),
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
}
