import { DOCUMENT } from '@angular/common';
import {
  afterNextRender,
  Component,
  computed,
  DestroyRef,
  ElementRef,
  inject,
  Injector,
  signal,
} from '@angular/core';
import { Title } from '@angular/platform-browser';
import { NavigationEnd, Router, RouterLink, RouterOutlet } from '@angular/router';
import { NgaLinks } from '../base/links';
import { NgaProgression } from '../base/progression';
import { NGA_APPLICATION, NGA_CONFIGURATION } from '../base/tokens';
import { NgaAuth } from '../data/auth/auth';
import { NgaIntl } from '../i18n/intl';
import { NgaTemplate } from '../templates/template';
import { NgaConfigurationProblems } from './configuration-problems';
import { NgaSavedViewsNav } from '../views/list/saved-views/saved-views-nav';
import { NgaMenuTree } from './menu-tree';
import { NgaTheme } from './theme';
import type { Application } from '@ng-admin/core/config';
import { NgaPartDownloadFailed } from '../base/part-download-failed';
import { NgaDownloadFailed } from './download-failed';

/** Below this width the navigation floats over the content instead of sitting beside it. */
const NARROW_QUERY = '(max-width: 959.98px)';

/**
 * The admin's layout: a top bar with the application title (or its `header` template), the
 * side navigation from the application's menu (a drawer over the content on small screens),
 * a progress bar while requests run, and the routed views. It is all a host application's
 * root template needs; under a host router it is the component of the admin's route. When
 * `provideNgAdmin` refused the configuration, it shows the problems instead.
 *
 * It uses Material 3 tokens but no Material component, so that the first page an admin shows
 * downloads only what that page needs.
 *
 * @usageNotes
 * ```html
 * <nga-admin />
 * ```
 */
@Component({
  selector: 'nga-admin',
  imports: [
    NgaConfigurationProblems,
    NgaMenuTree,
    NgaSavedViewsNav,
    NgaTemplate,
    RouterLink,
    RouterOutlet,
    NgaPartDownloadFailed,
    NgaDownloadFailed,
  ],
  host: { '(keydown.escape)': 'closeNav()' },
  templateUrl: './ng-admin.html',
  styleUrl: './ng-admin.scss',
})
export class NgAdminComponent {
  /** Refused by provideNgAdmin, the configuration's problems show instead of the admin. */
  protected readonly configuration = inject(NGA_CONFIGURATION);
  private readonly injector = inject(Injector);
  private accepted?: Application;
  protected readonly intl = inject(NgaIntl);
  protected readonly progression = inject(NgaProgression);
  protected readonly theme = inject(NgaTheme);
  protected readonly links = inject(NgaLinks);
  private readonly document = inject(DOCUMENT);

  protected readonly isNarrow = signal(false);
  private readonly navOpenOnNarrow = signal(false);
  /** Whether the navigation shows: always beside the content, on demand over it. */
  protected readonly navOpen = computed(() => !this.isNarrow() || this.navOpenOnNarrow());
  protected readonly header = computed(() => this.application.header());
  /**
   * What a `header` template may use: the application, the navigation toggle, and ng-admin's
   * `appController` (`applicationName`, `displayHome()`), so ng-admin 1.0 headers carry over.
   */
  protected readonly headerScope = computed(() => {
    const displayHome = () => void this.router.navigate(this.links.home().commands);
    return {
      application: this.application,
      toggleNavigation: () => this.toggleNav(),
      displayHome,
      appController: { applicationName: this.application.title(), displayHome },
    };
  });
  private readonly router = inject(Router);
  protected readonly menu = computed(() => this.application.menu());
  protected readonly auth = inject(NgaAuth);
  /** The navigation and account menu show once someone is signed in (or without auth). */
  protected readonly signedIn = computed(() => this.auth.status() === 'signed-in');
  /** The account menu's line and button label: the user's name, else no name at all. */
  protected readonly account = computed(() => {
    const name = this.auth.displayName();
    return name === null
      ? { line: this.intl.signedIn, label: this.intl.userMenu }
      : { line: this.intl.signedInAs(name), label: `${this.intl.userMenu}: ${name}` };
  });
  /** What a screen reader hears after a navigation: the new page's title. */
  protected readonly announcement = signal('');
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly title = inject(Title);

  /**
   * The application, read only once the configuration is accepted: a refused one shows its
   * problems alone, and may have none (the DSL's download failed).
   */
  protected get application(): Application {
    this.accepted ??= this.injector.get(NGA_APPLICATION);
    return this.accepted;
  }

  constructor() {
    const media = this.document.defaultView?.matchMedia?.(NARROW_QUERY);
    if (media) {
      this.isNarrow.set(media.matches);
      const follow = (event: MediaQueryListEvent) => this.isNarrow.set(event.matches);
      media.addEventListener('change', follow);
      inject(DestroyRef).onDestroy(() => media.removeEventListener('change', follow));
    }
    let navigations = 0;
    const subscription = inject(Router).events.subscribe((event) => {
      if (!(event instanceof NavigationEnd)) return;
      // On small screens the navigation floats over the content: close it once the user picked.
      this.navOpenOnNarrow.set(false);
      // After the first page, focus follows the user to the new page's heading.
      if (navigations++ > 0) this.focusPage();
    });
    // The session ended while in use: sign in again, then come back here.
    const expired = this.auth.expired.subscribe(() => {
      void this.router.navigate([...this.links.home().commands, 'login'], {
        queryParams: { returnUrl: this.router.url, expired: 1 },
      });
    });
    inject(DestroyRef).onDestroy(() => {
      subscription.unsubscribe();
      expired.unsubscribe();
    });
    afterNextRender(() => warnWithoutTheme(this.document));
  }

  protected toggleNav(): void {
    this.navOpenOnNarrow.update((open) => !open);
  }

  protected closeNav(): void {
    this.navOpenOnNarrow.set(false);
  }

  /**
   * Moves focus to the heading of the page just shown (views render it as soon as they start)
   * and announces the page's title, so that keyboard and screen reader users know where they
   * landed instead of being left on the body.
   */
  private focusPage(frames = 30): void {
    const view = this.document.defaultView;
    if (!view) return;
    const heading = this.host.nativeElement.querySelector<HTMLElement>('main h1');
    if (!heading) {
      if (frames > 0) view.requestAnimationFrame(() => this.focusPage(frames - 1));
      return;
    }
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
    this.announcement.set(this.title.getTitle());
  }

  protected async signOut(): Promise<void> {
    await this.auth.logout();
    await this.router.navigate([...this.links.home().commands, 'login']);
  }

  /** The skip link moves focus into the main region without changing the URL. */
  protected skipToMain(event: Event, main: HTMLElement): void {
    event.preventDefault();
    main.focus();
  }
}

/** Says in the console, with the fix, when the page has no Material 3 theme: it would look broken. */
function warnWithoutTheme(document: Document): void {
  const root = document.documentElement;
  const view = document.defaultView;
  if (!view || view.getComputedStyle(root).getPropertyValue('--mat-sys-primary').trim() !== '') {
    return;
  }
  console.error(
    '@ng-admin/core: no Material 3 theme is loaded, so the admin has no colors or typography. ' +
      'Add a theme to the build\'s "styles" in angular.json, e.g. ' +
      '"node_modules/@ng-admin/core/themes/azure.css", or include mat.theme() in your styles ' +
      '(ng add @ng-admin/core does it; see the README).',
  );
}
