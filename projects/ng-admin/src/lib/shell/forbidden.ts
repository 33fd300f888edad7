import { Component, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { NgaButton } from '../base/button';
import { NgaLinks } from '../base/links';
import { NgaIntl } from '../i18n/intl';

/** Shown, at the address asked for, for a view the signed-in user may not use. */
@Component({
  selector: 'nga-forbidden',
  imports: [NgaButton, RouterLink],
  template: `
    <section class="nga-forbidden">
      <h1 tabindex="-1">{{ intl.problemForbidden }}</h1>
      <p>{{ intl.problemForbiddenDetail }}</p>
      <a ngaButton="filled" [routerLink]="links.home().commands">{{ intl.backHome }}</a>
    </section>
  `,
  styles: `
    .nga-forbidden {
      padding: 48px 0;
      h1 {
        font: var(--mat-sys-headline-medium);
        outline: none;
      }
    }
  `,
})
export class NgaForbidden {
  protected readonly intl = inject(NgaIntl);
  protected readonly links = inject(NgaLinks);
}
