/** An error the API answers with its own status code and a `{ message }` body. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

export const notFound = (message = 'Not found') => new HttpError(404, message);
