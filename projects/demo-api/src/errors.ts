/**
 * An error the API answers with its own status code and a `{ message }` body, plus any
 * `details` (such as `violations` or `current`) and response `headers` it carries.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    message: string,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.details = details;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

export const forbidden = (message: string) => new HttpError(403, message);

export const notFound = (message = 'Not found') => new HttpError(404, message);
