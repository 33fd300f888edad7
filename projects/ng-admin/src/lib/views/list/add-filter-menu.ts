import { afterNextRender, Component, inject, input, viewChild } from '@angular/core';
import { MatMenuModule, MatMenuTrigger } from '@angular/material/menu';
import type { Field } from '@ng-admin/core/config';
import { NgaButton } from '../../base/button';
import { NgaIntl } from '../../i18n/intl';
import { NgaListStore } from './list-store';

/**
 * The list's "Add filter" button and its menu of the filters not shown yet. The list loads it
 * when the user first presses its placeholder button (the menu's overlay is not needed before),
 * and it then opens at once.
 *
 * @usageNotes
 * ```html
 * <nga-add-filter-menu />
 * ```
 */
@Component({
  selector: 'nga-add-filter-menu',
  imports: [MatMenuModule, NgaButton],
  template: `
    @if (store.addableFilters().length > 0) {
      <button
        ngaButton="tonal"
        type="button"
        class="nga-action-filter"
        [matMenuTriggerFor]="addFilterMenu"
      >
        <span class="material-icons" aria-hidden="true">filter_list</span>{{ intl.addFilter }}
      </button>
      <mat-menu #addFilterMenu="matMenu">
        @for (field of store.addableFilters(); track field.name()) {
          <button mat-menu-item type="button" (click)="add(field)">{{ field.label() }}</button>
        }
      </mat-menu>
    }
  `,
})
export class NgaAddFilterMenu {
  /** Opens the menu as soon as it is rendered: the press that loaded it asked for it. */
  readonly openOnStart = input(false);

  protected readonly store = inject(NgaListStore);
  protected readonly intl = inject(NgaIntl);
  private readonly trigger = viewChild(MatMenuTrigger);

  constructor() {
    afterNextRender(() => {
      if (this.openOnStart()) this.trigger()?.openMenu();
    });
  }

  protected add(field: Field): void {
    this.store.addFilter(field);
  }
}
