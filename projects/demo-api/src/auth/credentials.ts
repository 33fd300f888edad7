import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Token lifetimes in seconds. */
export interface TokenLifetimes {
  /** Access tokens (Bearer). Default 900. */
  accessTokenTtl: number;
  /** Refresh tokens and cookie sessions. Default 7 days. */
  refreshTokenTtl: number;
}

export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  accessTokenTtl: 900,
  refreshTokenTtl: 7 * 24 * 60 * 60,
};

interface Grant {
  userId: number;
  expiresAt: number;
}

/** A cookie-mode session: the user, and the XSRF token its unsafe requests must echo. */
export interface Session extends Grant {
  xsrfToken: string;
}

const SWEEP_THRESHOLD = 10_000;

/** 256 random bits, base64url: safe in headers and cookie values. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Grants are kept by a hash of their token, so the map never holds a usable token. */
function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A map of token → grant that forgets grants when they expire or are revoked. */
class GrantMap<T extends Grant> {
  readonly #grants = new Map<string, T>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  add(grant: T): string {
    if (this.#grants.size >= SWEEP_THRESHOLD) this.#sweep();
    const token = newToken();
    this.#grants.set(keyOf(token), grant);
    return token;
  }

  get(token: string | undefined): T | undefined {
    if (!token) return undefined;
    const key = keyOf(token);
    const grant = this.#grants.get(key);
    if (grant && grant.expiresAt <= this.#now()) {
      this.#grants.delete(key);
      return undefined;
    }
    return grant;
  }

  /** Removes and answers the grant, so it can be used only once. */
  take(token: string | undefined): T | undefined {
    const grant = this.get(token);
    if (grant && token) this.#grants.delete(keyOf(token));
    return grant;
  }

  #sweep(): void {
    const now = this.#now();
    for (const [key, grant] of this.#grants) if (grant.expiresAt <= now) this.#grants.delete(key);
  }
}

/**
 * Access tokens, refresh tokens and cookie sessions, all opaque random strings held in
 * memory (a restart signs everyone out). A refresh token works once: `rotate` replaces it.
 *
 * @example
 * const credentials = new CredentialStore(DEFAULT_TOKEN_LIFETIMES);
 * const token = credentials.issueAccessToken(identity.id);
 * credentials.accessTokenUser(token); // identity.id, until it expires or is revoked
 */
export class CredentialStore {
  readonly lifetimes: TokenLifetimes;
  readonly #now: () => number;
  readonly #accessTokens: GrantMap<Grant>;
  readonly #refreshTokens: GrantMap<Grant>;
  readonly #sessions: GrantMap<Session>;

  constructor(lifetimes: TokenLifetimes, now: () => number = Date.now) {
    this.lifetimes = lifetimes;
    this.#now = now;
    this.#accessTokens = new GrantMap(now);
    this.#refreshTokens = new GrantMap(now);
    this.#sessions = new GrantMap(now);
  }

  issueAccessToken(userId: number): string {
    return this.#accessTokens.add({
      userId,
      expiresAt: this.#expiry(this.lifetimes.accessTokenTtl),
    });
  }

  /** The user an unexpired, unrevoked access token was issued to. */
  accessTokenUser(token: string | undefined): number | undefined {
    return this.#accessTokens.get(token)?.userId;
  }

  revokeAccessToken(token: string | undefined): void {
    this.#accessTokens.take(token);
  }

  issueRefreshToken(userId: number): string {
    return this.#refreshTokens.add({
      userId,
      expiresAt: this.#expiry(this.lifetimes.refreshTokenTtl),
    });
  }

  /** Spends a refresh token: answers its user and a new token, or `undefined` if it is not valid. */
  rotateRefreshToken(token: string | undefined): { userId: number; token: string } | undefined {
    const grant = this.#refreshTokens.take(token);
    if (!grant) return undefined;
    return { userId: grant.userId, token: this.issueRefreshToken(grant.userId) };
  }

  revokeRefreshToken(token: string | undefined): void {
    this.#refreshTokens.take(token);
  }

  /** Opens a cookie session: answers its id (the cookie value) and its XSRF token. */
  openSession(userId: number): { sessionId: string; xsrfToken: string } {
    const xsrfToken = newToken();
    const sessionId = this.#sessions.add({
      userId,
      xsrfToken,
      expiresAt: this.#expiry(this.lifetimes.refreshTokenTtl),
    });
    return { sessionId, xsrfToken };
  }

  session(sessionId: string | undefined): Session | undefined {
    return this.#sessions.get(sessionId);
  }

  closeSession(sessionId: string | undefined): void {
    this.#sessions.take(sessionId);
  }

  #expiry(ttlSeconds: number): number {
    return this.#now() + ttlSeconds * 1000;
  }
}

/** Compares two secrets in constant time (for the XSRF header against the session's token). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
