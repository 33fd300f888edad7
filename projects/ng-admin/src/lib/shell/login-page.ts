import { Component, computed, inject, signal } from '@angular/core';
import {
  AbstractControl,
  FormControl,
  FormGroup,
  ReactiveFormsModule,
  Validators,
} from '@angular/forms';
import { ErrorStateMatcher } from '@angular/material/core';
import { MatFormField, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { ActivatedRoute, Router } from '@angular/router';
import { NgaButton } from '../base/button';
import { NgaLinks } from '../base/links';
import { NGA_APPLICATION } from '../base/tokens';
import { NGA_LOGIN_NOTE, NgaAuth } from '../data/auth/auth';
import { errorText } from '../data/error-text';
import { toNgaHttpError } from '../data/nga-http-error';
import { NgaIntl } from '../i18n/intl';
import { NgaTemplate } from '../templates/template';

/**
 * The login page of an admin with `withAuth(...)`: the identifier the provider asks for (a
 * username or an email) and the password, one clear message when signing in fails (wrong
 * credentials, too many attempts, the server unreachable), the application's note if it has
 * one, and back to the page the user wanted (`returnUrl`) once signed in. A form left
 * half-filled when the session ended is offered back there (its draft was kept).
 */
@Component({
  selector: 'nga-login-page',
  imports: [MatFormField, MatInput, MatLabel, NgaButton, NgaTemplate, ReactiveFormsModule],
  template: `
    <section class="nga-login">
      <h1 tabindex="-1">{{ intl.signInTitle(application.title()) }}</h1>
      @if (expiredNotice()) {
        <p class="nga-login-notice" role="status">{{ intl.sessionExpired }}</p>
      }
      <form class="nga-login-form" [formGroup]="form" (ngSubmit)="submit()" novalidate>
        <mat-form-field appearance="outline">
          <mat-label>{{ asksEmail ? intl.email : intl.username }}</mat-label>
          <input
            matInput
            formControlName="username"
            [type]="asksEmail ? 'email' : 'text'"
            [attr.autocomplete]="asksEmail ? 'email' : 'username'"
            [errorStateMatcher]="missingFields"
            required
          />
        </mat-form-field>
        <mat-form-field appearance="outline">
          <mat-label>{{ intl.password }}</mat-label>
          <input
            matInput
            formControlName="password"
            type="password"
            autocomplete="current-password"
            [errorStateMatcher]="missingFields"
            required
          />
        </mat-form-field>
        @if (error(); as error) {
          <p class="nga-login-error" role="alert">{{ error }}</p>
        }
        <button ngaButton="filled" type="submit" class="nga-login-submit" [disabled]="busy()">
          {{ intl.signIn }}
        </button>
      </form>
      @if (note; as note) {
        <nga-template class="nga-login-note" [template]="note" [scope]="noteScope" />
      }
    </section>
  `,
  styles: `
    .nga-login {
      box-sizing: border-box;
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
      gap: 4px;
    }
    .nga-login-notice {
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-login-error {
      margin: 0 0 12px;
      color: var(--mat-sys-error);
    }
    .nga-login-note {
      display: block;
      margin-top: 24px;
      padding-top: 16px;
      border-top: 1px solid var(--mat-sys-outline-variant);
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-body-medium);
      overflow-wrap: anywhere;
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

  protected readonly form = new FormGroup({
    username: new FormControl('', { nonNullable: true, validators: [Validators.required] }),
    password: new FormControl('', { nonNullable: true, validators: [Validators.required] }),
  });
  protected readonly busy = signal(false);
  protected readonly error = signal<string | null>(null);
  protected readonly expiredNotice = computed(() => this.query.get('expired') === '1');
  protected readonly asksEmail = this.auth.identifier === 'email';
  protected readonly note = inject(NGA_LOGIN_NOTE);
  /** What the note's expressions read: the application and its title (`{{ title }}`). */
  protected readonly noteScope = { application: this.application, title: this.application.title() };
  /**
   * Whether the message says that a field is missing: the empty fields are then marked, and
   * only then, so that a refused login (which clears the password) shows one message.
   */
  private readonly missing = signal(false);
  protected readonly missingFields: ErrorStateMatcher = {
    isErrorState: (control: AbstractControl | null) => !!control?.invalid && this.missing(),
  };

  protected async submit(): Promise<void> {
    const { username, password } = this.form.getRawValue();
    if (!username.trim() || !password) {
      this.missing.set(true);
      this.error.set(this.asksEmail ? this.intl.signInMissingEmail : this.intl.signInMissing);
      return;
    }
    this.missing.set(false);
    this.busy.set(true);
    this.error.set(null);
    try {
      await this.auth.login({ username: username.trim(), password });
      await this.router.navigateByUrl(this.returnUrl());
    } catch (failure) {
      this.form.controls.password.reset();
      const error = toNgaHttpError(failure);
      this.error.set(
        error.status === 401
          ? this.asksEmail
            ? this.intl.signInRefusedEmail
            : this.intl.signInRefused
          : error.status === 429
            ? this.intl.signInTooMany
            : error.status === 0
              ? this.intl.problemNetwork
              : this.intl.signInFailed(errorText(error, this.intl)),
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
