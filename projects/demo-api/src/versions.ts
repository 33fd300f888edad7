import { HttpError } from './errors.ts';
import { VERSION_PROPERTY } from './schema.ts';
import type { StoredDocument } from './store.ts';

/** The strong entity tag of a document: its version in quotes, e.g. `"3"`. */
export function etagOf(document: StoredDocument): string {
  return `"${document.version}"`;
}

/**
 * Whether an `If-Match` header value allows writing `document`: `*` matches any existing
 * document, otherwise one of the listed tags must equal its ETag. The comparison is strong,
 * so a weak tag (`W/"3"`) never matches.
 *
 * @example
 * ifMatchAllows('"2", "3"', { id: 1, version: 3 }); // true
 */
export function ifMatchAllows(header: string, document: StoredDocument): boolean {
  const tags = header.split(',').map((tag) => tag.trim());
  return tags.some((tag) => tag === '*' || tag === etagOf(document));
}

/** 412 or 409, with the current document so that a client can show or merge it. */
function conflict(statusCode: 409 | 412, message: string, current: StoredDocument): HttpError {
  return new HttpError(statusCode, message, { current }, { ETag: etagOf(current) });
}

/**
 * Throws 412 when an `If-Match` header does not match the stored document, and 409 when the
 * body carries a `version` other than the stored one. Without either, the write proceeds.
 *
 * @example
 * assertWritable(stored, request.headers['if-match'], body); // throws 412 or 409, or returns
 */
export function assertWritable(
  current: StoredDocument,
  ifMatch: string | undefined,
  body?: Record<string, unknown>,
): void {
  if (ifMatch !== undefined && !ifMatchAllows(ifMatch, current)) {
    throw conflict(
      412,
      `The document has changed: If-Match ${ifMatch} does not match its ETag ${etagOf(current)}`,
      current,
    );
  }
  const sent = body?.[VERSION_PROPERTY];
  if (sent !== undefined && sent !== null && versionNumber(sent) !== current.version) {
    throw conflict(
      409,
      `The document has changed: version ${JSON.stringify(sent)} was sent, the stored one is ${current.version}`,
      current,
    );
  }
}

/** A version as a form may send it: a number, or its digits as text. */
function versionNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
}
