import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ApplicationInitStatus } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaAuth } from '@ng-admin/core';
import { App } from './app';
import { appConfig } from './app.config';

describe('App', () => {
  async function signedInAs(roles: string[]): Promise<HTMLElement> {
    await TestBed.configureTestingModule({
      imports: [App],
      providers: [...appConfig.providers, provideHttpClientTesting()],
    }).compileComponents();
    // The configuration is a chunk of its own: the application starts once it has loaded.
    await TestBed.inject(ApplicationInitStatus).donePromise;
    const fixture = TestBed.createComponent(App);
    const restored = TestBed.inject(NgaAuth).ready();
    // The session comes back from the refresh cookie, as when the page loads.
    TestBed.inject(HttpTestingController)
      .expectOne('/api/refresh')
      .flush({ accessToken: 'token', identity: { id: 1, fullName: 'Ada Admin', roles } });
    await restored;
    await fixture.whenStable();
    return fixture.nativeElement as HTMLElement;
  }

  afterEach(() => TestBed.inject(HttpTestingController).match(() => true));

  it('renders the blog admin shell with its menu and the signed-in user', async () => {
    const element = await signedInAs(['admin']);
    expect(element.querySelector('.nga-app-title')?.textContent).toContain('ng-admin blog');
    const links = [...element.querySelectorAll('nav .nga-menu-title')].map((item) =>
      item.textContent?.trim(),
    );
    expect(links).toEqual(['Posts', 'Comments', 'Tags', 'Tag directory']);
    expect(element.querySelector('.nga-user-button')?.getAttribute('aria-label')).toBe(
      'Account: Ada Admin',
    );
  });

  it('shows no menu to a user without a role the configuration knows', async () => {
    const element = await signedInAs(['guest']);
    expect(element.querySelectorAll('nav .nga-menu-title').length).toBe(0);
  });
});
