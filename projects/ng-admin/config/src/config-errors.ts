/**
 * The error thrown for any misconfiguration of the DSL.
 *
 * Messages name what is wrong and where (entity, view, field), so that a typo in a
 * configuration is found at start-up rather than as a blank widget at run time.
 * `problems` holds every individual message when several were collected at once
 * (see `Application.validate()`).
 *
 * @usageNotes
 * ```ts
 * try {
 *   application.validate();
 * } catch (error) {
 *   if (error instanceof ConfigError) console.error(error.problems);
 * }
 * ```
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];

  constructor(message: string, problems: readonly string[] = [message]) {
    super(message);
    this.problems = problems;
  }
}

/** Anything whose `toString()` says which configuration object failed. */
export interface ConfigOwner {
  toString(): string;
}

/** Short description of a value's kind for error messages ("got array"). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

export function invalidArgument(
  owner: ConfigOwner,
  method: string,
  expected: string,
  value: unknown,
): ConfigError {
  return new ConfigError(`${owner}: ${method}() expects ${expected}, got ${describeValue(value)}`);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function ensureString(owner: ConfigOwner, method: string, value: unknown): string {
  if (typeof value !== 'string') throw invalidArgument(owner, method, 'a string', value);
  return value;
}

export function ensureBoolean(owner: ConfigOwner, method: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw invalidArgument(owner, method, 'a boolean', value);
  return value;
}

export function ensureNumber(owner: ConfigOwner, method: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw invalidArgument(owner, method, 'a finite number', value);
  }
  return value;
}

/** Page sizes and delays: whole numbers of at least `min`. */
export function ensureInteger(owner: ConfigOwner, method: string, value: unknown, min = 1): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw invalidArgument(owner, method, `an integer >= ${min}`, value);
  }
  return value;
}

export function ensureFunction<F extends (...args: any[]) => unknown>(
  owner: ConfigOwner,
  method: string,
  value: unknown,
): F {
  if (typeof value !== 'function') throw invalidArgument(owner, method, 'a function', value);
  return value as F;
}

export function ensurePlainObject<T extends object = Record<string, unknown>>(
  owner: ConfigOwner,
  method: string,
  value: unknown,
): T {
  if (!isPlainObject(value)) throw invalidArgument(owner, method, 'a plain object', value);
  return value as T;
}

export function ensureStringOrFunction<T>(owner: ConfigOwner, method: string, value: unknown): T {
  if (typeof value !== 'string' && typeof value !== 'function') {
    throw invalidArgument(owner, method, 'a string or a function', value);
  }
  return value as T;
}

/** A string, or an array of strings each one of `allowed` when it is given. */
export function ensureStringOrNames<T>(
  owner: ConfigOwner,
  method: string,
  value: unknown,
  allowed?: readonly string[],
): T {
  if (typeof value === 'string') return value as T;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw invalidArgument(owner, method, 'a string or an array of strings', value);
  }
  const unknown = allowed ? value.filter((name) => !allowed.includes(name)) : [];
  if (unknown.length > 0) {
    throw new ConfigError(
      `${owner}: ${method}() got unknown name(s) ${unknown.map((n) => `"${n}"`).join(', ')}. ` +
        `Known names: ${allowed?.join(', ')}`,
    );
  }
  return [...value] as T;
}

/** For settings taking one of a few names: the message shows the rejected value. */
export function ensureOneOf<T extends string>(
  owner: ConfigOwner,
  method: string,
  allowed: readonly T[],
  value: unknown,
): T {
  if (!allowed.includes(value as T)) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : describeValue(value);
    throw new ConfigError(
      `${owner}: ${method}() expects one of ${allowed.map((name) => `"${name}"`).join(', ')}, ` +
        `got ${shown}`,
    );
  }
  return value as T;
}

export function ensureSortDir(owner: ConfigOwner, method: string, value: unknown): 'ASC' | 'DESC' {
  return ensureOneOf(owner, method, ['ASC', 'DESC'], value);
}
