import type { Application, View } from '@ng-admin/core/config';
import { errorText } from '../../data/error-text';
import { NgaHttpError, toNgaHttpError } from '../../data/nga-http-error';
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
  | 'invalid';

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
  const configured = application.configuredErrorMessageFor(view, error);
  if (configured !== null) return configured;
  const problem = loadProblem(error, intl, { entityLabel: view.entity.label() });
  return problem.detail ? `${problem.title}: ${problem.detail}` : problem.title;
}
