import { Component, inject } from '@angular/core';
import { MatMenuModule } from '@angular/material/menu';
import type { Field } from '@ng-admin/core/config';
import { NgaButton } from '../../base/button';
import { NgaIntl } from '../../i18n/intl';
import { NgaListStore } from './list-store';

/**
 * The list's "Add filter" button and its menu of the filters not shown yet. The list loads it
 * after its rows, since it needs the menu's overlay.
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
  protected readonly store = inject(NgaListStore);
  protected readonly intl = inject(NgaIntl);

  protected add(field: Field): void {
    this.store.addFilter(field);
  }
}
