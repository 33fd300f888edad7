/**
 * The HTTP vocabulary shared by dialects and the REST client: a request as plain data,
 * a response as plain data, and the one query-string encoder that turns them into bytes.
 */

/** The HTTP methods a dialect may use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Query parameters in the order they are sent. A key may repeat (`id[]=1&id[]=2`),
 * which a plain object cannot express.
 */
export type QueryParams = [key: string, value: string][];

/** A request described as data: what a dialect returns and the REST client executes. */
export interface RequestSpec {
  method: HttpMethod;
  /** The URL without the query parameters below; it may already carry a query of its own. */
  url: string;
  params: QueryParams;
  /** Sent as JSON when defined. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Reads a response header by case-insensitive name (Angular's `HttpHeaders` fits). */
export interface HeaderReader {
  get(name: string): string | null;
}

/** A response described as data, the body already parsed from JSON (`null` when empty). */
export interface ResponseLike {
  status: number;
  statusText?: string;
  url?: string;
  headers: HeaderReader;
  body: unknown;
}

/**
 * Encodes one query key. Square brackets stay readable so that array parameters keep the
 * `<param>[]=<id>` shape that PHP, Rails and ng-admin backends parse; everything else is
 * percent-encoded like `encodeURIComponent`.
 */
export function encodeQueryKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

/**
 * Builds the query string (without `?`) exactly as sent. Values are encoded with
 * `encodeURIComponent`, unlike Angular's `HttpParams`, which leaves characters such as
 * `:`, `,` and `$` readable and so would change the bytes of a JSON parameter.
 */
export function buildQueryString(params: QueryParams): string {
  return params
    .map(([key, value]) => `${encodeQueryKey(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The full URL of a request: its URL followed by its encoded parameters. */
export function urlWithParams(request: Pick<RequestSpec, 'url' | 'params'>): string {
  const query = buildQueryString(request.params);
  if (!query) {
    return request.url;
  }
  const separator = !request.url.includes('?')
    ? '?'
    : request.url.endsWith('?') || request.url.endsWith('&')
      ? ''
      : '&';
  return `${request.url}${separator}${query}`;
}

/**
 * What tells two requests apart, for sharing and caching their answers: the method, the URL
 * with its parameters, and the body. APIs that read through one URL (GraphQL) differ only in
 * their bodies.
 */
export function requestKey(request: RequestSpec): string {
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`;
  return `${request.method} ${urlWithParams(request)}${body}`;
}

/**
 * Turns a configuration value into a query parameter value: strings as they are, dates as
 * ISO strings, objects as JSON, and everything else through `String`. Returns `undefined`
 * for `null` and `undefined`, which are not sent.
 */
export function queryValue(value: unknown): string | undefined {
  if (value === null || value === undefined) {
    return undefined;
  }
  if (typeof value === 'string') {
    return value;
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'object') {
    return JSON.stringify(value);
  }
  return String(value);
}

/** How a dialect writes an array value as query parameters. */
export type ArrayStyle = 'brackets' | 'repeat';

/**
 * Appends the entries of an object as plain query parameters, in key order. An array value
 * becomes one parameter per item: `key[]=a&key[]=b` with the `brackets` style (a key that
 * already ends with `[]` keeps it once), `key=a&key=b` with `repeat`.
 */
export function appendQueryObject(
  params: QueryParams,
  object: Record<string, unknown> | undefined,
  arrayStyle: ArrayStyle,
): QueryParams {
  for (const [key, value] of Object.entries(object ?? {})) {
    if (Array.isArray(value)) {
      const arrayKey = arrayStyle === 'brackets' && !key.endsWith('[]') ? `${key}[]` : key;
      for (const item of value) {
        const text = queryValue(item);
        if (text !== undefined) {
          params.push([arrayKey, text]);
        }
      }
      continue;
    }
    const text = queryValue(value);
    if (text !== undefined) {
      params.push([key, text]);
    }
  }
  return params;
}

/** The outcome of reading a response body as JSON. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; text: string };

/** Reads a response text as JSON: an empty body is `null`; anything unparsable is reported. */
export function readJsonBody(text: string | null | undefined): JsonBody {
  if (text === null || text === undefined || text.trim() === '') {
    return { ok: true, value: null };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, text };
  }
}
