import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { admin, type NgaIdentity } from '@ng-admin/core/config';
import { firstValueFrom } from 'rxjs';
import { blog, setUpData } from '../testing.spec';
import { NgaRestClient } from '../rest-client';
import { NgaHttpError } from '../nga-http-error';
import { NGA_AUTH_PROVIDER, NgaAuth } from './auth';
import { NgaAuthProvider } from './auth-provider';
import { NgaPermissions } from './permissions';

/** A provider whose token is a counter: each refresh hands out the next one. */
class CountingAuth extends NgaAuthProvider {
  refreshes = 0;
  token = 1;
  refreshAnswer = true;
  identity: NgaIdentity = { id: 2, username: 'editor', roles: ['editor'] };
  pendingRefresh: (() => void) | null = null;

  login = async () => this.identity;
  logout = async () => undefined;
  restore = async () => this.identity;
  refresh(): Promise<boolean> {
    this.refreshes++;
    return new Promise((resolve) => {
      this.pendingRefresh = () => {
        if (this.refreshAnswer) this.token++;
        resolve(this.refreshAnswer);
      };
    });
  }
  headers() {
    return { Authorization: `Bearer t${this.token}` };
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('NgaAuth with the REST client', () => {
  let provider: CountingAuth;
  let http: HttpTestingController;
  let client: NgaRestClient;
  let auth: NgaAuth;

  beforeEach(async () => {
    provider = new CountingAuth();
    ({ http } = setUpData(blog().app, { provide: NGA_AUTH_PROVIDER, useValue: provider }));
    client = TestBed.inject(NgaRestClient);
    auth = TestBed.inject(NgaAuth);
    await auth.ready();
  });

  afterEach(() => http.verify());

  function get(path: string) {
    return firstValueFrom(
      client.send({ method: 'GET', url: `http://api.test/${path}`, params: [] }),
    );
  }

  it('adds the provider headers to every request', async () => {
    const answer = get('posts');
    const request = http.expectOne('http://api.test/posts');
    expect(request.request.headers.get('Authorization')).toBe('Bearer t1');
    request.flush([]);
    await answer;
  });

  it('ten parallel 401s cause one refresh, then each request is replayed once', async () => {
    const answers = Array.from({ length: 10 }, (_, index) => get(`posts/${index}`));
    for (let index = 0; index < 10; index++) {
      http
        .expectOne(`http://api.test/posts/${index}`)
        .flush({ message: 'expired' }, { status: 401, statusText: 'Unauthorized' });
    }
    await settle();
    expect(provider.refreshes).toBe(1);
    provider.pendingRefresh!();
    await settle();
    for (let index = 0; index < 10; index++) {
      const replay = http.expectOne(`http://api.test/posts/${index}`);
      expect(replay.request.headers.get('Authorization')).toBe('Bearer t2');
      replay.flush({ id: index });
    }
    const bodies = await Promise.all(answers);
    expect(bodies.map((response) => (response.body as { id: number }).id)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(provider.refreshes).toBe(1);
  });

  it('a request sent before a renewal that gets its 401 after it is replayed without another refresh', async () => {
    const early = get('posts/1');
    const late = get('posts/2');
    const first = http.expectOne('http://api.test/posts/1');
    const second = http.expectOne('http://api.test/posts/2');
    first.flush({}, { status: 401, statusText: 'Unauthorized' });
    await settle();
    provider.pendingRefresh!();
    await settle();
    http.expectOne('http://api.test/posts/1').flush({ id: 1 });
    await early;
    second.flush({}, { status: 401, statusText: 'Unauthorized' });
    await settle();
    http.expectOne('http://api.test/posts/2').flush({ id: 2 });
    await late;
    expect(provider.refreshes).toBe(1);
  });

  it('a failed refresh ends the session: the 401 reaches the caller and `expired` emits', async () => {
    let expired = 0;
    auth.expired.subscribe(() => expired++);
    provider.refreshAnswer = false;
    const answer = get('posts').catch((error: unknown) => error);
    http.expectOne('http://api.test/posts').flush({}, { status: 401, statusText: 'Unauthorized' });
    await settle();
    provider.pendingRefresh!();
    const failure = await answer;
    expect(failure).toEqual(jasmine.any(NgaHttpError));
    expect((failure as NgaHttpError).status).toBe(401);
    expect(auth.status()).toBe('signed-out');
    expect(expired).toBe(1);
  });

  it('a 403 is not renewed', async () => {
    const answer = get('posts').catch((error: unknown) => error);
    http.expectOne('http://api.test/posts').flush({}, { status: 403, statusText: 'Forbidden' });
    expect(((await answer) as NgaHttpError).status).toBe(403);
    expect(provider.refreshes).toBe(0);
  });
});

describe('NgaPermissions', () => {
  function permissionsFor(identity: NgaIdentity | null, withAuth = true) {
    const provider = new CountingAuth();
    if (identity) provider.identity = identity;
    const config = blog();
    config.app.permissions({
      admin: true,
      editor: { delete: false, fields: { views: 'read' } },
      viewer: { create: false, edit: false, delete: false, fields: { views: 'none' } },
    });
    setUpData(config.app, withAuth ? { provide: NGA_AUTH_PROVIDER, useValue: provider } : []);
    return { config, permissions: TestBed.inject(NgaPermissions), auth: TestBed.inject(NgaAuth) };
  }

  it("applies the signed-in user's roles to views and fields", async () => {
    const { config, permissions, auth } = permissionsFor({ id: 3, roles: ['viewer'] });
    await auth.ready();
    expect(permissions.canView(config.posts, 'list')).toBeTrue();
    expect(permissions.canView(config.posts, 'edition')).toBeFalse();
    expect(permissions.canView(config.posts, 'batchDelete')).toBeFalse();
    expect(permissions.fieldAccess(config.posts, 'views')).toBe('none');
    expect(
      permissions
        .readable(config.posts, [admin.field('title'), admin.field('views')])
        .map((f) => f.name()),
    ).toEqual(['title']);
  });

  it('follows the identity: signing in as another user changes the answers', async () => {
    const { config, permissions, auth } = permissionsFor({ id: 2, roles: ['editor'] });
    await auth.ready();
    expect(permissions.fieldAccess(config.posts, 'views')).toBe('read');
    expect(permissions.canView(config.posts, 'deletion')).toBeFalse();
    await auth.logout();
    expect(permissions.of(config.posts).visible).toBeFalse();
  });

  it('without authentication, everything enabled is allowed', () => {
    const { config, permissions } = permissionsFor(null, false);
    expect(permissions.canView(config.posts, 'deletion')).toBeTrue();
    expect(permissions.fieldAccess(config.posts, 'views')).toBe('write');
    config.posts.deletionView().disable();
    expect(permissions.canView(config.posts, 'deletion')).toBeFalse();
  });
});
