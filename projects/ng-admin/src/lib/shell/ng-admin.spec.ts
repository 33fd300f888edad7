import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { Router } from '@angular/router';
import { createAdmin, type NgaIdentity } from '@ng-admin/core/config';
import { NgaMemoryStorage } from '@ng-admin/core/testing';
import { NGA_BROWSER_STORAGE } from '../base/browser-storage';
import { NgaAuth } from '../data/auth/auth';
import { NgaAuthProvider } from '../data/auth/auth-provider';
import { provideNgAdmin, withAuth } from '../provide-ng-admin';
import { NgAdminComponent } from './ng-admin';

/** A session that is already open for `identity`. */
class RestoredAuth extends NgaAuthProvider {
  constructor(private readonly identity: NgaIdentity) {
    super();
  }
  login = async () => this.identity;
  logout = async () => undefined;
  restore = async () => this.identity;
  refresh = async () => false;
  headers = () => ({});
}

/** A provider that shows the identity's `login` field. */
class LoginFieldAuth extends RestoredAuth {
  override displayName(identity: NgaIdentity): string | null {
    return typeof identity['login'] === 'string' ? identity['login'] : null;
  }
}

/** A media query list whose `matches` the spec sets, as the browser would on a resize. */
class FakeMediaQueryList {
  private readonly listeners = new Set<(event: MediaQueryListEvent) => void>();

  constructor(public matches: boolean) {}

  addEventListener(_type: 'change', listener: (event: MediaQueryListEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'change', listener: (event: MediaQueryListEvent) => void): void {
    this.listeners.delete(listener);
  }

  change(matches: boolean): void {
    this.matches = matches;
    for (const listener of this.listeners) listener({ matches } as MediaQueryListEvent);
  }

  get listening(): number {
    return this.listeners.size;
  }
}

describe('NgAdminComponent', () => {
  let media: FakeMediaQueryList;
  let fixture: ComponentFixture<NgAdminComponent>;
  let element: HTMLElement;
  // Where the theme choice is kept: fresh for each spec, the browser's own is left alone.
  let storage: { local: NgaMemoryStorage; session: NgaMemoryStorage };

  function application() {
    const admin = createAdmin();
    const posts = admin.entity('posts');
    posts.listView().fields(admin.field('title'));
    return admin.application('Blog admin').baseApiUrl('/api/').addEntity(posts);
  }

  async function render(narrow: boolean, auth?: NgaAuthProvider): Promise<void> {
    media = new FakeMediaQueryList(narrow);
    spyOn(window, 'matchMedia').and.returnValue(media as unknown as MediaQueryList);
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: NGA_BROWSER_STORAGE, useValue: storage },
        auth
          ? provideNgAdmin(() => application(), withAuth(auth))
          : provideNgAdmin(() => application()),
      ],
    });
    if (auth) await TestBed.inject(NgaAuth).ready();
    fixture = TestBed.createComponent(NgAdminComponent);
    await fixture.whenStable();
    element = fixture.nativeElement;
  }

  const toggle = () =>
    element.querySelector<HTMLButtonElement>('button[aria-controls="nga-navigation"]')!;
  const nav = () => element.querySelector<HTMLElement>('nav#nga-navigation')!;
  const main = () => element.querySelector<HTMLElement>('main#nga-main')!;
  const scrim = () => element.querySelector<HTMLElement>('.nga-scrim');

  function expectNavOpen(open: boolean): void {
    expect(toggle().getAttribute('aria-expanded')).toBe(String(open));
    expect(nav().classList.contains('nga-nav-open')).toBe(open);
    expect(nav().inert).toBe(!open);
  }

  beforeEach(() => {
    storage = { local: new NgaMemoryStorage(), session: new NgaMemoryStorage() };
  });

  it('shows the title linked to the dashboard and the menu of the entities', async () => {
    await render(false);
    const title = element.querySelector('a.nga-app-title')!;
    expect(title.textContent?.trim()).toBe('Blog admin');
    expect(title.getAttribute('href')).toBe('/');
    expect(nav().getAttribute('aria-label')).toBe('Navigation');
    expect(nav().textContent).toContain('Posts');
  });

  it('skips to the main region of the page shown, which its link also addresses', async () => {
    await render(false);
    const router = TestBed.inject(Router);
    await router.navigateByUrl('/nowhere?page=2');
    await fixture.whenStable();
    const skip = element.querySelector<HTMLAnchorElement>('a.nga-skip-link')!;
    // Not a bare #nga-main: that resolves against the base href, another page.
    expect(skip.getAttribute('href')).toBe('/nowhere?page=2#nga-main');
    skip.click();
    await fixture.whenStable();
    expect(document.activeElement).toBe(main());
    expect(router.url).toBe('/nowhere?page=2');
  });

  it('keeps the navigation beside the content on wide screens', async () => {
    await render(false);
    expectNavOpen(true);
    expect(scrim()).toBeNull();
    expect(main().inert).toBeFalse();
  });

  describe('on narrow screens', () => {
    beforeEach(async () => {
      await render(true);
    });

    it('hides the navigation until the toggle opens it over the content', async () => {
      expectNavOpen(false);
      expect(element.querySelector('.nga-layout')?.classList).toContain('nga-layout-narrow');
      toggle().click();
      await fixture.whenStable();
      expectNavOpen(true);
      expect(scrim()).not.toBeNull();
      expect(main().inert).toBeTrue();
      toggle().click();
      await fixture.whenStable();
      expectNavOpen(false);
      expect(main().inert).toBeFalse();
    });

    it('closes the navigation with Escape, a click on the scrim, or a navigation', async () => {
      toggle().click();
      await fixture.whenStable();
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      await fixture.whenStable();
      expectNavOpen(false);

      toggle().click();
      await fixture.whenStable();
      scrim()!.click();
      await fixture.whenStable();
      expectNavOpen(false);
      expect(scrim()).toBeNull();

      toggle().click();
      await fixture.whenStable();
      await TestBed.inject(Router).navigateByUrl('/nowhere');
      await fixture.whenStable();
      expectNavOpen(false);
    });

    it('follows the screen when it widens, and stops listening once destroyed', async () => {
      media.change(false);
      await fixture.whenStable();
      expectNavOpen(true);
      expect(element.querySelector('.nga-layout-narrow')).toBeNull();
      media.change(true);
      await fixture.whenStable();
      expectNavOpen(false);
      expect(media.listening).toBe(1);
      fixture.destroy();
      expect(media.listening).toBe(0);
    });
  });

  describe('theme', () => {
    const themeButton = () => element.querySelector<HTMLButtonElement>('button.nga-theme-toggle')!;

    it('cycles system, light, dark and system again, on the page and in storage', async () => {
      await render(false);
      const html = document.documentElement.classList;
      const seen: [string | null, string, boolean, boolean, string | null][] = [];
      for (let press = 0; press <= 3; press++) {
        if (press > 0) {
          themeButton().click();
          await fixture.whenStable();
        }
        seen.push([
          themeButton().getAttribute('aria-label'),
          themeButton().textContent?.trim() ?? '',
          html.contains('nga-theme-light'),
          html.contains('nga-theme-dark'),
          storage.local.getItem('nga-theme'),
        ]);
      }
      expect(seen).toEqual([
        ['Color theme: System (switch)', 'brightness_auto', false, false, 'system'],
        ['Color theme: Light (switch)', 'light_mode', true, false, 'light'],
        ['Color theme: Dark (switch)', 'dark_mode', false, true, 'dark'],
        ['Color theme: System (switch)', 'brightness_auto', false, false, 'system'],
      ]);
    });

    it('starts from the stored choice', async () => {
      storage.local.setItem('nga-theme', 'dark');
      await render(false);
      expect(themeButton().textContent?.trim()).toBe('dark_mode');
      expect(document.documentElement.classList).toContain('nga-theme-dark');
    });

    it('takes its class off the page when the application ends', async () => {
      storage.local.setItem('nga-theme', 'light');
      await render(false);
      expect(document.documentElement.classList).toContain('nga-theme-light');
      TestBed.resetTestingModule();
      expect(document.documentElement.classList).not.toContain('nga-theme-light');
    });
  });

  describe('account menu', () => {
    const accountButton = () => element.querySelector<HTMLButtonElement>('.nga-user-button')!;
    const accountLine = () => element.querySelector('.nga-user-name')!.textContent!.trim();

    async function account(auth: NgaAuthProvider): Promise<[string | null, string]> {
      await render(false, auth);
      return [accountButton().getAttribute('aria-label'), accountLine()];
    }

    it("shows the user's full name", async () => {
      expect(
        await account(new RestoredAuth({ id: 1, fullName: 'Ada Admin', email: 'a@x.org' })),
      ).toEqual(['Account: Ada Admin', 'Signed in as Ada Admin']);
    });

    it('falls back to the email when the identity has no name (json-server-auth)', async () => {
      expect(await account(new RestoredAuth({ id: 1, email: 'olivia@example.com' }))).toEqual([
        'Account: olivia@example.com',
        'Signed in as olivia@example.com',
      ]);
    });

    it('never shows the bare identifier', async () => {
      expect(await account(new RestoredAuth({ id: 1 }))).toEqual(['Account', 'Signed in']);
    });

    it("shows the field the provider's displayName picks", async () => {
      expect(
        await account(new LoginFieldAuth({ id: 7, login: 'olivia', email: 'o@x.org' })),
      ).toEqual(['Account: olivia', 'Signed in as olivia']);
    });
  });
});
