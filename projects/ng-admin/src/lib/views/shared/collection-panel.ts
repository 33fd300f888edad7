import { Component, computed, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { Collection, EntryLike } from '@ng-admin/core/config';
import { NgaLinks } from '../../base/links';
import { NgaPermissions } from '../../data/auth/permissions';
import { NgaDatagridOutlet } from '../../fields/datagrid-outlet';

/**
 * A dashboard panel as the user sees it, whoever loaded its entries: the title (linking to the
 * entity's list when the user may see it) above a datagrid of the collection's readable fields
 * with its row buttons. The dashboard's own panels and ng-admin's `<ma-dashboard-panel>` tag
 * both render it. Whoever loads the entries projects its loading bar and what went wrong
 * between the title and the rows: the `ma-*` tags, this one included, are in the code every
 * page loads, which need not carry those.
 *
 * @usageNotes
 * ```html
 * <nga-collection-panel [collection]="collection" [entries]="entries()">
 *   <nga-loading-bar [active]="loading()" />
 *   @if (problem(); as problem) { <nga-inline-problem [problem]="problem" (retry)="reload()" /> }
 * </nga-collection-panel>
 * ```
 */
@Component({
  selector: 'nga-collection-panel',
  // The datagrid, too, loads with the first panel rather than with every page.
  imports: [NgaDatagridOutlet, RouterLink],
  template: `
    <section class="nga-panel">
      <h2 class="nga-panel-title">
        @if (listLink(); as link) {
          <a [routerLink]="link">{{ title() }}</a>
        } @else {
          {{ title() }}
        }
      </h2>
      <ng-content />
      <nga-datagrid-outlet
        [entity]="collection().entity"
        [fields]="fields()"
        [entries]="entries() ?? []"
        [listActions]="collection().listActions()"
        [label]="title()"
        [emptyText]="emptyText()"
      />
    </section>
  `,
  styles: `
    .nga-panel {
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: var(--mat-sys-corner-medium);
      overflow: hidden;
      /* The frame is the panel's; a long text is cut at its column's width. */
      --nga-datagrid-border: none;
      --nga-datagrid-radius: 0;
      --nga-cards-inset: 12px;
    }
    .nga-panel-title {
      margin: 0;
      padding: 16px 16px 12px;
      font: var(--mat-sys-title-medium);
      a {
        color: var(--mat-sys-primary);
        text-decoration: none;
      }
    }
  `,
})
export class NgaCollectionPanel {
  /** The dashboard collection shown. */
  readonly collection = input.required<Collection>();
  /** Its entries; null while they load or when they could not be loaded. */
  readonly entries = input<readonly EntryLike[] | null>(null);

  private readonly links = inject(NgaLinks);
  private readonly permissions = inject(NgaPermissions);

  protected readonly fields = computed(() =>
    this.permissions.readable(this.collection().entity, this.collection().fields()),
  );
  // An empty title set on purpose would leave the heading and its link without a name.
  protected readonly title = computed(
    () => this.collection().title() || this.collection().entity.label(),
  );
  // "No entries" only once entries came: not while loading, not in place of a failure.
  protected readonly emptyText = computed(() => (this.entries() ? undefined : null));
  protected readonly listLink = computed(() => {
    const entity = this.collection().entity;
    return this.links.allows(entity, 'list') ? this.links.list(entity).commands : null;
  });
}
