import { Component, computed, inject } from '@angular/core';
import { NgaIntl } from '../i18n/intl';
import { NGA_APPLICATION } from '../base/tokens';
import { NgaDashboardPanel } from './dashboard-panel';

/**
 * The home page: one panel per dashboard collection (by default one per entity with a list
 * view), each showing the first entries of its entity.
 */
@Component({
  selector: 'nga-dashboard',
  imports: [NgaDashboardPanel],
  template: `
    <h1 class="nga-dashboard-title">{{ intl.dashboard }}</h1>
    <div class="nga-dashboard-grid">
      @for (collection of collections(); track $index) {
        <nga-dashboard-panel [collection]="collection" />
      }
    </div>
  `,
  styles: `
    .nga-dashboard-title {
      font: var(--mat-sys-headline-small);
      margin: 8px 0 16px;
    }
    .nga-dashboard-grid {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
      gap: 16px;
    }
  `,
})
export class NgaDashboard {
  protected readonly intl = inject(NgaIntl);
  private readonly application = inject(NGA_APPLICATION);
  protected readonly collections = computed(() =>
    [...this.application.dashboard().collections()].sort(
      (a, b) => (a.order() ?? Number.MAX_SAFE_INTEGER) - (b.order() ?? Number.MAX_SAFE_INTEGER),
    ),
  );
}
