import type { NgaIdentity } from '@ng-admin/core/config';

/**
 * What a user types on the login page. `username` holds the identifier the form asked for:
 * a user name, or an email address when the provider's `identifier` is `'email'`.
 *
 * @usageNotes
 * ```ts
 * const credentials: NgaCredentials = { username: 'ada@example.com', password: '...' };
 * ```
 */
export interface NgaCredentials {
  readonly username: string;
  readonly password: string;
}

/**
 * What the login form asks as the user's identifier: a user name (a text box labelled
 * "Username"), or an email address (an email box labelled "Email").
 *
 * @usageNotes
 * ```ts
 * class MyAuth extends NgaAuthProvider {
 *   override readonly identifier: NgaLoginIdentifier = 'email';
 * }
 * ```
 */
export type NgaLoginIdentifier = 'username' | 'email';

/**
 * How the admin signs users in and authorizes its requests, in the spirit of react-admin's
 * `authProvider`: log in and out, restore a session when the page loads, renew it when the API
 * answers 401, say who is signed in, and add credentials to each API request. Give one to
 * `withAuth(...)`; the library ships `NgaBearerAuth` (access token in memory, refresh token in
 * an HttpOnly cookie) and `NgaCookieAuth` (an HttpOnly session cookie with XSRF protection).
 * docs/auth-and-permissions.md has complete providers to copy for other APIs.
 *
 * @usageNotes
 * ```ts
 * @Injectable({ providedIn: 'root' })
 * class MyAuth extends NgaAuthProvider {
 *   override readonly identifier = 'email';
 *   async login({ username, password }: NgaCredentials) { ... return identity; }
 *   async logout() { ... }
 *   async restore() { ... return identity or null; }
 *   async refresh() { return false; }
 *   headers() { return {}; }
 * }
 * provideNgAdmin(() => buildAdmin(), withAuth(MyAuth));
 * ```
 */
export abstract class NgaAuthProvider {
  /** What the login form asks for besides the password: a user name (default) or an email. */
  readonly identifier: NgaLoginIdentifier = 'username';

  /** Signs in; resolves with who signed in, or rejects with an `NgaHttpError` saying why. */
  abstract login(credentials: NgaCredentials): Promise<NgaIdentity>;

  /** Signs out at the server (revoking tokens or the session). */
  abstract logout(): Promise<void>;

  /**
   * Restores a session when the page loads (a refresh cookie, a session cookie, a token kept
   * in the tab's storage): who is signed in, or null to ask for the login.
   */
  abstract restore(): Promise<NgaIdentity | null>;

  /** Renews the credentials after a 401; false when the session cannot be renewed. */
  abstract refresh(): Promise<boolean>;

  /** Headers that authorize an API request (`Authorization: Bearer ...`), if any. */
  abstract headers(): Readonly<Record<string, string>>;

  /**
   * The name the account menu shows for the signed-in user: the identity's `fullName`,
   * `name`, `username` or `email`, the first that is a non-empty text; null when it has none
   * (the menu then says "Signed in" without a name, never the bare `id`). Override it to show
   * another field.
   */
  displayName(identity: NgaIdentity): string | null {
    for (const key of ['fullName', 'name', 'username', 'email']) {
      const value = identity[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
    return null;
  }
}
