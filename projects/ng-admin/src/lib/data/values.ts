/**
 * Plain-object helpers for entry values: dot-key flattening and nesting, deep merge and
 * deep equality. They never mutate their arguments.
 */

/** A JSON-like object: neither an array nor a date nor a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Flattens nested objects into dot keys: `{ author: { name: 'A' } }` becomes
 * `{ 'author.name': 'A' }`. Arrays stay values. An object whose dot path `keepWhole`
 * accepts stays whole under its key (a `json` field gets the object itself), and so does
 * an empty object, which would otherwise vanish.
 */
export function flattenValues(
  record: Record<string, unknown>,
  keepWhole: (path: string) => boolean = () => false,
  prefix = '',
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const [key, value] of Object.entries(record)) {
    const path = prefix + key;
    if (isPlainObject(value) && Object.keys(value).length > 0 && !keepWhole(path)) {
      flattenValues(value, keepWhole, `${path}.`, into);
    } else {
      into[path] = value;
    }
  }
  return into;
}

/**
 * Nests dot keys again: `{ 'author.name': 'A' }` becomes `{ author: { name: 'A' } }`.
 * A dot key inside an object value that was kept whole updates that object (a copy of it).
 */
export function unflattenValues(values: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const path = key.split('.');
    let target = result;
    for (const segment of path.slice(0, -1)) {
      const existing = target[segment];
      const next = isPlainObject(existing) ? { ...existing } : {};
      target[segment] = next;
      target = next;
    }
    target[path[path.length - 1]] = value;
  }
  return result;
}

/** Reads a dot path in a nested object (`readPath(record, 'author.id')`). */
export function readPath(record: Record<string, unknown>, path: string): unknown {
  if (path in record) {
    return record[path];
  }
  let current: unknown = record;
  for (const segment of path.split('.')) {
    if (!isPlainObject(current)) {
      return undefined;
    }
    current = current[segment];
  }
  return current;
}

/** Merges `patch` into a copy of `base`: nested plain objects merge, anything else replaces. */
export function deepMerge(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}

/** Structural equality of JSON-like values (dates compare by time). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) {
    return true;
  }
  if (a instanceof Date && b instanceof Date) {
    return a.getTime() === b.getTime();
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && deepEqual(a[key], b[key]))
    );
  }
  return false;
}
