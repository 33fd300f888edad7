import type { NgaIdentity } from '@ng-admin/core/config';

/** What a user types on the login page. */
export interface NgaCredentials {
  readonly username: string;
  readonly password: string;
}

/**
 * How the admin signs users in and authorizes its requests, in the spirit of react-admin's
 * `authProvider`: log in and out, restore a session when the page loads, renew it when the API
 * answers 401, say who is signed in, and add credentials to each API request. Give one to
 * `withAuth(...)`; the library ships `NgaBearerAuth` (access token in memory, refresh token in
 * an HttpOnly cookie) and `NgaCookieAuth` (an HttpOnly session cookie with XSRF protection).
 *
 * Tokens are kept in memory, never in `localStorage`, where a script injected into the page
 * could read them.
 *
 * @usageNotes
 * ```ts
 * class MyAuth extends NgaAuthProvider {
 *   async login({ username, password }: NgaCredentials) { ... return identity; }
 *   async logout() { ... }
 *   async restore() { return (await this.me()) ?? null; }
 *   async refresh() { return false; }
 *   headers() { return {}; }
 * }
 * provideNgAdmin(() => buildAdmin(), withAuth(MyAuth));
 * ```
 */
export abstract class NgaAuthProvider {
  /** Signs in; resolves with who signed in, or rejects with an `NgaHttpError` saying why. */
  abstract login(credentials: NgaCredentials): Promise<NgaIdentity>;

  /** Signs out at the server (revoking tokens or the session). */
  abstract logout(): Promise<void>;

  /**
   * Restores a session when the page loads (a refresh cookie, a session cookie): who is
   * signed in, or null.
   */
  abstract restore(): Promise<NgaIdentity | null>;

  /** Renews the credentials after a 401; false when the session cannot be renewed. */
  abstract refresh(): Promise<boolean>;

  /** Headers that authorize an API request (`Authorization: Bearer ...`), if any. */
  abstract headers(): Readonly<Record<string, string>>;
}
