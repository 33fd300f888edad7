import { ensureStringOrFunction, ensureStringOrNames } from '../config-errors';
import type { Entity } from '../entity';
import { flattenFields, sortFields, type FieldInput } from '../field-list';
import type { Field } from '../fields/field';
import { ensureHook, type NgaHook, type PrepareContext } from '../hooks';
import type { TemplateText, UrlSetting } from '../types';

/**
 * The kinds of view an entity has. `batchDelete` is routed as `batch-delete`.
 *
 * @usageNotes
 * ```ts
 * const kinds: ViewKind[] = entity.views.map((view) => view.kind);
 * ```
 */
export type ViewKind = 'list' | 'creation' | 'edition' | 'show' | 'deletion' | 'batchDelete';

/**
 * Button names usable in a view's `actions` array.
 *
 * @usageNotes
 * ```ts
 * entity.showView().actions(['list', 'edit'] satisfies ViewAction[]);
 * ```
 */
export type ViewAction =
  'back' | 'list' | 'filter' | 'show' | 'create' | 'edit' | 'delete' | 'batch' | 'export';

/**
 * A view's buttons: an array of button names, or a template string (the current entry
 * and, in list views, the `selection` are in scope) for custom buttons.
 *
 * @usageNotes
 * ```ts
 * const actions: ViewActions = '<nga-back-button /> <my-publish [entry]="entry" />';
 * ```
 */
export type ViewActions = string | readonly ViewAction[];

const VIEW_ACTIONS: readonly ViewAction[] = [
  'back',
  'list',
  'filter',
  'show',
  'create',
  'edit',
  'delete',
  'batch',
  'export',
];

/**
 * Settings shared by all views of an entity (spec 4.2). A view is enabled once it has
 * fields, unless `disable()` was called; deletion views are enabled from the start.
 *
 * @usageNotes
 * ```ts
 * entity.showView()
 *   .title('Post #{{ entry.identifierValue }}')
 *   .description('Read only')
 *   .fields(entity.listView().fields(), admin.field('body', 'wysiwyg'));
 * ```
 */
export abstract class View {
  /** Which view of the entity this is. */
  readonly kind: ViewKind;
  /** The entity the view belongs to. */
  readonly entity: Entity;
  private _fields: Field[] = [];
  private _enabled: boolean | null = null;
  private _title: TemplateText | false | undefined = undefined;
  private _description: TemplateText = '';
  private _actions: ViewActions | null = null;
  private _url: UrlSetting | undefined = undefined;
  private _prepare: NgaHook<PrepareContext> | undefined = undefined;

  protected constructor(entity: Entity, kind: ViewKind) {
    this.entity = entity;
    this.kind = kind;
  }

  /** `Entity "posts", view "list"`: how error messages name this view. */
  toString(): string {
    return `Entity "${this.entity.name()}", view "${this.kind}"`;
  }

  /**
   * Adds fields (fields, arrays or nested arrays; several arguments allowed) after the
   * ones already there. Without argument, returns the fields sorted by `order()`.
   */
  fields(): Field[];
  fields(...fields: FieldInput[]): this;
  fields(...args: FieldInput[]): Field[] | this {
    if (args.length === 0) return sortFields(this._fields);
    this._fields.push(...flattenFields(this, 'fields', args));
    return this;
  }

  /** The first field with that name, or undefined. */
  getField(name: string): Field | undefined {
    return this._fields.find((field) => field.name() === name);
  }

  hasField(name: string): boolean {
    return this.getField(name) !== undefined;
  }

  /**
   * Title template, or `false` for no title. Undefined by default: the view layer then
   * shows its own default (such as the entity label).
   */
  title(): TemplateText | false | undefined;
  title(title: TemplateText | false): this;
  title(...args: [title?: TemplateText | false]): TemplateText | false | undefined | this {
    if (args.length === 0) return this._title;
    const title = args[0];
    this._title =
      title === false ? false : ensureStringOrFunction<TemplateText>(this, 'title', title);
    return this;
  }

  /** Text shown under the title, compiled as a template like the title. Default `''`. */
  description(): TemplateText;
  description(description: TemplateText): this;
  description(...args: [description?: TemplateText]): TemplateText | this {
    if (args.length === 0) return this._description;
    this._description = ensureStringOrFunction<TemplateText>(this, 'description', args[0]);
    return this;
  }

  /** The view's buttons; each view kind has its natural default. */
  actions(): ViewActions;
  actions(actions: ViewActions): this;
  actions(...args: [actions?: ViewActions]): ViewActions | this {
    if (args.length === 0) return this._actions ?? this.defaultActions();
    this._actions = ensureStringOrNames<ViewActions>(this, 'actions', args[0], VIEW_ACTIONS);
    return this;
  }

  /** API endpoint of this view (absolute or relative), overriding the entity's. */
  url(): UrlSetting | undefined;
  url(url: UrlSetting): this;
  url(...args: [url?: UrlSetting]): UrlSetting | undefined | this {
    if (args.length === 0) return this._url;
    this._url = ensureStringOrFunction<UrlSetting>(this, 'url', args[0]);
    return this;
  }

  /** This view's endpoint for an identifier, or undefined when the view sets none. */
  getUrl(identifierValue?: unknown): string | undefined {
    const url = this._url;
    return typeof url === 'function' ? url(identifierValue) : url;
  }

  disable(): this {
    this._enabled = false;
    return this;
  }

  enable(): this {
    this._enabled = true;
    return this;
  }

  isEnabled(): boolean {
    return this._enabled ?? this.enabledByDefault();
  }

  /** Runs before the view renders; a function or an injectable array. */
  prepare(): NgaHook<PrepareContext> | undefined;
  prepare(hook: NgaHook<PrepareContext>): this;
  prepare(...args: [hook?: NgaHook<PrepareContext>]): NgaHook<PrepareContext> | undefined | this {
    if (args.length === 0) return this._prepare;
    this._prepare = ensureHook<NgaHook<PrepareContext>>(this, 'prepare', args[0]);
    return this;
  }

  /** Whether a view is enabled when neither `enable()` nor `disable()` was called. */
  protected enabledByDefault(): boolean {
    return this._fields.length > 0;
  }

  protected abstract defaultActions(): ViewActions;
}
