import { HttpClient } from '@angular/common/http';
import { inject, Injectable, InjectionToken, Injector } from '@angular/core';
import type { NgaIdentity } from '@ng-admin/core/config';
import { firstValueFrom } from 'rxjs';
import { NGA_APPLICATION } from '../../base/tokens';
import { toNgaHttpError } from '../nga-http-error';
import { joinUrl } from '../urls';
import { NgaAuthProvider, NgaCredentials } from './auth-provider';

/**
 * Where the built-in providers reach the API's authentication routes. Relative paths are
 * under the application's `baseApiUrl`. The defaults are the demo API's: `POST login`,
 * `POST refresh`, `POST logout`, `GET me`.
 *
 * @usageNotes
 * ```ts
 * providers: [{ provide: NGA_AUTH_ENDPOINTS, useValue: { login: 'auth/token', me: 'auth/me' } }]
 * ```
 */
export interface NgaAuthEndpoints {
  readonly login: string;
  readonly refresh: string;
  readonly logout: string;
  readonly me: string;
}

/** The authentication routes of the built-in providers (see `NgaAuthEndpoints`). */
export const NGA_AUTH_ENDPOINTS = new InjectionToken<Partial<NgaAuthEndpoints>>(
  'NGA_AUTH_ENDPOINTS',
  { providedIn: 'root', factory: () => ({}) },
);

const DEFAULT_ENDPOINTS: NgaAuthEndpoints = {
  login: 'login',
  refresh: 'refresh',
  logout: 'logout',
  me: 'me',
};

/** The answer of a token login or refresh. */
interface TokenAnswer {
  readonly accessToken: string;
  readonly identity?: NgaIdentity;
}

/** What the built-in providers share: the routes and HTTP calls that never throw raw errors. */
export abstract class NgaHttpAuth extends NgaAuthProvider {
  protected readonly http = inject(HttpClient);
  // Read when a request is sent: a refused configuration may have no application.
  private readonly injector = inject(Injector);
  private readonly endpoints = inject(NGA_AUTH_ENDPOINTS);

  /** The routes used where `NGA_AUTH_ENDPOINTS` names none. */
  protected defaultEndpoints(): NgaAuthEndpoints {
    return DEFAULT_ENDPOINTS;
  }

  protected url(name: keyof NgaAuthEndpoints): string {
    const path = this.endpoints[name] ?? this.defaultEndpoints()[name];
    return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(path) || path.startsWith('/')
      ? path
      : joinUrl(this.injector.get(NGA_APPLICATION).baseApiUrl() ?? '/', path);
  }

  protected async post<T>(name: keyof NgaAuthEndpoints, body: unknown = {}): Promise<T> {
    try {
      return await firstValueFrom(
        this.http.post<T>(this.url(name), body, { headers: this.headers() }),
      );
    } catch (error) {
      throw toNgaHttpError(error, this.url(name));
    }
  }

  protected async me(): Promise<NgaIdentity | null> {
    try {
      return await firstValueFrom(
        this.http.get<NgaIdentity>(this.url('me'), { headers: this.headers() }),
      );
    } catch {
      return null;
    }
  }
}

/**
 * Bearer tokens: `login` gets an access token, kept in memory only, and the API sets a refresh
 * token in an HttpOnly cookie that scripts cannot read; `refresh` trades that cookie for a new
 * access token (also when the page loads, to restore the session). Every API request carries
 * `Authorization: Bearer <token>`.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withAuth(NgaBearerAuth));
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaBearerAuth extends NgaHttpAuth {
  private accessToken: string | null = null;

  override async login(credentials: NgaCredentials): Promise<NgaIdentity> {
    const answer = await this.post<TokenAnswer>('login', { ...credentials, mode: 'token' });
    this.accessToken = answer.accessToken;
    return (
      answer.identity ??
      (await this.me()) ?? {
        id: credentials.username,
        username: credentials.username,
      }
    );
  }

  override async logout(): Promise<void> {
    try {
      await this.post('logout');
    } finally {
      this.accessToken = null;
    }
  }

  override async restore(): Promise<NgaIdentity | null> {
    const answer = await this.renewToken();
    if (!answer) return null;
    return answer.identity ?? (await this.me());
  }

  override async refresh(): Promise<boolean> {
    return (await this.renewToken()) !== null;
  }

  private async renewToken(): Promise<TokenAnswer | null> {
    try {
      const answer = await this.post<TokenAnswer>('refresh');
      this.accessToken = answer.accessToken;
      return answer;
    } catch {
      this.accessToken = null;
      return null;
    }
  }

  override headers(): Readonly<Record<string, string>> {
    return this.accessToken ? { Authorization: `Bearer ${this.accessToken}` } : {};
  }
}

/**
 * A session cookie: `login` makes the API set an HttpOnly session cookie and a readable
 * `XSRF-TOKEN` cookie; Angular's HttpClient sends the latter back as `X-XSRF-TOKEN` with each
 * write (its XSRF support, on by default with `provideHttpClient()`), so another site cannot
 * write on the user's behalf. For an admin served from the same origin as its API.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withAuth(NgaCookieAuth));
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaCookieAuth extends NgaHttpAuth {
  override async login(credentials: NgaCredentials): Promise<NgaIdentity> {
    const answer = await this.post<{ identity?: NgaIdentity }>('login', {
      ...credentials,
      mode: 'cookie',
    });
    return (
      answer.identity ??
      (await this.me()) ?? {
        id: credentials.username,
        username: credentials.username,
      }
    );
  }

  override async logout(): Promise<void> {
    await this.post('logout');
  }

  override restore(): Promise<NgaIdentity | null> {
    return this.me();
  }

  override async refresh(): Promise<boolean> {
    // A session cookie cannot be renewed from the page: an expired session signs in again.
    return false;
  }

  override headers(): Readonly<Record<string, string>> {
    return {};
  }
}
