import { Component, computed, inject, input } from '@angular/core';
import type { Collection, Entity, EntryLike, ViewAction } from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaListExport } from '../list/list-export';
import { NgaCollectionPanel } from '../shared/collection-panel';
import { NgaViewActions } from '../shared/view-actions';
import { tagEntity } from './tag-entity';
import { NgaPartDownloadFailed } from '../../base/part-download-failed';

/**
 * `<ma-dashboard-panel collection="..." entries="...">`: a panel of a dashboard template, the
 * title linking to the collection's list above a datagrid of its entries (ng-admin 1.0's tag;
 * the dashboard template's scope holds `collections`, `entries` and `dashboardController`).
 *
 * @usageNotes
 * ```html
 * <ma-dashboard-panel collection="dashboardController.collections.recent_posts"
 *   entries="dashboardController.entries.recent_posts"></ma-dashboard-panel>
 * ```
 */
@Component({
  // ng-admin 1.0's tag name, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'ma-dashboard-panel',
  imports: [NgaCollectionPanel, NgaPartDownloadFailed],
  // The panel and its datagrid load with the first panel shown, not with every page.
  template: `
    @if (collection(); as collection) {
      @defer (on immediate) {
        <nga-collection-panel [collection]="collection" [entries]="entries() ?? []" />
      } @error {
        <nga-part-download-failed />
      }
    }
  `,
})
export class NgaDashboardTagPanel {
  readonly collection = input<Collection | null>(null);
  readonly entries = input<readonly EntryLike[] | null>(null);
}

/**
 * `<ma-export-to-csv-button entity="entity">`: exports every entry of an entity's list to CSV,
 * as the list's own Export button does.
 *
 * @usageNotes
 * ```html
 * <ma-export-to-csv-button entity-name="posts"></ma-export-to-csv-button>
 * ```
 */
@Component({
  // ng-admin 1.0's tag name, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'ma-export-to-csv-button',
  imports: [NgaListExport, NgaPartDownloadFailed],
  // The export loads with the first button shown, not with every page.
  template: `
    @if (target(); as entity) {
      @defer (on immediate) {
        <nga-list-export [view]="entity.listView()" />
      } @error {
        <nga-part-download-failed />
      }
    }
  `,
})
export class NgaExportToCsvButton {
  readonly entity = input<Entity | string | null>(null);
  readonly entityName = input<string | null>(null);

  private readonly application = inject(NGA_APPLICATION);
  protected readonly target = computed(() =>
    tagEntity(this.application, this.entity(), this.entityName()),
  );
}

/**
 * `<ma-view-actions override="['list', 'delete']" entry="entry" entity="entity">`: the buttons
 * of a view by name, in a template of that view's actions (ng-admin 1.0's tag). Without
 * `override`, as in ng-admin, the tag shows its own content instead: the buttons written
 * inside it.
 *
 * @usageNotes
 * ```html
 * <ma-view-actions override="['list', 'edit']" entry="entry" entity="entity"></ma-view-actions>
 * <ma-view-actions><ma-back-button></ma-back-button></ma-view-actions>
 * ```
 */
@Component({
  // ng-admin 1.0's tag name, kept so that its templates carry over unchanged.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'ma-view-actions',
  imports: [NgaViewActions, NgaPartDownloadFailed],
  template: `
    <ng-content />
    @if (override() && view(); as view) {
      <!-- The buttons load with the first tag shown, not with every page. -->
      @defer (on immediate) {
        <nga-view-actions [view]="view" [entry]="entry()" [names]="override()" />
      } @error {
        <nga-part-download-failed />
      }
    }
  `,
  styles: `
    :host {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
  `,
})
export class NgaViewActionsTag {
  readonly override = input<readonly ViewAction[] | null>(null);
  readonly entry = input<EntryLike | null>(null);
  readonly entity = input<Entity | string | null>(null);

  private readonly application = inject(NGA_APPLICATION);
  protected readonly view = computed(() => {
    const target = tagEntity(this.application, this.entity(), null, this.entry());
    if (!target) return null;
    return this.entry() ? target.showView() : target.listView();
  });
}
