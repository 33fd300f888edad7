import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ApplicationInitStatus } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { admin, type NgaIdentity } from '@ng-admin/core/config';
import { NGA_AUTH_PROVIDER } from './data/auth/auth';
import { NgaAuthProvider } from './data/auth/auth-provider';
import { NgaConfigurationLoader } from './configuration-loader';
import { provideNgAdmin } from './provide-ng-admin';

/** A session restored when the test says so. */
class HeldSession extends NgaAuthProvider {
  private answer!: (identity: NgaIdentity | null) => void;
  readonly restoring = new Promise<NgaIdentity | null>((resolve) => (this.answer = resolve));
  login = async (): Promise<NgaIdentity> => ({ id: 1, username: 'editor', roles: [] });
  logout = async () => undefined;
  restore = () => this.restoring;
  refresh = async () => false;
  headers = () => ({});
  answerRestore(identity: NgaIdentity | null): void {
    this.answer(identity);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('provideNgAdmin on a cold load of a list address', () => {
  let address: string;
  let session: HeldSession;
  let http: HttpTestingController;
  let started: boolean;

  beforeEach(() => {
    address = location.pathname + location.search;
    history.replaceState(null, '', '/admin/posts/list?perPage=5');
    session = new HeldSession();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideNgAdmin(() => {
          const posts = admin.entity('posts');
          posts.listView().fields(admin.field('title'));
          return admin.application('Blog').baseApiUrl('http://api.test/').addEntity(posts);
        }),
        { provide: NGA_AUTH_PROVIDER, useValue: session },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    started = false;
    void TestBed.inject(ApplicationInitStatus).donePromise.then(() => (started = true));
  });

  afterEach(() => {
    TestBed.resetTestingModule();
    history.replaceState(null, '', address);
  });

  it('renders nothing before the list request has left: the session first, then the request', async () => {
    await TestBed.inject(NgaConfigurationLoader).load();
    await settle();
    expect(started).withContext('started before the session was restored').toBeFalse();
    http.expectNone(() => true);

    session.answerRestore({ id: 1, username: 'editor', roles: [] });
    await TestBed.inject(ApplicationInitStatus).donePromise;

    const list = http.expectOne((request) => request.url.startsWith('http://api.test/posts?'));
    expect(list.request.urlWithParams).toContain('_perPage=5');
  });

  it('starts all the same when the session is not restored, without the request', async () => {
    session.answerRestore(null);
    await TestBed.inject(ApplicationInitStatus).donePromise;
    http.expectNone(() => true);
  });
});
