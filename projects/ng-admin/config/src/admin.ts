import { Application } from './application';
import { BatchUpdate, type BatchUpdateValue } from './batch-update';
import { Collection } from './collection';
import { ConfigError, invalidArgument } from './config-errors';
import { Dashboard } from './dashboard';
import { Entity } from './entity';
import { FieldGroup, type FieldGroupItem } from './field-group';
import { BUILT_IN_FIELD_TYPES } from './fields/built-in-field-types';
import { Field } from './fields/field';
import { ReferenceField } from './fields/reference-field';
import { ReferencedListField } from './fields/referenced-list-field';
import { FieldTypeCatalogue, type FieldClass } from './field-type-catalogue';
import type { FieldTypeMap } from './field-type-map';
import { Menu } from './menu';
import { defineUnsupported } from './ng-admin-compat';

/**
 * The configuration namespace: factories for applications, entities, fields, menus
 * and dashboards, and the catalogue of field types. Use the shared `admin` instance,
 * or `createAdmin()` for an isolated one (tests, several admins in one page).
 *
 * @usageNotes
 * ```ts
 * import { admin } from '@ng-admin/core/config';
 *
 * const post = admin.entity('posts');
 * post.listView().fields(admin.field('title'), admin.field('views', 'number').format('0,0'));
 * const app = admin.application('Blog admin').addEntity(post);
 * ```
 */
export class Admin {
  /** The field types `field()` can create, built-in ones included. */
  readonly fieldTypes = new FieldTypeCatalogue();
  /** The applications given to `configure()` during each running `applicationOf`, innermost last. */
  private readonly _configured: (Application | undefined)[] = [];

  constructor() {
    for (const [name, fieldClass] of Object.entries(BUILT_IN_FIELD_TYPES)) {
      this.registerFieldType(name, fieldClass as FieldClass);
    }
  }

  toString(): string {
    return 'admin';
  }

  /**
   * Adds a field type, or replaces the class of an existing one. For type-checked use,
   * also add the name to `FieldTypeMap` by module augmentation.
   */
  registerFieldType<K extends string>(
    name: K,
    fieldClass: FieldClass<K extends keyof FieldTypeMap ? FieldTypeMap[K] : Field>,
  ): this {
    this.fieldTypes.register(name, fieldClass);
    return this;
  }

  /** A new application; `debug` (default true) as in ng-admin's `nga.application(title, debug)`. */
  application(title?: string, debug?: boolean): Application {
    return new Application(title, debug);
  }

  entity(name: string): Entity {
    return new Entity(name);
  }

  /**
   * A new field; the type (default `'string'`) selects the field class, typed through
   * `FieldTypeMap`. Throws for an unknown type, naming the known ones.
   */
  field<T extends keyof FieldTypeMap = 'string'>(name: string, type?: T): FieldTypeMap[T] {
    return this.fieldTypes.create(type ?? 'string', name) as FieldTypeMap[T];
  }

  /**
   * A tab of a creation, edition or show view: its fields (and titled sections) show in one
   * panel of a tab set, the tab chosen kept in the page address (`?tab=content`). Give it to
   * the view's `fields()`; `fields()` without argument stays the flat list of fields.
   *
   * @usageNotes
   * ```ts
   * post.creationView().fields(
   *   admin.tab('Content', [admin.field('title'), admin.field('body', 'wysiwyg')]),
   *   admin.tab('Media', [admin.field('cover', 'file')]),
   * );
   * ```
   */
  tab(label: string, items: readonly FieldGroupItem[]): FieldGroup {
    return new FieldGroup('tab', label, items);
  }

  /**
   * A titled section of a creation, edition or show view, at the top level of its `fields()` or
   * inside a tab.
   *
   * @usageNotes
   * ```ts
   * post.showView().fields(admin.field('title'), admin.section('Publication', [publishedAt, category]));
   * ```
   */
  section(title: string, fields: readonly FieldGroupItem[]): FieldGroup {
    return new FieldGroup('section', title, fields);
  }

  /** A menu entry; given an entity, it defaults to its label, list link and icon. */
  menu(entity?: Entity): Menu {
    const menu = new Menu();
    if (entity !== undefined) menu.entity(entity);
    return menu;
  }

  dashboard(): Dashboard {
    return new Dashboard();
  }

  /**
   * ng-admin's `nga.configure(app)`: names the application that the running configuration
   * function stands for, so that an ng-admin configuration body ending with
   * `nga.configure(admin);` runs as it is in the function given to `provideNgAdmin()`, which
   * then needs no `return`. Returns the application.
   *
   * @usageNotes
   * ```ts
   * provideNgAdmin(() => {
   *   const app = admin.application('Blog admin');
   *   admin.configure(app); // as `return app;`
   * });
   * ```
   */
  configure(application: Application): Application {
    if (!(application instanceof Application)) {
      throw invalidArgument(this, 'configure', 'an application (admin.application())', application);
    }
    if (this._configured.length > 0) this._configured[this._configured.length - 1] = application;
    return application;
  }

  /**
   * A batch action that sets `fieldName` on the selected records: to `value` (or what a
   * function returns when the action runs), or, without a value, to what the user enters in a
   * small form with the field's input from the edition view.
   *
   * @usageNotes
   * ```ts
   * posts.listView().batchActions([
   *   'delete',
   *   admin.batchUpdate('published', true).label('Publish'),
   *   admin.batchUpdate('category').label('Set category'),
   * ]);
   * ```
   */
  batchUpdate(fieldName: string, ...value: [] | [BatchUpdateValue]): BatchUpdate {
    return new BatchUpdate(fieldName, ...value);
  }

  /**
   * Runs a configuration function and gives its application: the one it returns or, when it
   * returns nothing, the one it passed to `configure()` (undefined when neither).
   * `provideNgAdmin` runs the configuration this way.
   *
   * @usageNotes
   * ```ts
   * const app = admin.applicationOf(() => {
   *   admin.configure(admin.application('Blog admin'));
   * }); // the Blog admin application
   * ```
   */
  applicationOf(configure: () => unknown): unknown {
    this._configured.push(undefined);
    try {
      const returned = configure();
      return returned === undefined ? this._configured[this._configured.length - 1] : returned;
    } finally {
      this._configured.pop();
    }
  }

  /** A dashboard panel listing entries of the entity. */
  collection(entity: Entity): Collection {
    if (!(entity instanceof Entity)) {
      throw invalidArgument(this, 'collection', 'an entity (created with admin.entity())', entity);
    }
    return new Collection(entity);
  }
}

/**
 * A new, independent `Admin` with the built-in field types registered.
 *
 * @usageNotes
 * ```ts
 * const isolated = createAdmin();
 * isolated.registerFieldType('rating', RatingField); // the shared `admin` is unchanged
 * ```
 */
export function createAdmin(): Admin {
  return new Admin();
}

/**
 * The shared configuration namespace.
 *
 * @usageNotes
 * ```ts
 * const title = admin.field('title').label('Title');
 * ```
 */
export const admin: Admin = createAdmin();

const NG_ADMIN_FACTORY =
  "an internal of ng-admin's AngularJS services; the Angular providers do it";

defineUnsupported(Admin.prototype, 'Admin', {
  getFieldConstructor: 'renamed: use fieldTypes.get(name)',
  getEntryConstructor: NG_ADMIN_FACTORY,
  getDataStore: NG_ADMIN_FACTORY,
  getReadQueries: NG_ADMIN_FACTORY,
  getWriteQueries: NG_ADMIN_FACTORY,
  getPromisesResolver: NG_ADMIN_FACTORY,
});

// The DSL announces itself once loaded: @ng-admin/core reads a configuration at once when the
// DSL is there already (the configuration imports it statically) and loads the DSL with a lazy
// configuration otherwise, so that the library never imports the DSL into an application's
// first bundle. Here, in the module of `admin`, because every configuration loads it.
(globalThis as Record<symbol, unknown>)[Symbol.for('@ng-admin/core/config')] = {
  admin,
  Application,
  ConfigError,
  Field,
  ReferenceField,
  ReferencedListField,
};
