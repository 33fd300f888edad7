import { Component, inject } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { RouterLink } from '@angular/router';
import { NgaLinks } from '../base/links';
import { NgaIntl } from '../i18n/intl';

/**
 * Shown for unknown addresses and for views that are disabled; its button leads to the
 * dashboard, under the admin's mount path.
 */
@Component({
  selector: 'nga-not-found',
  imports: [MatButtonModule, RouterLink],
  template: `
    <section class="nga-not-found">
      <h1>{{ intl.notFoundTitle }}</h1>
      <p>{{ intl.notFoundText }}</p>
      <a matButton="filled" [routerLink]="links.home().commands">{{ intl.backHome }}</a>
    </section>
  `,
  styles: `
    .nga-not-found {
      padding: 48px 0;
      h1 {
        font: var(--mat-sys-headline-medium);
      }
    }
  `,
})
export class NgaNotFound {
  protected readonly intl = inject(NgaIntl);
  protected readonly links = inject(NgaLinks);
}
