// jwt-refresh-auth.ts: signs users in with an API that answers its tokens in the body.
// `POST auth/login` takes { username, password }, `POST auth/refresh` takes { refresh_token };
// both answer { access_token, refresh_token, user: { id, name, role } }. Use it with:
//   provideNgAdmin(() => buildAdmin(), withAuth(JwtRefreshAuth))
import { HttpClient } from '@angular/common/http';
import { inject, Injectable } from '@angular/core';
import {
  NGA_APPLICATION,
  NgaAuthProvider,
  toNgaHttpError,
  type NgaCredentials,
  type NgaIdentity,
} from '@ng-admin/core';
import { firstValueFrom } from 'rxjs';

/**
 * Where the refresh token waits for the next page load. sessionStorage keeps the user signed
 * in across reloads of the tab, but a script injected into the page could read the token
 * there; null keeps it in memory only, and every reload asks for the login again. The access
 * token always stays in memory: it is renewed when it is needed.
 */
const REFRESH_STORAGE: Storage | null = globalThis.sessionStorage ?? null;
const REFRESH_KEY = 'refresh-token';

/** What the API answers to a login or a refresh. */
interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  user: { id: number | string; name?: string; role?: string };
}

@Injectable({ providedIn: 'root' })
export class JwtRefreshAuth extends NgaAuthProvider {
  private readonly http = inject(HttpClient);
  /** The admin's API address (`baseApiUrl`), under which the auth routes answer. */
  private readonly api = (inject(NGA_APPLICATION).baseApiUrl() ?? '/').replace(/\/?$/, '/');
  private accessToken: string | null = null;
  private refreshToken = REFRESH_STORAGE?.getItem(REFRESH_KEY) ?? null;

  async login({ username, password }: NgaCredentials): Promise<NgaIdentity> {
    const url = `${this.api}auth/login`;
    try {
      return this.accept(
        await firstValueFrom(this.http.post<TokenAnswer>(url, { username, password })),
      );
    } catch (error) {
      throw toNgaHttpError(error, url);
    }
  }

  async logout(): Promise<void> {
    // If your API revokes refresh tokens, tell it here (e.g. POST auth/logout).
    this.accessToken = null;
    this.keepRefreshToken(null);
  }

  async restore(): Promise<NgaIdentity | null> {
    return this.renew();
  }

  async refresh(): Promise<boolean> {
    return (await this.renew()) !== null;
  }

  headers(): Record<string, string> {
    return this.accessToken ? { Authorization: `Bearer ${this.accessToken}` } : {};
  }

  /** Trades the refresh token for new tokens: who is signed in, or null when it was refused. */
  private async renew(): Promise<NgaIdentity | null> {
    if (!this.refreshToken) return null;
    try {
      const answer = await firstValueFrom(
        this.http.post<TokenAnswer>(`${this.api}auth/refresh`, {
          refresh_token: this.refreshToken,
        }),
      );
      return this.accept(answer);
    } catch {
      this.accessToken = null;
      this.keepRefreshToken(null);
      return null;
    }
  }

  private accept(answer: TokenAnswer): NgaIdentity {
    this.accessToken = answer.access_token;
    this.keepRefreshToken(answer.refresh_token);
    return identityOf(answer.user);
  }

  private keepRefreshToken(token: string | null): void {
    this.refreshToken = token;
    if (token) REFRESH_STORAGE?.setItem(REFRESH_KEY, token);
    else REFRESH_STORAGE?.removeItem(REFRESH_KEY);
  }
}

/**
 * The identity in the admin's words: the account menu shows `fullName`, and
 * `permissions(...)` rules read `roles`. Map your API's own fields here.
 */
function identityOf(user: TokenAnswer['user']): NgaIdentity {
  return { id: user.id, fullName: user.name, roles: user.role ? [user.role] : [] };
}
