import { Component, input } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import { MatListModule } from '@angular/material/list';
import { RouterLink, RouterLinkActive } from '@angular/router';
import type { Menu } from '@ng-admin/core/config';

/**
 * The side navigation: one link per menu item, children indented under their parent.
 *
 * @usageNotes
 * ```html
 * <nga-menu-tree [items]="application.menu().children()" />
 * ```
 */
@Component({
  selector: 'nga-menu-tree',
  imports: [MatIconModule, MatListModule, RouterLink, RouterLinkActive],
  template: `
    <mat-nav-list class="nga-menu">
      @for (item of items(); track $index) {
        @if (item.link(); as link) {
          <a
            mat-list-item
            [routerLink]="link"
            routerLinkActive
            #active="routerLinkActive"
            [activated]="active.isActive"
            [attr.aria-current]="active.isActive ? 'page' : null"
          >
            @if (item.icon(); as icon) {
              <mat-icon matListItemIcon aria-hidden="true">{{ icon }}</mat-icon>
            }
            <span matListItemTitle>{{ item.title() }}</span>
          </a>
        } @else {
          <h3 matSubheader class="nga-menu-heading">{{ item.title() }}</h3>
        }
        @if (item.hasChildren()) {
          <div class="nga-menu-children">
            <nga-menu-tree [items]="item.children()" />
          </div>
        }
      }
    </mat-nav-list>
  `,
  styles: `
    .nga-menu-children {
      padding-left: 16px;
    }
    .nga-menu-heading {
      font: var(--mat-sys-title-small);
      margin: 12px 16px 4px;
    }
  `,
})
export class NgaMenuTree {
  readonly items = input.required<readonly Menu[]>();
}
