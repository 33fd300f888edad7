import { Component, computed, inject, input } from '@angular/core';
import { Router, RouterLink, RouterLinkActive, UrlTree } from '@angular/router';
import type { Menu } from '@ng-admin/core/config';
import { NgaLinks } from '../base/links';

/** A menu item as the navigation draws it. */
interface MenuLink {
  readonly menu: Menu;
  readonly title: string;
  readonly icon: string | null;
  /** An admin page, relative to where the admin is mounted. */
  readonly route: UrlTree | null;
  /** An address outside the admin (`https://...`). */
  readonly href: string | null;
}

/**
 * The side navigation: one link per menu item, children indented under their parent. Menu
 * links are admin paths (`/posts/list`) resolved under the admin's mount path; absolute
 * addresses open as plain links. Icons are Material icon names (the DSL maps ng-admin's
 * glyphicon and Font Awesome icons when they are set).
 *
 * @usageNotes
 * ```html
 * <nga-menu-tree [items]="application.menu().children()" />
 * ```
 */
@Component({
  selector: 'nga-menu-tree',
  imports: [RouterLink, RouterLinkActive],
  template: `
    <ul class="nga-menu">
      @for (item of links(); track $index) {
        <li>
          @if (item.route; as route) {
            <a
              class="nga-menu-link"
              [routerLink]="route"
              routerLinkActive="nga-menu-active"
              ariaCurrentWhenActive="page"
            >
              @if (item.icon; as icon) {
                <span class="material-icons" aria-hidden="true">{{ icon }}</span>
              }
              <span class="nga-menu-title">{{ item.title }}</span>
            </a>
          } @else if (item.href; as href) {
            <a class="nga-menu-link" [href]="href">
              @if (item.icon; as icon) {
                <span class="material-icons" aria-hidden="true">{{ icon }}</span>
              }
              <span class="nga-menu-title">{{ item.title }}</span>
            </a>
          } @else {
            <h3 class="nga-menu-heading">{{ item.title }}</h3>
          }
          @if (item.menu.hasChildren()) {
            <nga-menu-tree class="nga-menu-children" [items]="item.menu.children()" />
          }
        </li>
      }
    </ul>
  `,
  styles: `
    :host {
      display: block;
    }
    .nga-menu {
      margin: 0;
      padding: 8px 12px;
      list-style: none;
    }
    .nga-menu-children .nga-menu {
      padding: 0 0 0 16px;
    }
    .nga-menu-link {
      display: flex;
      align-items: center;
      gap: 12px;
      height: 56px;
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
      &.nga-menu-active {
        background: var(--mat-sys-secondary-container);
        color: var(--mat-sys-on-secondary-container);
      }
    }
    .nga-menu-title {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .nga-menu-heading {
      font: var(--mat-sys-title-small);
      margin: 12px 16px 4px;
    }
  `,
})
export class NgaMenuTree {
  readonly items = input.required<readonly Menu[]>();

  private readonly router = inject(Router);
  private readonly adminLinks = inject(NgaLinks);

  protected readonly links = computed(() => {
    const mount = this.adminLinks.mount();
    return this.items()
      .filter((menu) => this.allowed(menu))
      .map((menu): MenuLink => {
        const link = menu.link();
        const external = link !== undefined && /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(link);
        const icon = menu.icon();
        return {
          menu,
          title: menu.title() ?? '',
          icon: icon ?? null,
          route:
            link === undefined || external
              ? null
              : this.router.parseUrl(`/${[...mount, link.replace(/^\/+/, '')].join('/')}`),
          href: external ? (link ?? null) : null,
        };
      });
  });

  /** An entity's entry shows when the user may open its list; a group when one child shows. */
  private allowed(menu: Menu): boolean {
    const entity = menu.entity();
    if (entity) return this.adminLinks.allows(entity, 'list');
    const children = menu.children();
    return (
      menu.link() !== undefined ||
      children.length === 0 ||
      children.some((child) => this.allowed(child))
    );
  }
}
