import type { FastifyRequest } from 'fastify';

/** The HttpOnly cookie of a cookie-mode session. */
export const SESSION_COOKIE = 'nga_session';
/** The HttpOnly cookie holding a token-mode refresh token. */
export const REFRESH_COOKIE = 'nga_refresh';
/** Angular's default names: HttpClient copies the cookie's value into the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface CookieOptions {
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
}

/** Cookie values this API sets are base64url, so anything else is not one of them. */
const COOKIE_VALUE = /^[A-Za-z0-9_-]*$/;

/** The cookies of a request by name (the first one wins when a name repeats). */
export function readCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (name && !cookies.has(name) && COOKIE_VALUE.test(value)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * A `Set-Cookie` value for the whole origin (`Path=/`, as the admin reaches the API through
 * a proxy path), `SameSite=Lax` always.
 *
 * @example
 * setCookie(XSRF_COOKIE, token, { maxAge: 900, httpOnly: false, secure: false });
 * // 'XSRF-TOKEN=...; Path=/; Max-Age=900; SameSite=Lax'
 */
export function setCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_VALUE.test(value)) throw new Error(`Cookie ${name} has an unsafe value`);
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Whether the client reached the API over https: directly, or through a proxy that says so
 * in `X-Forwarded-Proto`. Only used to mark cookies `Secure`, so trusting the header cannot
 * weaken anything.
 */
export function cameOverHttps(request: Pick<FastifyRequest, 'headers' | 'raw'>): boolean {
  if ((request.raw.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}
