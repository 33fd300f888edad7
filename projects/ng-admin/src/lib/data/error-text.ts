import { isFailedDownload } from '../base/failed-download';
import type { NgaIntl } from '../i18n/intl';
import { toNgaHttpError } from './nga-http-error';

/**
 * What a failure says to the user: the server's own message when it sent one, else the
 * admin's words for what happened (a timeout, the network, an HTTP status, an unreadable
 * answer, code of the admin that did not download) in the language of `NgaIntl`. Anything
 * thrown is accepted, as `toNgaHttpError` reads it.
 *
 * @usageNotes
 * ```ts
 * catchError((error: unknown) => of({ status: 'error', message: errorText(error, this.intl) }));
 * ```
 */
export function errorText(failure: unknown, intl: NgaIntl): string {
  if (isFailedDownload(failure)) return intl.codeDownloadFailed;
  const error = toNgaHttpError(failure);
  const reason = error.reason;
  switch (reason?.kind) {
    case 'timeout':
      return intl.errorTimeout(reason.seconds);
    case 'network':
      return intl.errorNetwork;
    case 'status':
      return intl.errorStatus(error.status, reason.statusText);
    case 'not-json':
      return intl.errorNotJson;
    case 'malformed':
      return intl.errorMalformed(reason.expected);
    case 'unknown':
      return intl.errorUnknown;
    default:
      return error.message;
  }
}
