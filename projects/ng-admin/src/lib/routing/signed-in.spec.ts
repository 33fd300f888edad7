import { Location } from '@angular/common';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { admin, type NgaIdentity } from '@ng-admin/core/config';
import { NGA_VIEW_ROUTE } from '../base/links';
import { NGA_APPLICATION } from '../base/tokens';
import { NGA_AUTH_PROVIDER } from '../data/auth/auth';
import { NgaAuthProvider } from '../data/auth/auth-provider';
import { signedIn, viewAllowed } from './signed-in';

@Component({ template: 'page' })
class Page {}

@Component({ template: 'not allowed' })
class Forbidden {}

class FixedAuth extends NgaAuthProvider {
  constructor(private readonly identity: NgaIdentity | null) {
    super();
  }
  login = async () => this.identity!;
  logout = async () => undefined;
  restore = async () => this.identity;
  refresh = async () => false;
  headers = () => ({});
}

/** The admin's routes under a host route per mount segment, beside a host page at `/`. */
function mounted(mount: string[], routes: Routes): Routes {
  if (mount.length === 0) return routes;
  const nested = mount.reduceRight<Routes>((children, path) => [{ path, children }], routes);
  return [{ path: '', pathMatch: 'full', component: Page }, ...nested];
}

describe('signedIn and viewAllowed', () => {
  let shown = '';

  async function navigate(
    identity: NgaIdentity | null,
    url: string,
    mount: string[] = [],
  ): Promise<string> {
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    posts.editionView().fields(admin.field('title'));
    const application = admin
      .application('Blog')
      .addEntity(posts)
      .permissions({ admin: true, viewer: { edit: false } });
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: NGA_APPLICATION, useValue: application },
        { provide: NGA_AUTH_PROVIDER, useValue: new FixedAuth(identity) },
        provideRouter(
          mounted(mount, [
            { path: 'login', component: Page, data: { [NGA_VIEW_ROUTE]: 'login' } },
            { path: 'forbidden', component: Forbidden, data: { [NGA_VIEW_ROUTE]: 'forbidden' } },
            {
              path: ':entity/list',
              canActivate: [signedIn, viewAllowed('list')],
              component: Page,
              data: { [NGA_VIEW_ROUTE]: 'list' },
            },
            {
              path: ':entity/edit/:id',
              canActivate: [signedIn, viewAllowed('edition')],
              component: Page,
              data: { [NGA_VIEW_ROUTE]: 'edition' },
            },
          ]),
        ),
      ],
    });
    const harness = await RouterTestingHarness.create();
    // A page of the host application first: the admin's links have not seen the mount yet.
    if (mount.length > 0) await harness.navigateByUrl('/');
    await harness.navigateByUrl(url);
    shown = harness.routeNativeElement?.textContent ?? '';
    return TestBed.inject(Location).path();
  }

  it('sends a visitor without a session to the login page, with the way back', async () => {
    expect(await navigate(null, '/posts/list?page=2')).toBe(
      '/login?returnUrl=%2Fposts%2Flist%3Fpage%3D2',
    );
  });

  it('lets a restored session in', async () => {
    expect(await navigate({ id: 1, roles: ['admin'] }, '/posts/edit/3')).toBe('/posts/edit/3');
    expect(shown).toBe('page');
  });

  it('shows "not allowed" at the same address for a view the user may not open', async () => {
    const url = await navigate({ id: 3, roles: ['viewer'] }, '/posts/edit/3');
    expect(url).toBe('/posts/edit/3');
    expect(shown).toBe('not allowed');
  });

  it('under a mount path, sends the visitor to the login page of the admin, not of the host', async () => {
    expect(await navigate(null, '/back-office/admin/posts/list', ['back-office', 'admin'])).toBe(
      '/back-office/admin/login?returnUrl=%2Fback-office%2Fadmin%2Fposts%2Flist',
    );
  });

  it('under a mount path, shows the admin\'s "not allowed" page', async () => {
    const url = await navigate({ id: 3, roles: ['viewer'] }, '/admin/posts/edit/3', ['admin']);
    expect(url).toBe('/admin/posts/edit/3');
    expect(shown).toBe('not allowed');
  });

  it('keeps the login page under the mount on the first navigation, when no link was built yet', async () => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: NGA_APPLICATION, useValue: admin.application('Blog') },
        { provide: NGA_AUTH_PROVIDER, useValue: new FixedAuth(null) },
        provideRouter([
          {
            path: 'admin',
            children: [
              { path: 'login', component: Page, data: { [NGA_VIEW_ROUTE]: 'login' } },
              {
                path: ':entity/list',
                canActivate: [signedIn],
                component: Page,
                data: { [NGA_VIEW_ROUTE]: 'list' },
              },
            ],
          },
        ]),
      ],
    });
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/admin/posts/list');
    expect(TestBed.inject(Location).path()).toBe('/admin/login?returnUrl=%2Fadmin%2Fposts%2Flist');
  });
});
