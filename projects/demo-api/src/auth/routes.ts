import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';
import { isPlainObject } from '../query.ts';
import type { CookieOptions } from './cookies.ts';
import {
  cameOverHttps,
  readCookies,
  REFRESH_COOKIE,
  SESSION_COOKIE,
  setCookie,
  XSRF_COOKIE,
} from './cookies.ts';
import type { CredentialStore } from './credentials.ts';
import { authenticate, unauthorized } from './guard.ts';
import type { LoginRateLimit } from './rate-limit.ts';
import { FailureCounter } from './rate-limit.ts';
import type { Identity, UserDirectory } from './users.ts';

export interface AuthRoutesOptions {
  users: UserDirectory;
  credentials: CredentialStore;
  rateLimit: LoginRateLimit;
  /** Serve `GET /_counters` with the number of login, refresh and logout calls. */
  debugCounters: boolean;
  /**
   * Who everyone is when the API runs without authentication (`AUTH=off`): `/refresh` and
   * `/me` answer with this identity, so an admin that signs users in opens directly.
   */
  anonymous?: Identity;
}

interface LoginBody {
  username: string;
  password: string;
  mode: 'token' | 'cookie';
}

const MAX_CREDENTIAL_LENGTH = 200;

/**
 * `POST /login`, `POST /refresh`, `POST /logout`, `GET /me` (and `GET /_counters` when asked).
 *
 * @example
 * registerAuthRoutes(app, { users, credentials, rateLimit: DEFAULT_LOGIN_RATE_LIMIT, debugCounters: false });
 */
export function registerAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions): void {
  const { users, credentials, rateLimit } = options;
  const failures = new FailureCounter(rateLimit.windowSeconds);
  const counters = { login: 0, refresh: 0, logout: 0 };
  const { accessTokenTtl, refreshTokenTtl } = credentials.lifetimes;

  const tokenAnswer = (identity: Identity) => ({
    accessToken: credentials.issueAccessToken(identity.id),
    tokenType: 'Bearer' as const,
    expiresIn: accessTokenTtl,
    identity,
  });

  app.post('/login', async (request, reply) => {
    counters.login++;
    const { username, password, mode } = loginBody(request.body);
    const keys = { user: `user:${username.toLowerCase()}`, address: `address:${request.ip}` };
    const wait = Math.max(
      failures.retryAfter(keys.user, rateLimit.maxFailuresPerUsername),
      failures.retryAfter(keys.address, rateLimit.maxFailuresPerAddress),
    );
    if (wait > 0) {
      throw new HttpError(
        429,
        `Too many failed logins: try again in ${wait} seconds`,
        {},
        { 'Retry-After': String(wait) },
      );
    }
    const identity = await users.authenticate(username, password);
    if (!identity) {
      failures.fail(keys.user);
      failures.fail(keys.address);
      throw unauthorized('Invalid username or password');
    }
    failures.reset(keys.user);
    const cookie = cookieOptions(request);
    if (mode === 'cookie') {
      const { sessionId, xsrfToken } = credentials.openSession(identity.id);
      reply.header('Set-Cookie', [
        setCookie(SESSION_COOKIE, sessionId, cookie(refreshTokenTtl, true)),
        setCookie(XSRF_COOKIE, xsrfToken, cookie(refreshTokenTtl, false)),
      ]);
      return { identity, expiresIn: refreshTokenTtl };
    }
    const refreshToken = credentials.issueRefreshToken(identity.id);
    reply.header(
      'Set-Cookie',
      setCookie(REFRESH_COOKIE, refreshToken, cookie(refreshTokenTtl, true)),
    );
    return tokenAnswer(identity);
  });

  app.post('/refresh', async (request, reply) => {
    counters.refresh++;
    if (options.anonymous) return tokenAnswer(options.anonymous);
    const cookie = cookieOptions(request);
    const rotated = credentials.rotateRefreshToken(readCookies(request).get(REFRESH_COOKIE));
    const identity = rotated && users.identity(rotated.userId);
    if (!rotated || !identity) {
      reply.header('Set-Cookie', setCookie(REFRESH_COOKIE, '', cookie(0, true)));
      throw unauthorized('The refresh token is missing, expired or revoked: log in again');
    }
    reply.header(
      'Set-Cookie',
      setCookie(REFRESH_COOKIE, rotated.token, cookie(refreshTokenTtl, true)),
    );
    return tokenAnswer(identity);
  });

  app.post('/logout', async (request, reply) => {
    counters.logout++;
    const cookies = readCookies(request);
    credentials.revokeRefreshToken(cookies.get(REFRESH_COOKIE));
    credentials.closeSession(cookies.get(SESSION_COOKIE));
    const bearer = /^Bearer +([A-Za-z0-9_-]+) *$/i.exec(request.headers.authorization ?? '');
    credentials.revokeAccessToken(bearer?.[1]);
    const cookie = cookieOptions(request);
    reply.header('Set-Cookie', [
      setCookie(REFRESH_COOKIE, '', cookie(0, true)),
      setCookie(SESSION_COOKIE, '', cookie(0, true)),
      setCookie(XSRF_COOKIE, '', cookie(0, false)),
    ]);
    return reply.code(204).send();
  });

  app.get('/me', async (request) => {
    try {
      return authenticate(request, users, credentials).identity;
    } catch (error) {
      if (options.anonymous) return options.anonymous;
      throw error;
    }
  });

  if (options.debugCounters) app.get('/_counters', async () => ({ ...counters }));
}

function cookieOptions(request: FastifyRequest) {
  const secure = cameOverHttps(request);
  return (maxAge: number, httpOnly: boolean): CookieOptions => ({ maxAge, httpOnly, secure });
}

function loginBody(body: unknown): LoginBody {
  if (!isPlainObject(body)) {
    throw badRequest('Send a JSON object { "username", "password", "mode"?: "token" | "cookie" }');
  }
  const { username, password, mode = 'token' } = body;
  for (const [name, value] of [
    ['username', username],
    ['password', password],
  ] as const) {
    if (typeof value !== 'string' || value === '' || value.length > MAX_CREDENTIAL_LENGTH) {
      throw badRequest(
        `"${name}" must be a non-empty string of at most ${MAX_CREDENTIAL_LENGTH} characters`,
      );
    }
  }
  if (mode !== 'token' && mode !== 'cookie') {
    throw badRequest('"mode" must be "token" or "cookie"');
  }
  return { username: username as string, password: password as string, mode };
}
