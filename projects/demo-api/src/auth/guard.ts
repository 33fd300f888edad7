import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, HttpError } from '../errors.ts';
import { readCookies, SESSION_COOKIE, XSRF_HEADER } from './cookies.ts';
import type { CredentialStore, Session } from './credentials.ts';
import { sameSecret } from './credentials.ts';
import type { Identity, UserDirectory } from './users.ts';
import { canWrite } from './users.ts';

const REALM = 'Bearer realm="ng-admin demo API"';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who sent a request, and how: with a Bearer access token or a session cookie. */
export type Credentials =
  | { identity: Identity; via: 'bearer'; accessToken: string }
  | { identity: Identity; via: 'session'; session: Session };

export function unauthorized(message: string, error?: 'invalid_token'): HttpError {
  const challenge = error ? `${REALM}, error="${error}"` : REALM;
  return new HttpError(401, message, {}, { 'WWW-Authenticate': challenge });
}

/**
 * Reads the credentials of a request: an `Authorization: Bearer` header first (a request that
 * sends one is judged by it alone), else the session cookie. Throws 401 when there are none
 * or they are not valid.
 *
 * @example
 * const { identity, via } = authenticate(request, users, credentials);
 */
export function authenticate(
  request: FastifyRequest,
  users: UserDirectory,
  credentials: CredentialStore,
): Credentials {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer +([A-Za-z0-9_-]+) *$/i.exec(authorization);
    const userId = credentials.accessTokenUser(match?.[1]);
    const identity = userId === undefined ? undefined : users.identity(userId);
    if (!match || !identity) {
      throw unauthorized('The access token is invalid or has expired', 'invalid_token');
    }
    return { identity, via: 'bearer', accessToken: match[1] };
  }
  const sessionId = readCookies(request).get(SESSION_COOKIE);
  if (sessionId !== undefined) {
    const session = credentials.session(sessionId);
    const identity = session && users.identity(session.userId);
    if (!session || !identity) throw unauthorized('The session is invalid or has expired');
    return { identity, via: 'session', session };
  }
  throw unauthorized('Authentication required: log in with POST /login');
}

/**
 * Guards the data routes: any authenticated user may read; writing needs the editor or admin
 * role, and a request authenticated by the session cookie must echo its XSRF token in the
 * `X-XSRF-TOKEN` header. Runs before the body is read.
 *
 * @example
 * app.post('/posts', { onRequest: [dataGuard(users, credentials)] }, handler);
 */
export function dataGuard(
  users: UserDirectory,
  credentials: CredentialStore,
): onRequestHookHandler {
  return async (request) => {
    const found = authenticate(request, users, credentials);
    if (SAFE_METHODS.has(request.method)) return;
    if (found.via === 'session') {
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      if (!sameSecret(typeof header === 'string' ? header : undefined, found.session.xsrfToken)) {
        throw forbidden(
          `Missing or wrong ${XSRF_HEADER} header: send the value of the XSRF-TOKEN cookie`,
        );
      }
    }
    if (!canWrite(found.identity)) {
      throw forbidden(`The ${found.identity.roles.join(', ')} role may only read`);
    }
  };
}
