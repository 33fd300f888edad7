import {
  ConfigError,
  ensureOneOf,
  ensureString,
  ensureStringOrFunction,
  invalidArgument,
  type ConfigOwner,
} from './config-errors';
import {
  ensurePermissionRule,
  entityPermissions,
  type NgaIdentity,
  type PermissionRule,
  type ResolvedPermissions,
} from './permissions';
import { defineSettings, type Setting } from './setting';
import { fixedAtCreation, defineUnsupported, MIGRATION_GUIDE } from './ng-admin-compat';
import {
  derivedStringRule,
  errorMessageRule,
  oneOfRule,
  orderRule,
  orNull,
  resolveErrorMessage,
} from './setting-rules';
import { Field } from './fields/field';
import { StringField } from './fields/string-field';
import { humanize } from './humanize';
import type { ErrorMessage, UrlSetting, WriteMethod } from './types';
import { BatchDeleteView } from './views/batch-delete-view';
import { CreationView } from './views/creation-view';
import { DeletionView } from './views/deletion-view';
import { EditionView } from './views/edition-view';
import { ListView } from './views/list-view';
import { ShowView } from './views/show-view';
import type { View, ViewKind } from './views/view';

const WRITE_METHODS: readonly WriteMethod[] = ['POST', 'PUT', 'PATCH'];

interface EntityViews {
  list: ListView;
  creation: CreationView;
  edition: EditionView;
  show: ShowView;
  deletion: DeletionView;
  batchDelete: BatchDeleteView;
}

const VIEW_CLASSES: { [K in ViewKind]: new (entity: Entity) => EntityViews[K] } = {
  list: ListView,
  creation: CreationView,
  edition: EditionView,
  show: ShowView,
  deletion: DeletionView,
  batchDelete: BatchDeleteView,
};

const VIEW_KINDS = Object.keys(VIEW_CLASSES) as ViewKind[];

let entityCount = 0;

/**
 * A kind of record served by the REST API, with its six views.
 *
 * @usageNotes
 * ```ts
 * const post = admin.entity('posts')
 *   .label('Articles')
 *   .identifier(admin.field('_id'))
 *   .updateMethod('PATCH');
 * post.listView().fields(admin.field('title'));
 * ```
 */
export class Entity {
  /** A stable identifier, unique in the running application (for tracking and keys). */
  readonly uniqueId: string;
  private readonly _name: string;
  private _readOnly = false;
  private readonly _views: Partial<EntityViews> = {};

  constructor(name: string) {
    if (typeof name !== 'string' || name === '') {
      throw new ConfigError(`An entity needs a non-empty string name, got ${JSON.stringify(name)}`);
    }
    this._name = name;
    this.uniqueId = `${name}_${++entityCount}`;
  }

  /** `Entity "posts"`: how error messages name this entity. */
  toString(): string {
    return `Entity "${this._name}"`;
  }

  /** The entity name, also its default API path and its route segment. */
  name(): string;
  name(...args: unknown[]): string {
    if (args.length > 0) throw fixedAtCreation(this, 'name', "admin.entity('name')");
    return this._name;
  }

  /** Display name; by default the capitalised name (`'blog_posts'` -> `'Blog Posts'`). */
  declare label: Setting<string, this>;

  /** The field holding the entry identifier. Default: a string field named `id`. */
  declare identifier: Setting<Field, this, [field: Field]>;

  /**
   * API endpoint of the entity (absolute, or relative to the base API URL), or a
   * function of the identifier. Undefined by default: the data layer uses the name.
   */
  declare url: Setting<UrlSetting | undefined, this, [url: UrlSetting]>;

  /** Position in the menu and dashboard built from the entities; null (the default) keeps the order of `addEntity` calls. */
  declare order: Setting<number | null, this>;

  /**
   * Message for failed requests of this entity's views, overriding the application's;
   * null (the default) uses the application's. See `Application.getErrorMessageFor`.
   */
  declare errorMessage: Setting<ErrorMessage | null, this, [message: ErrorMessage]>;

  /** Base API URL of this entity; null (the default) uses the application's. */
  declare baseApiUrl: Setting<string | null, this>;

  /** HTTP method creating an entry. Default `'POST'`. */
  declare createMethod: Setting<WriteMethod, this>;

  /**
   * HTTP method updating an entry. Default `'PUT'` (the loaded record merged with the
   * form values); `'PATCH'` sends only the changed values.
   */
  declare updateMethod: Setting<WriteMethod, this>;

  /**
   * Who may see and do what: a function of the identity returning a grant, or a map of
   * role names to grants (a user gets the union of their roles). Default none: the
   * application's rule applies, and without one everything is allowed. See
   * `entityPermissions()`.
   */
  declare permissions: Setting<PermissionRule | undefined, this, [rule: PermissionRule]>;

  /**
   * The field whose value the API uses as the record version, for optimistic concurrency
   * without ETags: the edition sends back the version it loaded, and the API refuses a
   * stale one. Default null (none).
   */
  declare versionField: Setting<string | null, this>;

  static {
    defineSettings<Entity>(this.prototype, {
      permissions: { initial: () => undefined, accept: ensurePermissionRule },
      versionField: { initial: () => null, accept: orNull(ensureFieldName) },
      label: derivedStringRule((entity: Entity) => humanize(entity.name())),
      identifier: {
        initial: () => new StringField('id'),
        accept: (entity, method, field) => {
          if (field instanceof Field) return field;
          throw invalidArgument(entity, method, 'a field (created with admin.field())', field);
        },
      },
      url: { initial: () => undefined, accept: ensureEntityUrl },
      order: orderRule(),
      errorMessage: errorMessageRule(),
      baseApiUrl: { initial: () => null, accept: orNull(ensureString) },
      createMethod: oneOfRule(WRITE_METHODS, 'POST'),
      updateMethod: oneOfRule(WRITE_METHODS, 'PUT'),
    });
  }

  /**
   * Makes the entity read-only: creation, edition, deletion and batch deletion are
   * disabled, and detail links go to the show view.
   */
  readOnly(): this {
    this._readOnly = true;
    this.creationView().disable();
    this.editionView().disable();
    this.deletionView().disable();
    this.batchDeleteView().disable();
    return this;
  }

  isReadOnly(): boolean {
    return this._readOnly;
  }

  /**
   * What one identity may do with this entity: `entityPermissions(this, identity, application)`,
   * as a method so that code holding an entity needs no import of the DSL for it.
   *
   * @usageNotes
   * ```ts
   * post.permissionsFor({ id: 1, roles: ['editor'] }, application).canView('deletion');
   * ```
   */
  permissionsFor(
    identity: NgaIdentity | null,
    application?: { permissions(): PermissionRule | undefined },
  ): ResolvedPermissions {
    return entityPermissions(this, identity, application);
  }

  /** This entity's message for a failed response, or null when it sets none. */
  getErrorMessage(response: unknown): string | null {
    return resolveErrorMessage(this.errorMessage(), response);
  }

  /** The endpoint for an identifier, or undefined when the entity sets no url. */
  getUrl(identifierValue?: unknown): string | undefined {
    const url = this.url();
    return typeof url === 'function' ? url(identifierValue) : url;
  }

  listView(): ListView {
    return this.getView('list');
  }

  creationView(): CreationView {
    return this.getView('creation');
  }

  editionView(): EditionView {
    return this.getView('edition');
  }

  showView(): ShowView {
    return this.getView('show');
  }

  deletionView(): DeletionView {
    return this.getView('deletion');
  }

  batchDeleteView(): BatchDeleteView {
    return this.getView('batchDelete');
  }

  /** The view of a kind, created on first use and the same object afterwards. */
  getView<K extends ViewKind>(kind: K): EntityViews[K] {
    const existing = this._views[kind];
    if (existing) return existing;
    ensureOneOf(this, 'getView', VIEW_KINDS, kind);
    const view = new VIEW_CLASSES[kind](this) as EntityViews[K];
    this._views[kind] = view;
    return view;
  }

  /** All six views, in the order list, creation, edition, show, deletion, batchDelete. */
  get views(): readonly View[] {
    return VIEW_KINDS.map((kind) => this.getView(kind));
  }

  /** The view a menu entry opens: the list view. */
  menuView(): ListView {
    return this.listView();
  }

  /**
   * Which view a detail link to an entry of this entity opens, or null when neither
   * the edition nor the show view is enabled. The field's `detailLinkRoute` is
   * preferred; a read-only entity prefers the show view; a disabled preferred view
   * falls back to the other one.
   */
  getDetailLinkView(field: Field): 'edit' | 'show' | null {
    const preferred = this._readOnly ? 'show' : field.detailLinkRoute();
    const enabled = {
      edit: this.editionView().isEnabled(),
      show: this.showView().isEnabled(),
    };
    if (enabled[preferred]) return preferred;
    const other = preferred === 'edit' ? 'show' : 'edit';
    return enabled[other] ? other : null;
  }
}

function ensureFieldName(owner: ConfigOwner, method: string, value: unknown): string {
  if (ensureString(owner, method, value) === '') {
    throw new ConfigError(`${owner}: ${method}() expects a field name, got an empty string`);
  }
  return value as string;
}

/**
 * A url() string or function of the identifier. ng-admin called url functions with
 * `(entityName, viewType, identifierValue, identifierName)`: such a function would get
 * the identifier as its entity name here, so it is refused rather than misused.
 */
function ensureEntityUrl(owner: ConfigOwner, method: string, value: unknown): UrlSetting {
  const url = ensureStringOrFunction<UrlSetting>(owner, method, value);
  if (typeof url === 'function' && url.length > 1) {
    throw new ConfigError(
      `${owner}: ${method}() got a function of ${url.length} parameters, the ng-admin 1.0 form ` +
        `(entityName, viewType, identifierValue, identifierName); here it receives only the ` +
        `identifier value. See ${MIGRATION_GUIDE}`,
    );
  }
  return url;
}

defineUnsupported(Entity.prototype, 'Entity', {
  dashboardView: 'dashboard panels are collections: use admin.collection(entity)',
  exportView: 'the CSV export is set on the list view: use listView().exportFields()',
  retrieveMethod:
    'request methods other than the write ones are the API mapping’s: provide a custom ApiMapping',
  deleteMethod:
    'request methods other than the write ones are the API mapping’s: provide a custom ApiMapping',
});
