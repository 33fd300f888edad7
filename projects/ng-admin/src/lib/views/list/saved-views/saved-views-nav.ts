import { Component, computed, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { NgaLinks } from '../../../base/links';
import { NGA_APPLICATION } from '../../../base/tokens';
import { NgaIntl } from '../../../i18n/intl';
import { listStateToParams } from '../list-state';
import { SAVED_VIEW_PARAM } from '../columns/list-columns';
import { NgaSavedViews } from './saved-views';

/**
 * The user's saved views in the navigation, under the menu: one link per view, to its list
 * with its filters, sort and columns. Nothing shows while the user has none. The navigation
 * loads it when the browser is idle.
 *
 * @usageNotes
 * ```html
 * <nga-saved-views-nav />
 * ```
 */
@Component({
  selector: 'nga-saved-views-nav',
  imports: [RouterLink],
  template: `
    @if (links().length > 0) {
      <h2 class="nga-saved-views-heading" id="nga-saved-views-heading">{{ intl.savedViews }}</h2>
      <ul class="nga-saved-views-nav" aria-labelledby="nga-saved-views-heading">
        @for (link of links(); track link.id) {
          <li>
            <a
              class="nga-saved-view-link"
              [routerLink]="link.commands"
              [queryParams]="link.queryParams"
            >
              <span class="material-icons" aria-hidden="true">bookmark</span>
              <span class="nga-saved-view-title">{{ link.name }}</span>
              <span class="nga-saved-view-entity">{{ link.entityLabel }}</span>
            </a>
          </li>
        }
      </ul>
    }
  `,
  styles: `
    :host {
      display: block;
    }
    .nga-saved-views-heading {
      font: var(--mat-sys-title-small);
      margin: 12px 28px 4px;
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-saved-views-nav {
      margin: 0;
      padding: 0 12px 8px;
      list-style: none;
    }
    .nga-saved-view-link {
      display: flex;
      align-items: center;
      gap: 12px;
      min-height: 48px;
      padding: 0 16px;
      border-radius: var(--mat-sys-corner-full);
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-label-large);
      text-decoration: none;
      &:hover {
        background: color-mix(in srgb, var(--mat-sys-on-surface) 8%, transparent);
      }
      &:focus-visible {
        outline: 2px solid var(--mat-sys-primary);
        outline-offset: -2px;
      }
    }
    .nga-saved-view-title {
      flex: 1;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .nga-saved-view-entity {
      font: var(--mat-sys-label-small);
    }
  `,
})
export class NgaSavedViewsNav {
  protected readonly intl = inject(NgaIntl);
  private readonly savedViews = inject(NgaSavedViews);
  private readonly application = inject(NGA_APPLICATION);
  private readonly adminLinks = inject(NgaLinks);

  protected readonly links = computed(() =>
    this.savedViews.views().flatMap((view) => {
      const entity = this.application.entities.find((e) => e.name() === view.entity);
      if (!entity || !this.adminLinks.allows(entity, 'list')) return [];
      const link = this.adminLinks.list(entity, {
        ...listStateToParams({
          page: 1,
          perPage: view.perPage ?? entity.listView().perPage(),
          sortField: view.sortField,
          sortDir: view.sortDir,
          search: view.search,
        }),
        [SAVED_VIEW_PARAM]: view.id,
      });
      return [{ ...link, id: view.id, name: view.name, entityLabel: entity.label() }];
    }),
  );
}
