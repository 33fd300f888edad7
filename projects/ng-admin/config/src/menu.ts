import { ensureBoolean, ensureFunction, ensureString, invalidArgument } from './config-errors';
import { Entity } from './entity';

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
  private _title: string | undefined = undefined;
  private _icon: string | undefined = undefined;
  private _link: string | undefined = undefined;
  private _active: ((url: string) => boolean) | undefined = undefined;
  private _children: Menu[] = [];
  private _autoClose = true;
  private _entity: Entity | undefined = undefined;

  /** `Menu "Posts"`: how error messages name this menu. */
  toString(): string {
    return `Menu "${this.title() ?? ''}"`;
  }

  /** Text of the entry; for an entity menu, the entity label by default. */
  title(): string | undefined;
  title(title: string): this;
  title(...args: [title?: string]): string | undefined | this {
    if (args.length === 0) return this._title ?? this._entity?.label();
    this._title = ensureString(this, 'title', args[0]);
    return this;
  }

  /** A Material Symbols icon name (`'article'`); `'list'` for an entity menu by default. */
  icon(): string | undefined;
  icon(icon: string): this;
  icon(...args: [icon?: string]): string | undefined | this {
    if (args.length === 0) return this._icon ?? (this._entity ? 'list' : undefined);
    this._icon = ensureString(this, 'icon', args[0]);
    return this;
  }

  /** Router link of the entry; `/<entity name>/list` for an entity menu by default. */
  link(): string | undefined;
  link(link: string): this;
  link(...args: [link?: string]): string | undefined | this {
    if (args.length === 0) return this._link ?? (this._entity && `/${this._entity.name()}/list`);
    this._link = ensureString(this, 'link', args[0]);
    return this;
  }

  /**
   * Tells whether the entry is the current one from the current URL, relative to the
   * admin's root route. By default an entity menu is active on every page of its
   * entity, and another menu on its link's path and the pages below it.
   */
  active(): (url: string) => boolean;
  active(isActive: (url: string) => boolean): this;
  active(...args: [isActive?: (url: string) => boolean]): ((url: string) => boolean) | this {
    if (args.length === 0) return this._active ?? ((url) => this.isActiveByDefault(url));
    this._active = ensureFunction(this, 'active', args[0]);
    return this;
  }

  isActive(url: string): boolean {
    return this.active()(url);
  }

  /** Whether one of the descendants is active, to open the branch holding it. */
  isChildActive(url: string): boolean {
    return this._children.some((child) => child.isActive(url) || child.isChildActive(url));
  }

  addChild(child: Menu): this {
    if (!(child instanceof Menu)) {
      throw invalidArgument(this, 'addChild', 'a menu (created with admin.menu())', child);
    }
    this._children.push(child);
    return this;
  }

  /** The child entries; with an array, replaces them. */
  children(): readonly Menu[];
  children(children: readonly Menu[]): this;
  children(...args: [children?: readonly Menu[]]): readonly Menu[] | this {
    if (args.length === 0) return [...this._children];
    if (!Array.isArray(args[0]))
      throw invalidArgument(this, 'children', 'an array of menus', args[0]);
    this._children = [];
    args[0].forEach((child) => this.addChild(child));
    return this;
  }

  hasChildren(): boolean {
    return this._children.length > 0;
  }

  getChildByTitle(title: string): Menu | undefined {
    return this._children.find((child) => child.title() === title);
  }

  /** Whether opening this branch closes its open siblings. Default true. */
  autoClose(): boolean;
  autoClose(autoClose: boolean): this;
  autoClose(...args: [autoClose?: boolean]): boolean | this {
    if (args.length === 0) return this._autoClose;
    this._autoClose = ensureBoolean(this, 'autoClose', args[0]);
    return this;
  }

  /** The entity this menu opens, whose label, list route and icon are the defaults. */
  entity(): Entity | undefined;
  entity(entity: Entity): this;
  entity(...args: [entity?: Entity]): Entity | undefined | this {
    if (args.length === 0) return this._entity;
    if (!(args[0] instanceof Entity)) {
      throw invalidArgument(this, 'entity', 'an entity (created with admin.entity())', args[0]);
    }
    this._entity = args[0];
    return this;
  }

  private isActiveByDefault(url: string): boolean {
    if (this._entity) {
      const prefix = `/${this._entity.name()}/`;
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
