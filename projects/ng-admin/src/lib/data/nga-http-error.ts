import { catchError, MonoTypeOperatorFunction, throwError } from 'rxjs';
import { ResponseLike } from './request-spec';

/** A server-side validation message attached to one form control. */
export interface Violation {
  /** The name of the property, hence of the form control, that is invalid. */
  propertyPath: string;
  /** The server's words; empty when it sent none (views then say `NgaIntl.validationInvalid`). */
  message: string;
}

/**
 * Why the admin wrote an error's message itself, the answer holding no message for the user:
 * views word these with `NgaIntl` (see `errorText`), while `message` stays in English for
 * developers and logs.
 */
export type NgaHttpErrorReason =
  | { readonly kind: 'timeout'; readonly seconds: number }
  | { readonly kind: 'network' }
  /** `statusText` is empty when the server sent none worth showing. */
  | { readonly kind: 'status'; readonly statusText: string }
  | { readonly kind: 'not-json' }
  /** `expected` is in the dialect's words ("a JSON object"). */
  | { readonly kind: 'malformed'; readonly expected: string }
  | { readonly kind: 'unknown' };

/** What an `NgaHttpError` is made of. */
export interface NgaHttpErrorInit {
  status: number;
  message: string;
  /** Set when no answer came in time (status 0 then). */
  timedOut?: boolean;
  violations?: readonly Violation[];
  body?: unknown;
  url?: string;
  cause?: unknown;
  /** Set when `message` is the admin's own words rather than the server's. */
  reason?: NgaHttpErrorReason;
}

/**
 * The one error type of the data layer. Every failure, an HTTP error status, an answer that
 * is not JSON or not shaped as expected, or a network failure, reaches the views as an
 * `NgaHttpError`, so they handle a single shape.
 *
 * `status` is 0 when no HTTP answer arrived (network failure, blocked cross-origin request).
 */
export class NgaHttpError extends Error {
  override readonly name = 'NgaHttpError';
  readonly status: number;
  readonly violations: readonly Violation[];
  readonly body?: unknown;
  readonly url?: string;
  /** Whether the request was given up because no answer came in time. */
  readonly timedOut: boolean;
  /** Set when `message` is the admin's own words rather than the server's. */
  readonly reason?: NgaHttpErrorReason;

  constructor(init: NgaHttpErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.timedOut = init.timedOut ?? false;
    this.reason = init.reason;
    this.violations = init.violations ?? [];
    this.body = init.body;
    this.url = init.url;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `violations: [{propertyPath, message}]` from an error body, ignoring malformed items. */
export function readViolations(body: unknown): Violation[] {
  const list = isRecord(body) ? body['violations'] : undefined;
  if (!Array.isArray(list)) {
    return [];
  }
  return list
    .filter(isRecord)
    .filter((item) => typeof item['propertyPath'] === 'string')
    .map((item) => ({
      propertyPath: item['propertyPath'] as string,
      message: typeof item['message'] === 'string' ? item['message'] : '',
    }));
}

/** The human message an API put in an error body, under the names APIs commonly use. */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    // An HTML error page is no message for a notification.
    return text && !text.startsWith('<') && text.length <= 500 ? text : undefined;
  }
  if (!isRecord(body)) {
    return undefined;
  }
  for (const key of ['message', 'error', 'detail', 'hydra:description', 'title']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) {
      return value;
    }
  }
  return undefined;
}

/** Why a failed answer whose body says nothing useful failed: its status, or the network. */
export function statusReason(status: number, statusText?: string): NgaHttpErrorReason {
  if (status === 0) return { kind: 'network' };
  return { kind: 'status', statusText: statusText && statusText !== 'OK' ? statusText : '' };
}

/** The message for a failed answer whose body says nothing useful. */
export function statusMessage(status: number, statusText?: string): string {
  const reason = statusReason(status, statusText);
  if (reason.kind !== 'status') {
    return 'The server could not be reached (network failure or blocked cross-origin request).';
  }
  const text = reason.statusText ? ` ${reason.statusText}` : '';
  return `The server answered with HTTP ${status}${text}.`;
}

/** Builds the error for a non-2xx answer: its status, the body's message and violations. */
export function errorFromResponse(response: ResponseLike): NgaHttpError {
  const said = messageFromBody(response.body);
  return new NgaHttpError({
    status: response.status,
    message: said ?? statusMessage(response.status, response.statusText),
    reason: said === undefined ? statusReason(response.status, response.statusText) : undefined,
    violations: readViolations(response.body),
    body: response.body,
    url: response.url,
  });
}

/** Builds the error for a 2xx answer whose body is not what the dialect expects. */
export function malformedResponse(response: ResponseLike, expected: string): NgaHttpError {
  return new NgaHttpError({
    status: response.status,
    message: `The server answer is malformed: expected ${expected}.`,
    reason: { kind: 'malformed', expected },
    body: response.body,
    url: response.url,
  });
}

/**
 * Turns anything thrown or emitted as an error into an `NgaHttpError`: an existing one as
 * it is, Angular's `HttpErrorResponse` (recognized by shape, so this file stays free of
 * Angular) with its status and body, any other value with its message.
 */
export function toNgaHttpError(error: unknown, url?: string): NgaHttpError {
  if (error instanceof NgaHttpError) {
    return error;
  }
  if (isRecord(error) && typeof error['status'] === 'number' && 'error' in error) {
    const status = error['status'];
    const body = error['error'];
    const statusText = typeof error['statusText'] === 'string' ? error['statusText'] : undefined;
    const responseUrl = typeof error['url'] === 'string' ? error['url'] : url;
    const networkFailure = status === 0;
    const said = networkFailure ? undefined : messageFromBody(body);
    return new NgaHttpError({
      status,
      message: said ?? statusMessage(status, statusText),
      reason: said === undefined ? statusReason(status, statusText) : undefined,
      violations: networkFailure ? [] : readViolations(body),
      body: networkFailure ? undefined : body,
      url: responseUrl ?? undefined,
      cause: error,
    });
  }
  if (error instanceof Error) {
    return new NgaHttpError({ status: 0, message: error.message, url, cause: error });
  }
  const said = typeof error === 'string' && error ? error : undefined;
  return new NgaHttpError({
    status: 0,
    message: said ?? 'Unknown error.',
    reason: said === undefined ? { kind: 'unknown' } : undefined,
    url,
    cause: error,
  });
}

/**
 * Fails the stream with an `NgaHttpError` whatever went wrong upstream, including an
 * exception thrown by a configured `map` function while answers become entries.
 */
export function rethrowAsNgaHttpError<T>(url?: string): MonoTypeOperatorFunction<T> {
  return catchError((error: unknown) => throwError(() => toNgaHttpError(error, url)));
}
