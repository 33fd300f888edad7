import { badRequest } from './errors.ts';

/** Request bodies (JSON) larger than this answer 413; uploads have their own limit. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Objects and arrays nested deeper than this in a JSON body or `_filters` answer 400. */
export const MAX_JSON_DEPTH = 32;

/**
 * Query parameters (counting each repeated value) and filter values (counting each element of
 * a `_filters` array) allowed in one list request; more answer 400.
 */
export const MAX_QUERY_VALUES = 500;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth` (a top-level object is depth
 * 1). It reads the text once, without recursion and before any parsing, so a body nested a
 * hundred thousand levels deep costs one linear scan and never reaches a recursive parser or
 * serializer. Malformed text is left for the parser to report.
 *
 * @example
 * exceedsJsonDepth('{"a":[1]}', 2); // false
 * exceedsJsonDepth('[[[]]]', 2); // true
 */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** Throws a 400 naming `what` (such as "The JSON body") when `text` nests too deeply. */
export function assertJsonDepth(text: string, what: string): void {
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
    throw badRequest(
      `${what} is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays`,
    );
  }
}
