import { Injectable } from '@angular/core';
import type { NgaIdentity } from '@ng-admin/core/config';
import { NgaHttpError } from '../nga-http-error';
import type { NgaCredentials } from './auth-provider';
import { NgaAuthEndpoints, NgaHttpAuth } from './built-in-auth';

/**
 * Django REST framework's token authentication: `login` posts the credentials to
 * `obtain_auth_token` and keeps the token it answers in memory; every API request carries
 * `Authorization: Token <key>`. The identity comes from the `me` route when the API has one,
 * else it is the username. DRF tokens do not expire and cannot be renewed, so a reload of the
 * page signs in again. Routes (relative to `baseApiUrl`): `login` `api-token-auth/`, `me` `me/`.
 *
 * @usageNotes
 * ```ts
 * // urls.py: path('api/api-token-auth/', obtain_auth_token)
 * provideNgAdmin(() => buildAdmin(), withAuth(NgaDjangoTokenAuth));
 * provideNgAdmin(() => buildAdmin(), withAuth(NgaDjangoTokenAuth, { endpoints: { login: 'token/' } }));
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaDjangoTokenAuth extends NgaHttpAuth {
  private token: string | null = null;

  protected override defaultEndpoints(): NgaAuthEndpoints {
    return { login: 'api-token-auth/', refresh: '', logout: '', me: 'me/' };
  }

  override async login(credentials: NgaCredentials): Promise<NgaIdentity> {
    const answer = await this.post<{ token?: unknown }>('login', {
      username: credentials.username,
      password: credentials.password,
    }).catch((error: NgaHttpError) => {
      // DRF refuses credentials with { "non_field_errors": ["Unable to log in ..."] }.
      const said = (error.body as { non_field_errors?: unknown } | undefined)?.non_field_errors;
      throw Array.isArray(said) && typeof said[0] === 'string'
        ? new NgaHttpError({ status: error.status, message: said.join(' '), body: error.body })
        : error;
    });
    if (typeof answer?.token !== 'string' || !answer.token) {
      throw new NgaHttpError({
        status: 200,
        message: 'The server answer is malformed: expected { token }.',
        reason: { kind: 'malformed', expected: '{ token }' },
        body: answer,
      });
    }
    this.token = answer.token;
    return (await this.me()) ?? { id: credentials.username };
  }

  override async logout(): Promise<void> {
    this.token = null;
  }

  override async restore(): Promise<NgaIdentity | null> {
    return null;
  }

  override async refresh(): Promise<boolean> {
    this.token = null;
    return false;
  }

  override headers(): Readonly<Record<string, string>> {
    return this.token ? { Authorization: `Token ${this.token}` } : {};
  }
}
