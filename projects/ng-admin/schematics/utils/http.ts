import { SchematicsException } from '@angular-devkit/schematics';

/** How long the generator waits for the API. */
const TIMEOUT_MS = 10_000;

/** A JSON answer: its status, headers and parsed body (`undefined` when not JSON). */
export interface JsonAnswer {
  status: number;
  ok: boolean;
  body: unknown;
  headers: Headers;
}

/** Request headers by name, such as `{ Authorization: 'Bearer abc' }`. */
export type RequestHeaders = Readonly<Record<string, string>>;

/** The environment variable that holds request headers, one `Name: value` per line. */
export const HEADERS_VARIABLE = 'NGA_API_HEADERS';

/**
 * The headers the generator sends to the API: those of `NGA_API_HEADERS` (one `Name: value`
 * per line), then those of the `--header "Name: value"` options, which win. A line without
 * a colon is refused with a message that does not repeat its value (it may be a secret).
 *
 * @usageNotes
 * ```ts
 * requestHeaders(['Authorization: Bearer abc'], process.env); // { Authorization: 'Bearer abc' }
 * ```
 */
export function requestHeaders(
  options: readonly string[] | string | undefined,
  environment: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const lines = [
    ...(environment[HEADERS_VARIABLE] ?? '').split(/\r?\n/).map((line) => [line, HEADERS_VARIABLE]),
    ...(typeof options === 'string' ? [options] : (options ?? [])).map((line) => [
      line,
      '--header',
    ]),
  ];
  for (const [line, origin] of lines) {
    if (!line!.trim()) continue;
    const colon = line!.indexOf(':');
    const name = colon > 0 ? line!.slice(0, colon).trim() : '';
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) {
      throw new SchematicsException(
        `${origin} takes "Name: value", such as "Authorization: Bearer <token>"; one of its lines has no header name before a colon.`,
      );
    }
    headers[name] = line!.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * GETs a URL and parses the JSON answer. A network failure throws a message naming the URL;
 * an HTTP error status does not throw (the caller decides).
 */
export async function getJson(url: string, headers: RequestHeaders = {}): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new SchematicsException(`Cannot reach ${url} (${cause}). Is the API running?`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, ok: response.ok, body, headers: response.headers };
}

/**
 * POSTs a JSON body (a GraphQL query) and parses the JSON answer; fails as `getJson` does.
 */
export async function postJson(
  url: string,
  body: unknown,
  headers: RequestHeaders = {},
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new SchematicsException(`Cannot reach ${url} (${cause}). Is the API running?`);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, ok: response.ok, body: parsed, headers: response.headers };
}

/**
 * The message for a 401 or 403 answer: how to pass credentials; for another status, the
 * status alone.
 */
export function statusMessage(url: string, status: number, sentHeaders: RequestHeaders): string {
  if (status !== 401 && status !== 403) return `GET ${url} answered ${status}`;
  const sent = Object.keys(sentHeaders);
  return (
    `GET ${url} answered ${status}: the API wants credentials` +
    (sent.length > 0 ? ` (the headers sent, ${sent.join(', ')}, were refused)` : '') +
    `. Pass them with --header "Authorization: Bearer <token>" (repeat --header for more), or in ` +
    `the ${HEADERS_VARIABLE} environment variable, one "Name: value" per line; they are sent to ` +
    'the API only, never written into the generated files'
  );
}

/** Whether anything answers at `url` within a few seconds (any HTTP status counts). */
export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'GET', signal: AbortSignal.timeout(3_000) });
    return true;
  } catch {
    return false;
  }
}

/** Reads a text document (an OpenAPI document) from a URL. */
export async function getText(url: string, headers: RequestHeaders = {}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new SchematicsException(`Cannot reach ${url} (${cause}).`);
  }
  if (!response.ok) {
    throw new SchematicsException(`${statusMessage(url, response.status, headers)}.`);
  }
  return response.text();
}
