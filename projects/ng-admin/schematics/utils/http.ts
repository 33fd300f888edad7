import { SchematicsException } from '@angular-devkit/schematics';

/** How long the generator waits for the API. */
const TIMEOUT_MS = 10_000;

/** A JSON answer: its status and parsed body (`undefined` when the body is not JSON). */
export interface JsonAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * GETs a URL and parses the JSON answer. A network failure throws a message naming the URL;
 * an HTTP error status does not throw (the caller decides).
 */
export async function getJson(url: string): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json' },
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
  return { status: response.status, ok: response.ok, body };
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
export async function getText(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new SchematicsException(`Cannot reach ${url} (${cause}).`);
  }
  if (!response.ok) {
    throw new SchematicsException(`GET ${url} answered ${response.status} ${response.statusText}.`);
  }
  return response.text();
}
