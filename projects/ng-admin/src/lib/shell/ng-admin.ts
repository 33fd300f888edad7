import { BreakpointObserver } from '@angular/cdk/layout';
import { Component, computed, inject, viewChild } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatMenuModule } from '@angular/material/menu';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MatSidenav, MatSidenavModule } from '@angular/material/sidenav';
import { MatToolbarModule } from '@angular/material/toolbar';
import { MatTooltipModule } from '@angular/material/tooltip';
import { NavigationEnd, Router, RouterLink, RouterOutlet } from '@angular/router';
import { filter } from 'rxjs';
import { NgaIntl } from '../i18n/intl';
import { NGA_APPLICATION } from '../tokens';
import { NgaTemplate } from '../templates/template';
import { NgaMenuTree } from './menu-tree';
import { NgaProgression } from './progression';
import { NgaTheme, NgaThemeMode } from './theme';

/**
 * The admin's layout: toolbar with the application title (or its `header` template), side
 * navigation from the application's menu, a progress bar while requests run, and the routed
 * views. It is all a host application's root template needs.
 *
 * @usageNotes
 * ```html
 * <nga-admin />
 * ```
 */
@Component({
  selector: 'nga-admin',
  imports: [
    MatButtonModule,
    MatIconModule,
    MatMenuModule,
    MatProgressBarModule,
    MatSidenavModule,
    MatToolbarModule,
    MatTooltipModule,
    NgaMenuTree,
    NgaTemplate,
    RouterLink,
    RouterOutlet,
  ],
  templateUrl: './ng-admin.html',
  styleUrl: './ng-admin.scss',
})
export class NgAdminComponent {
  protected readonly application = inject(NGA_APPLICATION);
  protected readonly intl = inject(NgaIntl);
  protected readonly progression = inject(NgaProgression);
  protected readonly theme = inject(NgaTheme);
  private readonly sidenav = viewChild.required(MatSidenav);

  protected readonly narrow = toSignal(
    inject(BreakpointObserver).observe('(max-width: 959.98px)'),
    { initialValue: { matches: false, breakpoints: {} } },
  );
  protected readonly isNarrow = computed(() => this.narrow().matches);
  protected readonly header = computed(() => this.application.header());
  protected readonly menu = computed(() => this.application.menu());
  protected readonly themeModes: { mode: NgaThemeMode; label: string; icon: string }[] = [
    { mode: 'system', label: this.intl.themeSystem, icon: 'brightness_auto' },
    { mode: 'light', label: this.intl.themeLight, icon: 'light_mode' },
    { mode: 'dark', label: this.intl.themeDark, icon: 'dark_mode' },
  ];
  protected readonly themeIcon = computed(
    () =>
      this.themeModes.find((item) => item.mode === this.theme.mode())?.icon ?? 'brightness_auto',
  );

  constructor() {
    // On small screens the navigation floats over the content: close it once the user picked.
    inject(Router)
      .events.pipe(filter((event) => event instanceof NavigationEnd))
      .subscribe(() => {
        if (this.isNarrow()) void this.sidenav().close();
      });
  }
}
