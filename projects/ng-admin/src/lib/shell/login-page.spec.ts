import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { RouterTestingHarness } from '@angular/router/testing';
import { admin, type NgaIdentity } from '@ng-admin/core/config';
import {
  NgaAuthProvider,
  type NgaCredentials,
  type NgaLoginIdentifier,
} from '../data/auth/auth-provider';
import { NgaHttpError } from '../data/nga-http-error';
import { provideNgAdmin, withAuth, type NgaAuthOptions } from '../provide-ng-admin';
import { waitFor } from '../fields/shared/widget-testing.spec';

/** Signs in `ada@example.com` with "right"; any other password is refused as json-server-auth does. */
class EmailAuth extends NgaAuthProvider {
  override readonly identifier: NgaLoginIdentifier = 'email';
  readonly tried: NgaCredentials[] = [];
  async login(credentials: NgaCredentials): Promise<NgaIdentity> {
    this.tried.push(credentials);
    if (credentials.password === 'right') return { id: 1, email: credentials.username };
    throw new NgaHttpError({ status: 400, message: 'Incorrect password', url: '/api/login' });
  }
  logout = async () => undefined;
  restore = async () => null;
  refresh = async () => false;
  headers = () => ({});
}

/** The same, asking for a username (the default). */
class UsernameAuth extends EmailAuth {
  override readonly identifier: NgaLoginIdentifier = 'username';
}

describe('NgaLoginPage', () => {
  let element: HTMLElement;
  let provider: EmailAuth;
  let harness: RouterTestingHarness;

  async function open(auth: EmailAuth, options: NgaAuthOptions = {}): Promise<void> {
    provider = auth;
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideNgAdmin(
          () => admin.application('Blog').baseApiUrl('/api/').addEntity(posts),
          withAuth(auth, options),
        ),
      ],
    });
    harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/login');
    element = harness.routeNativeElement!;
  }

  const identifier = () => element.querySelectorAll<HTMLInputElement>('input')[0]!;
  const password = () => element.querySelector<HTMLInputElement>('input[type="password"]')!;
  const label = () => element.querySelector('mat-label')!.textContent!.trim();
  /** Every message on the page that tells what went wrong, wherever it is. */
  const messages = () =>
    [...element.querySelectorAll('[role="alert"], mat-error, .mat-mdc-form-field-error')].map(
      (node) => node.textContent!.trim(),
    );

  /** Which fields are marked in error (the identifier's, the password's). */
  const marked = () =>
    [...element.querySelectorAll('mat-form-field')].map((field) =>
      field.classList.contains('mat-form-field-invalid'),
    );

  async function submit(id: string, secret: string): Promise<void> {
    for (const [input, value] of [
      [identifier(), id],
      [password(), secret],
    ] as const) {
      input.value = value;
      input.dispatchEvent(new Event('input'));
      input.dispatchEvent(new Event('blur'));
    }
    element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await harness.fixture.whenStable();
  }

  it('asks for an email, with an email box, when the provider says so', async () => {
    await open(new EmailAuth());
    expect(label()).toBe('Email');
    expect(identifier().type).toBe('email');
    expect(identifier().getAttribute('autocomplete')).toBe('email');
  });

  it('asks for a username in a text box by default', async () => {
    await open(new UsernameAuth());
    expect(label()).toBe('Username');
    expect(identifier().type).toBe('text');
    expect(identifier().getAttribute('autocomplete')).toBe('username');
  });

  it('says once that a field is missing, and marks the empty fields', async () => {
    await open(new EmailAuth());
    await submit('ada@example.com', '');
    await waitFor(() => messages().length > 0);
    expect(messages()).toEqual(['Enter your email and password.']);
    expect(marked()).toEqual([false, true]);
    expect(provider.tried).toEqual([]);
  });

  it("shows one message when the server refuses the password (a 400, the server's words)", async () => {
    await open(new UsernameAuth());
    await submit('ada', 'wrong');
    await waitFor(() => messages().length > 0);
    await harness.fixture.whenStable();
    expect(messages()).toEqual(['Signing in failed: Incorrect password']);
    // The password is cleared for the next try, without a "missing" message under it.
    expect(password().value).toBe('');
    expect(marked()).toEqual([false, false]);
    expect(provider.tried).toEqual([{ username: 'ada', password: 'wrong' }]);
  });

  it("shows the application's note under the form, sanitized", async () => {
    await open(new EmailAuth(), {
      loginNote:
        '<p>Demo account: <b>ada@example.com</b> in {{ title }}</p><script>alert(1)</script>',
    });
    const note = () => element.querySelector('.nga-login-note');
    await waitFor(() => !!note()?.querySelector('b'));
    expect(note()!.textContent!.trim()).toBe('Demo account: ada@example.com in Blog');
    expect(note()!.querySelector('script')).toBeNull();
  });

  it('has no note by default', async () => {
    await open(new EmailAuth());
    expect(element.querySelector('.nga-login-note')).toBeNull();
  });
});
