/**
 * The text shown for a scalar value in read views: `''` for `null` and `undefined`, the
 * value itself for strings, `String(value)` for other scalars and JSON for objects.
 *
 * @usageNotes
 * ```ts
 * displayText(null); // ''
 * displayText(12); // '12'
 * ```
 */
export function displayText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}
