// json-server-auth.ts: signs users in with json-server-auth
// (https://github.com/jeremyben/json-server-auth). `POST /login` takes { email, password } and
// answers { accessToken, user }: a JWT that lasts one hour, without a refresh token. Use it with:
//   provideNgAdmin(() => buildAdmin(), withAuth(JsonServerAuth))
import { HttpClient } from '@angular/common/http';
import { inject, Injectable } from '@angular/core';
import {
  NGA_APPLICATION,
  NgaAuthProvider,
  toNgaHttpError,
  type NgaCredentials,
  type NgaIdentity,
  type NgaLoginIdentifier,
} from '@ng-admin/core';
import { firstValueFrom } from 'rxjs';

/**
 * Where the token waits for the next page load. sessionStorage keeps the user signed in
 * across reloads of the tab, but a script injected into the page could read the token there;
 * null keeps it in memory only, and every reload asks for the login again.
 */
const TOKEN_STORAGE: Storage | null = globalThis.sessionStorage ?? null;
const TOKEN_KEY = 'json-server-auth-token';

/** A user as json-server-auth answers it: an id, an email and your own fields. */
interface User {
  id: number | string;
  email: string;
  password?: string;
  role?: string;
  [field: string]: unknown;
}

@Injectable({ providedIn: 'root' })
export class JsonServerAuth extends NgaAuthProvider {
  /** The login form asks for an email, in an email box. */
  override readonly identifier: NgaLoginIdentifier = 'email';

  private readonly http = inject(HttpClient);
  /** The admin's API address (`baseApiUrl`), under which json-server-auth answers. */
  private readonly api = (inject(NGA_APPLICATION).baseApiUrl() ?? '/').replace(/\/?$/, '/');
  private token = TOKEN_STORAGE?.getItem(TOKEN_KEY) ?? null;

  async login({ username, password }: NgaCredentials): Promise<NgaIdentity> {
    const url = `${this.api}login`;
    try {
      const answer = await firstValueFrom(
        this.http.post<{ accessToken: string; user: User }>(url, { email: username, password }),
      );
      this.keep(answer.accessToken);
      return identityOf(answer.user);
    } catch (error) {
      // A wrong password is a 400 whose body says why ("Incorrect password").
      throw toNgaHttpError(error, url);
    }
  }

  async logout(): Promise<void> {
    // json-server-auth has no logout route: forgetting the token signs the user out.
    this.keep(null);
  }

  async restore(): Promise<NgaIdentity | null> {
    const claims = this.token ? claimsOf(this.token) : null;
    if (!claims || claims.exp * 1000 <= Date.now()) {
      this.keep(null);
      return null;
    }
    try {
      // The token names its user (`sub`); reading it also checks that the token is still good.
      const user = await firstValueFrom(
        this.http.get<User>(`${this.api}users/${claims.sub}`, { headers: this.headers() }),
      );
      return identityOf(user);
    } catch {
      this.keep(null);
      return null;
    }
  }

  async refresh(): Promise<boolean> {
    // No refresh token: once the hour is over, the user signs in again.
    this.keep(null);
    return false;
  }

  headers(): Record<string, string> {
    return this.token ? { Authorization: `Bearer ${this.token}` } : {};
  }

  private keep(token: string | null): void {
    this.token = token;
    if (token) TOKEN_STORAGE?.setItem(TOKEN_KEY, token);
    else TOKEN_STORAGE?.removeItem(TOKEN_KEY);
  }
}

/**
 * The identity the admin keeps: the user without the password hash. The account menu shows
 * its email (it has no name); a `role` field, if your users have one, becomes the roles
 * that `permissions(...)` rules read.
 */
function identityOf(user: User): NgaIdentity {
  const identity: NgaIdentity = { ...user, roles: user.role ? [user.role] : [] };
  delete identity['password'];
  return identity;
}

/** The claims of a JWT (its middle part, base64url-encoded JSON); null if it is not one. */
function claimsOf(token: string): { sub: string; exp: number } | null {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { sub?: unknown; exp?: unknown };
    return typeof claims.sub === 'string' && typeof claims.exp === 'number'
      ? { sub: claims.sub, exp: claims.exp }
      : null;
  } catch {
    return null;
  }
}
