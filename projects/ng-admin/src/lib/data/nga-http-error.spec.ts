import { HttpErrorResponse, HttpHeaders } from '@angular/common/http';
import {
  errorFromResponse,
  messageFromBody,
  NgaHttpError,
  readViolations,
  toNgaHttpError,
} from './nga-http-error';

describe('NgaHttpError', () => {
  it('carries status, message, violations and body', () => {
    const error = new NgaHttpError({
      status: 422,
      message: 'Invalid',
      violations: [{ propertyPath: 'title', message: 'Too short' }],
      body: { x: 1 },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NgaHttpError');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Invalid');
    expect(error.violations).toEqual([{ propertyPath: 'title', message: 'Too short' }]);
  });

  it('reads violations and ignores malformed items', () => {
    expect(
      readViolations({
        violations: [{ propertyPath: 'a', message: 'm' }, { message: 'no path' }, 'x', null],
      }),
    ).toEqual([{ propertyPath: 'a', message: 'm' }]);
    expect(readViolations({ violations: 'nope' })).toEqual([]);
    expect(readViolations(null)).toEqual([]);
  });

  it('reads the message under the usual names, never an HTML page', () => {
    expect(messageFromBody({ message: 'A' })).toBe('A');
    expect(messageFromBody({ error: 'B' })).toBe('B');
    expect(messageFromBody({ 'hydra:description': 'C' })).toBe('C');
    expect(messageFromBody('Plain text')).toBe('Plain text');
    expect(messageFromBody('<html><body>502</body></html>')).toBeUndefined();
  });

  it('builds the error of a failed answer, falling back to the status', () => {
    const headers = new HttpHeaders();
    expect(
      errorFromResponse({ status: 500, statusText: 'Server Error', headers, body: null }).message,
    ).toBe('The server answered with HTTP 500 Server Error.');
    const error = errorFromResponse({
      status: 400,
      headers,
      body: { message: 'Bad', violations: [{ propertyPath: 'x', message: 'y' }] },
    });
    expect(error.message).toBe('Bad');
    expect(error.violations.length).toBe(1);
  });

  describe('toNgaHttpError', () => {
    it('keeps an NgaHttpError as it is', () => {
      const error = new NgaHttpError({ status: 404, message: 'Not found' });
      expect(toNgaHttpError(error)).toBe(error);
    });

    it('converts an HttpErrorResponse with its status and body', () => {
      const error = toNgaHttpError(
        new HttpErrorResponse({
          status: 422,
          statusText: 'Unprocessable',
          url: '/posts',
          error: {
            message: 'Invalid post',
            violations: [{ propertyPath: 'title', message: 'Required' }],
          },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.message).toBe('Invalid post');
      expect(error.violations).toEqual([{ propertyPath: 'title', message: 'Required' }]);
      expect(error.url).toBe('/posts');
    });

    it('reports a network failure clearly', () => {
      const error = toNgaHttpError(
        new HttpErrorResponse({ status: 0, error: new ProgressEvent('error') }),
      );
      expect(error.status).toBe(0);
      expect(error.message).toContain('could not be reached');
    });

    it('converts any other value', () => {
      expect(toNgaHttpError(new TypeError('boom')).message).toBe('boom');
      expect(toNgaHttpError('text').message).toBe('text');
      expect(toNgaHttpError(undefined).message).toBe('Unknown error.');
    });
  });
});
