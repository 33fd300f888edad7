import { Component, computed, inject, signal } from '@angular/core';
import { ActivatedRoute, Router } from '@angular/router';
import { NgaButton } from '../base/button';
import { NgaLinks } from '../base/links';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaAuth } from '../data/auth/auth';
import { toNgaHttpError } from '../data/nga-http-error';
import { NgaIntl } from '../i18n/intl';

let nextId = 0;

/**
 * The login page of an admin with `withAuth(...)`: username and password, a clear message when
 * signing in fails (wrong credentials, too many attempts, the server unreachable), and back to
 * the page the user wanted (`returnUrl`) once signed in. A form left half-filled when the
 * session ended is offered back there (its draft was kept).
 */
@Component({
  selector: 'nga-login-page',
  imports: [NgaButton],
  template: `
    <section class="nga-login">
      <h1 tabindex="-1">{{ intl.signInTitle(application.title()) }}</h1>
      @if (expiredNotice()) {
        <p class="nga-login-notice" role="status">{{ intl.sessionExpired }}</p>
      }
      <form class="nga-login-form" (submit)="submit($event)" novalidate>
        <label class="nga-login-field" [for]="usernameId">
          <span>{{ intl.username }}</span>
          <input
            [id]="usernameId"
            name="username"
            autocomplete="username"
            required
            [value]="username()"
            (input)="username.set(value($event))"
          />
        </label>
        <label class="nga-login-field" [for]="passwordId">
          <span>{{ intl.password }}</span>
          <input
            [id]="passwordId"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            [value]="password()"
            (input)="password.set(value($event))"
          />
        </label>
        @if (error(); as error) {
          <p class="nga-login-error" role="alert">{{ error }}</p>
        }
        <button ngaButton="filled" type="submit" class="nga-login-submit" [disabled]="busy()">
          {{ intl.signIn }}
        </button>
      </form>
    </section>
  `,
  styles: `
    .nga-login {
      max-width: 400px;
      margin: 48px auto;
      padding: 32px;
      border-radius: var(--mat-sys-corner-extra-large);
      background: var(--mat-sys-surface-container);
      h1 {
        margin: 0 0 24px;
        font: var(--mat-sys-headline-small);
        outline: none;
      }
    }
    .nga-login-form {
      display: flex;
      flex-direction: column;
      gap: 16px;
    }
    .nga-login-field {
      display: flex;
      flex-direction: column;
      gap: 4px;
      font: var(--mat-sys-label-large);
      color: var(--mat-sys-on-surface-variant);
      input {
        height: 48px;
        padding: 0 12px;
        border: 1px solid var(--mat-sys-outline);
        border-radius: var(--mat-sys-corner-extra-small);
        background: var(--mat-sys-surface);
        color: var(--mat-sys-on-surface);
        font: var(--mat-sys-body-large);
      }
      input:focus-visible {
        outline: 2px solid var(--mat-sys-primary);
        outline-offset: -1px;
      }
    }
    .nga-login-notice {
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-login-error {
      margin: 0;
      color: var(--mat-sys-error);
    }
  `,
})
export class NgaLoginPage {
  protected readonly intl = inject(NgaIntl);
  protected readonly application = inject(NGA_APPLICATION);
  private readonly auth = inject(NgaAuth);
  private readonly router = inject(Router);
  private readonly links = inject(NgaLinks);
  private readonly query = inject(ActivatedRoute).snapshot.queryParamMap;

  protected readonly usernameId = `nga-login-username-${nextId}`;
  protected readonly passwordId = `nga-login-password-${nextId++}`;
  protected readonly username = signal('');
  protected readonly password = signal('');
  protected readonly busy = signal(false);
  protected readonly error = signal<string | null>(null);
  protected readonly expiredNotice = computed(() => this.query.get('expired') === '1');

  protected value(event: Event): string {
    return (event.target as HTMLInputElement).value;
  }

  protected async submit(event: Event): Promise<void> {
    event.preventDefault();
    if (!this.username().trim() || !this.password()) {
      this.error.set(this.intl.signInMissing);
      return;
    }
    this.busy.set(true);
    this.error.set(null);
    try {
      await this.auth.login({ username: this.username().trim(), password: this.password() });
      await this.router.navigateByUrl(this.returnUrl());
    } catch (failure) {
      this.password.set('');
      const error = toNgaHttpError(failure);
      this.error.set(
        error.status === 401
          ? this.intl.signInRefused
          : error.status === 429
            ? this.intl.signInTooMany
            : error.status === 0
              ? this.intl.problemNetwork
              : this.intl.signInFailed(error.message),
      );
    } finally {
      this.busy.set(false);
    }
  }

  /** The page to go back to: an address inside the application only, never another site. */
  private returnUrl(): string {
    const url = this.query.get('returnUrl');
    return url && url.startsWith('/') && !url.startsWith('//')
      ? url
      : this.router.serializeUrl(this.router.createUrlTree([...this.links.home().commands]));
  }
}
