import type { Application, View } from '@ng-admin/core/config';
import { errorText } from '../../data/error-text';
import { NgaHttpError, toNgaHttpError } from '../../data/nga-http-error';
import { NgaHookError } from '../../hooks/run-hook';
import type { NgaIntl } from '../../i18n/intl';

/** Why a view could not show what it was asked for. */
export type NgaProblemKind =
  | 'not-found'
  | 'forbidden'
  | 'conflict'
  | 'unauthorized'
  | 'timeout'
  | 'network'
  | 'server'
  | 'malformed'
  | 'invalid'
  /** A hook of the configuration failed (`prepare`, `onSubmitSuccess`, `onSubmitError`). */
  | 'hook';

/** A failure as a view tells it: a title, a detail, and whether trying again can help. */
export interface NgaProblem {
  readonly kind: NgaProblemKind;
  readonly title: string;
  readonly detail: string;
  readonly retryable: boolean;
  readonly error: NgaHttpError;
}

/** What a problem is about: the entity's label, and the identifier of a record. */
export interface NgaProblemSubject {
  entityLabel: string;
  id?: unknown;
}

/**
 * Reads a failed request as the view should tell it (issue: one clear message, saying what
 * happened and what to do). The server's own message, when it sent one, is the detail of
 * server and validation errors.
 *
 * @usageNotes
 * ```ts
 * const problem = loadProblem(error, intl, { entityLabel: 'posts', id: 12 });
 * // { kind: 'not-found', title: 'Post #12 was not found', retryable: false, ... }
 * ```
 */
export function loadProblem(
  failure: unknown,
  intl: NgaIntl,
  subject: NgaProblemSubject = { entityLabel: '' },
): NgaProblem {
  if (failure instanceof NgaHookError) return hookProblem(failure, intl);
  const error = toNgaHttpError(failure);
  // The server's own message, or the admin's words for what happened.
  const said = errorText(error, intl);
  const problem = (kind: NgaProblemKind, title: string, detail: string, retryable: boolean) => ({
    kind,
    title,
    detail,
    retryable,
    error,
  });
  if (error.timedOut) return problem('timeout', intl.problemTimeout, said, true);
  if (error.status === 0)
    return problem('network', intl.problemNetwork, intl.problemNetworkDetail, true);
  if (error.status === 404) {
    return subject.id !== undefined
      ? problem(
          'not-found',
          intl.problemNotFound(subject.entityLabel, subject.id),
          intl.problemNotFoundDetail,
          false,
        )
      : problem('not-found', intl.problemServer(404), said, false);
  }
  if (error.status === 401)
    return problem('unauthorized', intl.problemUnauthorized, intl.problemUnauthorizedDetail, true);
  if (error.status === 403)
    return problem('forbidden', intl.problemForbidden, intl.problemForbiddenDetail, true);
  if (error.status === 409 || error.status === 412)
    return problem('conflict', intl.problemConflict, intl.problemConflictDetail, true);
  if (error.status >= 400 && error.status < 500)
    return problem('invalid', intl.problemInvalid, said, false);
  if (error.status >= 200 && error.status < 300)
    return problem('malformed', intl.problemMalformed, said, true);
  return problem('server', intl.problemServer(error.status), said, true);
}

/**
 * A failed hook, told as that hook's failure: "This list could not be prepared", with the
 * error it met (in the server's or the admin's words when it was a request of the hook's own).
 */
function hookProblem(failure: NgaHookError, intl: NgaIntl): NgaProblem {
  const { hook, cause } = failure;
  const title =
    hook === 'prepare' ? intl.problemPrepare(failure.view.kind) : intl.problemSubmitHook(hook);
  const reason = isHttpFailure(cause) ? errorText(cause, intl) : toNgaHttpError(cause).message;
  const detail =
    failure.phase === 'inject'
      ? intl.problemHookToken(hook, tokenName(failure.token), reason)
      : hook === 'prepare'
        ? intl.problemHookFailed(hook, reason)
        : intl.problemHookDetail(reason);
  return { kind: 'hook', title, detail, retryable: true, error: toNgaHttpError(failure) };
}

function isHttpFailure(cause: unknown): boolean {
  if (cause instanceof NgaHttpError) return true;
  const record = cause as { status?: unknown; error?: unknown } | null;
  return typeof record === 'object' && typeof record?.status === 'number' && 'error' in record;
}

function tokenName(token: unknown): string {
  return typeof token === 'function' && token.name ? token.name : String(token);
}

/**
 * What a failed write says: the configuration's message for the error (`errorMessage()` of the
 * view or the application), else the problem's title and detail in the admin's words.
 *
 * @usageNotes
 * ```ts
 * this.failure.set(failureMessage(this.application, this.view(), error, this.intl));
 * ```
 */
export function failureMessage(
  application: Application,
  view: View,
  error: unknown,
  intl: NgaIntl,
): string {
  // The configuration's messages are about failed requests, not about its own hooks.
  const configured =
    error instanceof NgaHookError ? null : application.configuredErrorMessageFor(view, error);
  if (configured !== null) return configured;
  const problem = loadProblem(error, intl, { entityLabel: view.entity.label() });
  return problem.detail ? `${problem.title}: ${problem.detail}` : problem.title;
}
