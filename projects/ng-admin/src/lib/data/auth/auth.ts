import { computed, inject, Injectable, InjectionToken, signal } from '@angular/core';
import type { NgaIdentity } from '@ng-admin/core/config';
import { Subject } from 'rxjs';
import type { NgaTemplateSource } from '../../templates/template-types';
import { NgaAuthProvider, NgaCredentials, NgaLoginIdentifier } from './auth-provider';

/** The provider given to `withAuth(...)`; null when the admin has no authentication. */
export const NGA_AUTH_PROVIDER = new InjectionToken<NgaAuthProvider | null>('NGA_AUTH_PROVIDER', {
  providedIn: 'root',
  factory: () => null,
});

/**
 * What the login page shows under its form (`withAuth(provider, { loginNote })`): an HTML
 * template, sanitized, whose expressions read `title` (the application's); null for none.
 */
export const NGA_LOGIN_NOTE = new InjectionToken<NgaTemplateSource | null>('NGA_LOGIN_NOTE', {
  providedIn: 'root',
  factory: () => null,
});

/** Where the admin stands with its user. */
export type NgaAuthStatus = 'restoring' | 'signed-out' | 'signed-in';

/**
 * The admin's session: who is signed in (`identity`), signing in and out, and renewing the
 * credentials when the API answers 401. Renewals are shared: however many requests fail at
 * once, one refresh runs, and requests sent with older credentials are replayed without
 * another one. Without `withAuth(...)` everyone is "signed in" anonymously and every request
 * goes as it is.
 *
 * @usageNotes
 * ```ts
 * const auth = inject(NgaAuth);
 * await auth.login({ username: 'editor', password: '...' });
 * auth.identity(); // { id: 2, username: 'editor', roles: ['editor'] }
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaAuth {
  private readonly provider = inject(NGA_AUTH_PROVIDER);
  private readonly state = signal<{ status: NgaAuthStatus; identity: NgaIdentity | null }>({
    status: this.provider ? 'restoring' : 'signed-in',
    identity: null,
  });
  private restoring: Promise<void> | null = null;
  private renewal: Promise<boolean> | null = null;
  private expiredSubject = new Subject<void>();
  private resumed = false;
  private expiredOnce = false;

  /** Whether the admin has authentication at all (`withAuth`). */
  readonly enabled = this.provider !== null;
  readonly status = computed(() => this.state().status);
  /** Who is signed in; null when nobody is (or without authentication). */
  readonly identity = computed(() => this.state().identity);
  /**
   * The signed-in user's name as the account menu shows it (the provider's `displayName`:
   * full name, name, username or email); null when the identity has none of them.
   */
  readonly displayName = computed(() => {
    const identity = this.identity();
    return identity && this.provider ? this.provider.displayName(identity) : null;
  });
  /** What the login form asks for besides the password (the provider's `identifier`). */
  readonly identifier: NgaLoginIdentifier = this.provider?.identifier ?? 'username';
  /**
   * Bumped each time the credentials change (a login, a refresh): a request sent before a
   * renewal is replayed with the new credentials, not renewed again.
   */
  generation = 0;
  /** Emits when the session ended while in use (a renewal failed): time to sign in again. */
  readonly expired = this.expiredSubject.asObservable();

  /** Restores the session once (at the first navigation); later calls wait for the same. */
  ready(): Promise<void> {
    if (!this.provider) return Promise.resolve();
    this.restoring ??= this.provider.restore().then(
      (identity) => this.settle(identity),
      () => this.settle(null),
    );
    return this.restoring;
  }

  /** Signs in; rejects with the provider's error (wrong credentials, too many attempts). */
  async login(credentials: NgaCredentials): Promise<NgaIdentity> {
    if (!this.provider) throw new Error('The admin has no authentication: add withAuth(...).');
    const identity = await this.provider.login(credentials);
    this.resumed = this.expiredOnce;
    this.expiredOnce = false;
    this.restoring = Promise.resolve();
    this.generation++;
    this.settle(identity);
    return identity;
  }

  /** Signs out, at the server too when it answers. */
  async logout(): Promise<void> {
    try {
      await this.provider?.logout();
    } finally {
      this.generation++;
      this.settle(null);
    }
  }

  /** The headers that authorize an API request now. */
  headers(): Readonly<Record<string, string>> {
    return this.provider?.headers() ?? {};
  }

  /**
   * After a 401 to a request sent at `sentAt` (a `generation`): true when that request may be
   * replayed (the credentials were renewed, by this call or an earlier one), false when the
   * session is over (the user is then asked to sign in again).
   */
  async renew(sentAt: number): Promise<boolean> {
    if (!this.provider) return false;
    if (sentAt < this.generation) return true;
    this.renewal ??= this.provider
      .refresh()
      .catch(() => false)
      .then((renewed) => {
        this.renewal = null;
        if (renewed) this.generation++;
        else this.end();
        return renewed;
      });
    return this.renewal;
  }

  /**
   * True once after signing in again when the session had ended while in use: the page the
   * user comes back to may put back what they were typing.
   */
  takeResumed(): boolean {
    const resumed = this.resumed;
    this.resumed = false;
    return resumed;
  }

  private settle(identity: NgaIdentity | null): void {
    this.state.set({ status: identity ? 'signed-in' : 'signed-out', identity });
  }

  private end(): void {
    if (this.state().status !== 'signed-in') return;
    this.settle(null);
    this.expiredOnce = true;
    this.expiredSubject.next();
  }
}
