import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { blog, setUpData } from '../testing.spec';
import { NgaHttpError } from '../nga-http-error';
import { NGA_AUTH_ENDPOINTS } from './built-in-auth';
import { NgaDjangoTokenAuth } from './django-token-auth';

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('NgaDjangoTokenAuth', () => {
  let http: HttpTestingController;
  let auth: NgaDjangoTokenAuth;

  function setUp(endpoints = {}) {
    ({ http } = setUpData(blog().app, { provide: NGA_AUTH_ENDPOINTS, useValue: endpoints }));
    auth = TestBed.inject(NgaDjangoTokenAuth);
  }

  afterEach(() => http.verify());

  it('trades the credentials for a token, sent as "Token <key>", and asks who signed in', async () => {
    setUp();
    const signedIn = auth.login({ username: 'ada', password: 'secret' });
    const login = http.expectOne('http://api.test/api-token-auth/');
    expect(login.request.method).toBe('POST');
    expect(login.request.body).toEqual({ username: 'ada', password: 'secret' });
    login.flush({ token: 'abc123' });
    await settle();
    const me = http.expectOne('http://api.test/me/');
    expect(me.request.headers.get('Authorization')).toBe('Token abc123');
    me.flush({ id: 'ada', roles: ['admin'] });
    expect(await signedIn).toEqual({ id: 'ada', roles: ['admin'] });
    expect(auth.headers()).toEqual({ Authorization: 'Token abc123' });

    await auth.logout();
    expect(auth.headers()).toEqual({});
  });

  it('takes the username as identity when the API has no me route', async () => {
    setUp({ login: 'token/' });
    const signedIn = auth.login({ username: 'ada', password: 'secret' });
    http.expectOne('http://api.test/token/').flush({ token: 'k' });
    await settle();
    http.expectOne('http://api.test/me/').flush({}, { status: 404, statusText: 'Not Found' });
    expect(await signedIn).toEqual({ id: 'ada' });
  });

  it("says DRF's refusal in its words, and refuses an answer without a token", async () => {
    setUp();
    const refused = auth.login({ username: 'ada', password: 'wrong' });
    http
      .expectOne('http://api.test/api-token-auth/')
      .flush(
        { non_field_errors: ['Unable to log in with provided credentials.'] },
        { status: 400, statusText: 'Bad Request' },
      );
    await expectAsync(refused).toBeRejectedWith(
      jasmine.objectContaining({
        status: 400,
        message: 'Unable to log in with provided credentials.',
      }),
    );
    const malformed = auth.login({ username: 'ada', password: 'secret' });
    http.expectOne('http://api.test/api-token-auth/').flush({ key: 'k' });
    await expectAsync(malformed).toBeRejectedWithError(NgaHttpError, /expected \{ token \}/);
    expect(auth.headers()).toEqual({});
  });

  it('restores no session: a token lives in memory only', async () => {
    setUp();
    expect(await auth.restore()).toBeNull();
    expect(await auth.refresh()).toBeFalse();
  });
});
