import { DOCUMENT } from '@angular/common';
import { Component, computed, DestroyRef, inject, signal } from '@angular/core';
import { NavigationEnd, Router, RouterLink, RouterOutlet } from '@angular/router';
import { NgaLinks } from '../base/links';
import { NgaProgression } from '../base/progression';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaIntl } from '../i18n/intl';
import { NgaTemplate } from '../templates/template';
import { NgaMenuTree } from './menu-tree';
import { NgaTheme } from './theme';

/** Below this width the navigation floats over the content instead of sitting beside it. */
const NARROW_QUERY = '(max-width: 959.98px)';

/**
 * The admin's layout: a top bar with the application title (or its `header` template), the
 * side navigation from the application's menu (a drawer over the content on small screens),
 * a progress bar while requests run, and the routed views. It is all a host application's
 * root template needs; under a host router it is the component of the admin's route.
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
  imports: [NgaMenuTree, NgaTemplate, RouterLink, RouterOutlet],
  host: { '(keydown.escape)': 'closeNav()' },
  templateUrl: './ng-admin.html',
  styleUrl: './ng-admin.scss',
})
export class NgAdminComponent {
  protected readonly application = inject(NGA_APPLICATION);
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
  protected readonly headerScope = computed(() => ({
    application: this.application,
    toggleNavigation: () => this.toggleNav(),
  }));
  protected readonly menu = computed(() => this.application.menu());

  constructor() {
    const media = this.document.defaultView?.matchMedia?.(NARROW_QUERY);
    if (media) {
      this.isNarrow.set(media.matches);
      const follow = (event: MediaQueryListEvent) => this.isNarrow.set(event.matches);
      media.addEventListener('change', follow);
      inject(DestroyRef).onDestroy(() => media.removeEventListener('change', follow));
    }
    // On small screens the navigation floats over the content: close it once the user picked.
    const subscription = inject(Router).events.subscribe((event) => {
      if (event instanceof NavigationEnd) this.navOpenOnNarrow.set(false);
    });
    inject(DestroyRef).onDestroy(() => subscription.unsubscribe());
  }

  protected toggleNav(): void {
    this.navOpenOnNarrow.update((open) => !open);
  }

  protected closeNav(): void {
    this.navOpenOnNarrow.set(false);
  }

  /** The skip link moves focus into the main region without changing the URL. */
  protected skipToMain(event: Event, main: HTMLElement): void {
    event.preventDefault();
    main.focus();
  }
}
