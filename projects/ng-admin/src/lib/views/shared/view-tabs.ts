import { NgTemplateOutlet } from '@angular/common';
import { Component, computed, inject, input, output, TemplateRef } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import { MatTabsModule } from '@angular/material/tabs';
import { NgaIntl } from '../../i18n/intl';
import type { NgaLayoutTab } from '../../fields/view-layout';

/**
 * The tab set of a creation, edition or show view (Material's tab group: WAI-ARIA tabs, arrow
 * keys, Home and End): one tab per `NgaLayoutTab`, each rendering `content` with the tab as
 * `$implicit` when first shown and kept afterwards, so that inputs keep their state. A tab named
 * in `invalid` shows an error icon, and says so to screen readers. Loaded with the first view
 * that has tabs.
 *
 * @usageNotes
 * ```html
 * <nga-view-tabs [tabs]="layout().tabs" [selected]="tab()" (selectedChange)="selectTab($event)"
 *   [invalid]="invalidTabs()" [content]="tabContent" />
 * <ng-template #tabContent let-tab>...</ng-template>
 * ```
 */
@Component({
  selector: 'nga-view-tabs',
  imports: [MatIconModule, MatTabsModule, NgTemplateOutlet],
  template: `
    <mat-tab-group
      class="nga-view-tab-group"
      mat-stretch-tabs="false"
      mat-align-tabs="start"
      preserveContent
      [aria-label]="intl.fieldTabs"
      [selectedIndex]="selectedIndex()"
      (selectedIndexChange)="select($event)"
    >
      @for (tab of tabs(); track tab.key) {
        <mat-tab>
          <ng-template mat-tab-label>
            <span class="nga-tab-label" [attr.data-nga-tab]="tab.key">{{ tab.label }}</span>
            @if (invalid().has(tab.key)) {
              <mat-icon class="nga-tab-invalid" aria-hidden="true">error</mat-icon>
              <span class="nga-visually-hidden">{{ intl.tabInvalid }}</span>
            }
          </ng-template>
          <ng-template matTabContent>
            <div class="nga-tab-panel">
              <ng-container *ngTemplateOutlet="content(); context: { $implicit: tab }" />
            </div>
          </ng-template>
        </mat-tab>
      }
    </mat-tab-group>
  `,
  styles: `
    :host {
      display: block;
      margin: 8px 0;
    }
    .nga-tab-panel {
      display: flex;
      flex-direction: column;
      gap: 4px;
      padding-top: 16px;
    }
    .nga-tab-invalid {
      margin-left: 6px;
      color: var(--mat-sys-error);
      font-size: 20px;
      width: 20px;
      height: 20px;
    }
    .nga-visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  `,
})
export class NgaViewTabs {
  readonly tabs = input.required<readonly NgaLayoutTab[]>();
  /** The key of the tab shown; the first tab when it names none of them. */
  readonly selected = input<string | null | undefined>(null);
  /** The keys of the tabs holding an invalid field. */
  readonly invalid = input<ReadonlySet<string>>(new Set());
  /** What each tab shows; it receives the tab as `$implicit`. */
  readonly content = input.required<TemplateRef<{ $implicit: NgaLayoutTab }>>();
  /** The key of the tab the user chose. */
  readonly selectedChange = output<string>();

  protected readonly intl = inject(NgaIntl);
  protected readonly selectedIndex = computed(() =>
    Math.max(
      0,
      this.tabs().findIndex((tab) => tab.key === this.selected()),
    ),
  );

  protected select(index: number): void {
    const tab = this.tabs()[index];
    if (tab && index !== this.selectedIndex()) this.selectedChange.emit(tab.key);
  }
}
