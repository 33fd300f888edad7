import { Component, computed, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { Collection, Entity, EntryLike, ViewAction } from '@ng-admin/core/config';
import { NgaLinks } from '../../base/links';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaPermissions } from '../../data/auth/permissions';
import { NgaDatagridOutlet } from '../../fields/datagrid-outlet';
import { NgaListExport } from '../list/list-export';
import { NgaViewActions } from '../shared/view-actions';

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
  imports: [NgaDatagridOutlet, RouterLink],
  template: `
    @if (collection(); as collection) {
      <section class="nga-panel">
        <h2 class="nga-panel-title">
          @if (listLink(); as link) {
            <a [routerLink]="link">{{ title() }}</a>
          } @else {
            {{ title() }}
          }
        </h2>
        <nga-datagrid-outlet
          [entity]="collection.entity"
          [fields]="fields()"
          [entries]="entries() ?? []"
          [listActions]="collection.listActions()"
          [label]="title()"
        />
      </section>
    }
  `,
  styles: `
    .nga-panel {
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: var(--mat-sys-corner-medium);
      overflow: hidden;
      --nga-datagrid-border: none;
      --nga-datagrid-radius: 0;
    }
    .nga-panel-title {
      margin: 0;
      padding: 16px;
      font: var(--mat-sys-title-medium);
      a {
        color: var(--mat-sys-primary);
        text-decoration: none;
      }
    }
  `,
})
export class NgaDashboardTagPanel {
  readonly collection = input<Collection | null>(null);
  readonly entries = input<readonly EntryLike[] | null>(null);

  private readonly links = inject(NgaLinks);
  private readonly permissions = inject(NgaPermissions);

  protected readonly fields = computed(() => {
    const collection = this.collection();
    return collection ? this.permissions.readable(collection.entity, collection.fields()) : [];
  });

  protected readonly title = computed(() => {
    const collection = this.collection();
    return collection ? collection.title() || collection.entity.label() : '';
  });
  protected readonly listLink = computed(() => {
    const entity = this.collection()?.entity;
    return entity && this.links.allows(entity, 'list') ? this.links.list(entity).commands : null;
  });
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
  imports: [NgaListExport],
  template: `
    @if (target(); as entity) {
      <nga-list-export [view]="entity.listView()" />
    }
  `,
})
export class NgaExportToCsvButton {
  readonly entity = input<Entity | string | null>(null);
  readonly entityName = input<string | null>(null);

  private readonly application = inject(NGA_APPLICATION);
  protected readonly target = computed(() => {
    const entity = this.entity();
    if (entity && typeof entity === 'object') return entity;
    const name = (typeof entity === 'string' ? entity : null) ?? this.entityName();
    return name && this.application.hasEntity(name) ? this.application.getEntity(name) : null;
  });
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
  imports: [NgaViewActions],
  template: `
    <ng-content />
    @if (override() && view(); as view) {
      <nga-view-actions [view]="view" [entry]="entry()" [names]="override()" />
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
    const entity = this.entity();
    const target =
      entity && typeof entity === 'object'
        ? entity
        : typeof entity === 'string' && this.application.hasEntity(entity)
          ? this.application.getEntity(entity)
          : this.entry()?.entityName && this.application.hasEntity(this.entry()!.entityName)
            ? this.application.getEntity(this.entry()!.entityName)
            : null;
    if (!target) return null;
    return this.entry() ? target.showView() : target.listView();
  });
}
