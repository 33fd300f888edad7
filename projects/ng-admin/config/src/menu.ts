import { ensureFunction, ensureString, invalidArgument } from './config-errors';
import { Entity } from './entity';
import { materialIconName } from './material-icon-name';
import { defineUnsupported } from './ng-admin-compat';
import { defineSettings, type Setting } from './setting';
import { booleanRule, derivedStringRule } from './setting-rules';

let menuCount = 0;

/**
 * An entry of the sidebar menu, possibly with children. A menu made for an entity
 * (`admin.menu(entity)`) takes its title, link and icon from it unless they are set.
 *
 * @usageNotes
 * ```ts
 * const menu = admin.menu()
 *   .addChild(admin.menu(post).icon('article'))
 *   .addChild(admin.menu().title('Settings').icon('settings')
 *     .addChild(admin.menu(tag))
 *     .addChild(admin.menu().title('Help').link('/help')));
 * application.menu(menu);
 * ```
 */
export class Menu {
  /** A stable identifier, unique in the running application (for tracking and ids). */
  readonly uniqueId = `menu_${++menuCount}`;

  /** `Menu "Posts"`: how error messages name this menu. */
  toString(): string {
    return `Menu "${this.title() ?? ''}"`;
  }

  /** Text of the entry; for an entity menu, the entity label by default. */
  declare title: Setting<string | undefined, this, [title: string]>;

  /**
   * A Material icon name (`'article'`); `'list'` for an entity menu by default. ng-admin's
   * HTML icons (`'<span class="glyphicon glyphicon-user"></span>'`) and icon classes
   * (`'fa fa-user'`) are accepted and stored as the Material name `materialIconName()`
   * gives; one without a Material counterpart keeps the default.
   */
  declare icon: Setting<string | undefined, this, [icon: string]>;

  /** Router link of the entry; `/<entity name>/list` for an entity menu by default. */
  declare link: Setting<string | undefined, this, [link: string]>;

  /**
   * Tells whether the entry is the current one from the current URL, relative to the
   * admin's root route. By default an entity menu is active on every page of its
   * entity, and another menu on its link's path and the pages below it.
   */
  declare active: Setting<(url: string) => boolean, this>;

  /** The child entries (a copy); with an array, replaces them. */
  declare children: Setting<readonly Menu[], this>;

  /** Whether opening this branch closes its open siblings. Default true. */
  declare autoClose: Setting<boolean, this>;

  /** The entity this menu opens, whose label, list route and icon are the defaults. */
  declare entity: Setting<Entity | undefined, this, [entity: Entity]>;

  static {
    defineSettings<Menu>(this.prototype, {
      title: derivedStringRule((menu: Menu) => menu.entity()?.label()),
      icon: {
        initial: (): string | undefined => undefined,
        accept: (menu, method, icon) => materialIconName(ensureString(menu, method, icon)),
        read: (icon, menu) => icon ?? (menu.entity() ? 'list' : undefined),
      },
      link: derivedStringRule((menu: Menu) => {
        const entity = menu.entity();
        return entity && `/${entity.name()}/list`;
      }),
      active: {
        fallback: (menu) => (url: string) => menu.isActiveByDefault(url),
        accept: ensureFunction<(url: string) => boolean>,
      },
      children: {
        initial: () => [],
        accept: (menu, method, children) => {
          if (!Array.isArray(children)) {
            throw invalidArgument(menu, method, 'an array of menus', children);
          }
          return children.map((child) => ensureMenu(menu, 'addChild', child));
        },
        read: (children) => [...children],
      },
      autoClose: booleanRule(true),
      entity: {
        initial: () => undefined,
        accept: (menu, method, entity) => {
          if (entity instanceof Entity) return entity;
          throw invalidArgument(menu, method, 'an entity (created with admin.entity())', entity);
        },
      },
    });
  }

  /** Whether the entry links somewhere (a menu made only to group children does not). */
  isLink(): boolean {
    return this.link() !== undefined;
  }

  isActive(url: string): boolean {
    return this.active()(url);
  }

  /** Whether one of the descendants is active, to open the branch holding it. */
  isChildActive(url: string): boolean {
    return this.children().some((child) => child.isActive(url) || child.isChildActive(url));
  }

  addChild(child: Menu): this {
    return this.children([...this.children(), ensureMenu(this, 'addChild', child)]);
  }

  hasChildren(): boolean {
    return this.children().length > 0;
  }

  getChildByTitle(title: string): Menu | undefined {
    return this.children().find((child) => child.title() === title);
  }

  private isActiveByDefault(url: string): boolean {
    const entity = this.entity();
    if (entity) {
      const prefix = `/${entity.name()}/`;
      if (url.startsWith(prefix)) return true;
    }
    const link = this.link();
    if (link === undefined) return false;
    // Compare paths only, so that a link carrying list parameters still matches.
    const path = (link.split('?')[0] ?? '').replace(/\/+$/, '');
    const urlPath = (url.split('?')[0] ?? '').replace(/\/+$/, '');
    return urlPath === path || (path !== '' && urlPath.startsWith(path + '/'));
  }
}

function ensureMenu(owner: Menu, method: string, child: unknown): Menu {
  if (child instanceof Menu) return child;
  throw invalidArgument(owner, method, 'a menu (created with admin.menu())', child);
}

defineUnsupported(Menu.prototype, 'Menu', {
  hasChild: 'renamed: use hasChildren()',
  populateFromEntity: 'renamed: use admin.menu(entity) or menu.entity(entity)',
  template:
    'menu entries render through the menu component: set title(), icon() and link(), or replace the menu component',
});
