import {
  ConfigError,
  ensureOneOf,
  ensureString,
  ensureStringOrFunction,
  invalidArgument,
} from './config-errors';
import { Field } from './fields/field';
import { StringField } from './fields/string-field';
import { humanize } from './humanize';
import type { UrlSetting, WriteMethod } from './types';
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
  private _label: string | null = null;
  private _identifier: Field;
  private _readOnly = false;
  private _url: UrlSetting | undefined = undefined;
  private _baseApiUrl: string | null = null;
  private _createMethod: WriteMethod = 'POST';
  private _updateMethod: WriteMethod = 'PUT';
  private readonly _views: Partial<EntityViews> = {};

  constructor(name: string) {
    if (typeof name !== 'string' || name === '') {
      throw new ConfigError(`An entity needs a non-empty string name, got ${JSON.stringify(name)}`);
    }
    this._name = name;
    this._identifier = new StringField('id');
    this.uniqueId = `${name}_${++entityCount}`;
  }

  /** `Entity "posts"`: how error messages name this entity. */
  toString(): string {
    return `Entity "${this._name}"`;
  }

  /** The entity name, also its default API path and its route segment. */
  name(): string {
    return this._name;
  }

  /** Display name; by default the capitalised name (`'blog_posts'` -> `'Blog Posts'`). */
  label(): string;
  label(label: string): this;
  label(...args: [label?: string]): string | this {
    if (args.length === 0) return this._label ?? humanize(this._name);
    this._label = ensureString(this, 'label', args[0]);
    return this;
  }

  /** The field holding the entry identifier. Default: a string field named `id`. */
  identifier(): Field;
  identifier(field: Field): this;
  identifier(...args: [field?: Field]): Field | this {
    if (args.length === 0) return this._identifier;
    const field = args[0];
    if (!(field instanceof Field)) {
      throw invalidArgument(this, 'identifier', 'a field (created with admin.field())', field);
    }
    this._identifier = field;
    return this;
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
   * API endpoint of the entity (absolute, or relative to the base API URL), or a
   * function of the identifier. Undefined by default: the data layer uses the name.
   */
  url(): UrlSetting | undefined;
  url(url: UrlSetting): this;
  url(...args: [url?: UrlSetting]): UrlSetting | undefined | this {
    if (args.length === 0) return this._url;
    this._url = ensureStringOrFunction<UrlSetting>(this, 'url', args[0]);
    return this;
  }

  /** The endpoint for an identifier, or undefined when the entity sets no url. */
  getUrl(identifierValue?: unknown): string | undefined {
    const url = this._url;
    return typeof url === 'function' ? url(identifierValue) : url;
  }

  /** Base API URL of this entity; null (the default) uses the application's. */
  baseApiUrl(): string | null;
  baseApiUrl(url: string | null): this;
  baseApiUrl(...args: [url?: string | null]): string | null | this {
    if (args.length === 0) return this._baseApiUrl;
    this._baseApiUrl = args[0] === null ? null : ensureString(this, 'baseApiUrl', args[0]);
    return this;
  }

  /** HTTP method creating an entry. Default `'POST'`. */
  createMethod(): WriteMethod;
  createMethod(method: WriteMethod): this;
  createMethod(...args: [method?: WriteMethod]): WriteMethod | this {
    if (args.length === 0) return this._createMethod;
    this._createMethod = this.ensureWriteMethod('createMethod', args[0]);
    return this;
  }

  /** HTTP method updating an entry. Default `'PUT'` (the loaded record merged with the form values); `'PATCH'` sends only the changed values. */
  updateMethod(): WriteMethod;
  updateMethod(method: WriteMethod): this;
  updateMethod(...args: [method?: WriteMethod]): WriteMethod | this {
    if (args.length === 0) return this._updateMethod;
    this._updateMethod = this.ensureWriteMethod('updateMethod', args[0]);
    return this;
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

  private ensureWriteMethod(method: string, value: unknown): WriteMethod {
    return ensureOneOf(this, method, WRITE_METHODS, value);
  }
}
