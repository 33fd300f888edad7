/**
 * The text of a value in a template: `''` for undefined and null, JSON for objects and arrays,
 * an ISO string for dates.
 *
 * @usageNotes
 * ```ts
 * stringifyTemplateValue(['a', 'b']); // '["a","b"]'
 * stringifyTemplateValue(null); // ''
 * ```
 */
export function stringifyTemplateValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'function':
    case 'symbol':
      return '';
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    // Circular structures, such as a datastore, have no text.
    return '';
  }
}
