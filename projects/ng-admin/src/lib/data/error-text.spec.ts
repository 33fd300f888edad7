import { HttpErrorResponse, HttpHeaders } from '@angular/common/http';
import { NgaIntl } from '../i18n/intl';
import { NgaFrenchIntl } from '../i18n/intl-fr';
import { errorText } from './error-text';
import {
  errorFromResponse,
  malformedResponse,
  NgaHttpError,
  toNgaHttpError,
} from './nga-http-error';

describe('errorText', () => {
  const english = new NgaIntl();
  const french = new NgaFrenchIntl();
  const headers = new HttpHeaders();

  it("says the server's own message as it is, in any language", () => {
    const error = errorFromResponse({ status: 400, headers, body: { message: 'Title taken' } });
    expect(error.reason).toBeUndefined();
    expect(errorText(error, french)).toBe('Title taken');
  });

  it('words an HTTP status without a message with NgaIntl, keeping the English message', () => {
    const error = errorFromResponse({
      status: 502,
      statusText: 'Bad Gateway',
      headers,
      body: null,
    });
    expect(error.message).toBe('The server answered with HTTP 502 Bad Gateway.');
    expect(errorText(error, english)).toBe(error.message);
    expect(errorText(error, french)).toBe('Le serveur a répondu par le code HTTP 502 Bad Gateway.');
  });

  it('words network failures, timeouts, unreadable and malformed answers', () => {
    const network = toNgaHttpError(
      new HttpErrorResponse({ status: 0, error: new ProgressEvent('error') }),
    );
    expect(errorText(network, english)).toBe(network.message);
    expect(errorText(network, french)).toBe(french.errorNetwork);

    const timeout = new NgaHttpError({
      status: 0,
      timedOut: true,
      message: 'The server did not answer within 30 s.',
      reason: { kind: 'timeout', seconds: 30 },
    });
    expect(errorText(timeout, english)).toBe(timeout.message);
    expect(errorText(timeout, french)).toBe(
      'Le serveur n’a pas répondu dans les 30\u202Fs impartis.',
    );

    const notJson = new NgaHttpError({ status: 200, message: 'x', reason: { kind: 'not-json' } });
    expect(errorText(notJson, english)).toBe('The server answer is not valid JSON.');

    const malformed = malformedResponse({ status: 200, headers, body: 3 }, 'a JSON object');
    expect(errorText(malformed, english)).toBe(malformed.message);
    expect(errorText(malformed, french)).toBe('La réponse du serveur n’a pas la forme attendue.');
  });

  it('words what was thrown without a message, and keeps the message of an Error', () => {
    expect(errorText(undefined, french)).toBe('Erreur inconnue.');
    expect(errorText(new TypeError('boom'), french)).toBe('boom');
  });

  it('says that code of the admin did not download, not the browser message', () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: papaparse.js');
    expect(errorText(failure, english)).toBe(english.codeDownloadFailed);
    expect(errorText(failure, french)).toContain('n’a pas été téléchargé');
    expect(errorText(new TypeError('Importing a module script failed.'), english)).toBe(
      english.codeDownloadFailed,
    );
  });
});
