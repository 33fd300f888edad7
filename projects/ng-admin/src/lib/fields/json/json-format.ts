/**
 * The result of reading JSON text: the parsed value, or the parser's message.
 *
 * @usageNotes
 * ```ts
 * const result: JsonParseResult = parseJsonText('{"a": 1}');
 * if (result.ok) use(result.value);
 * ```
 */
export type JsonParseResult = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Reads JSON typed by a user. Blank text is `null` (an empty field), anything else must be
 * valid JSON.
 *
 * @usageNotes
 * ```ts
 * parseJsonText('[1, 2]'); // { ok: true, value: [1, 2] }
 * parseJsonText('{'); // { ok: false, message: "Expected property name or '}' ..." }
 * ```
 */
export function parseJsonText(text: string): JsonParseResult {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A value as indented JSON (2 spaces), `''` for `null` and `undefined`.
 *
 * @usageNotes
 * ```ts
 * prettyJson({ a: 1 }); // '{\n  "a": 1\n}'
 * ```
 */
export function prettyJson(value: unknown): string {
  return value === null || value === undefined ? '' : (JSON.stringify(value, null, 2) ?? '');
}

/**
 * A value as JSON on one line without spaces, `''` for `null` and `undefined`.
 *
 * @usageNotes
 * ```ts
 * compactJson({ a: [1, 2] }); // '{"a":[1,2]}'
 * ```
 */
export function compactJson(value: unknown): string {
  return value === null || value === undefined ? '' : (JSON.stringify(value) ?? '');
}
