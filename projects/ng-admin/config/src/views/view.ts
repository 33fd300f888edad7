import { ensureStringOrFunction, ensureStringOrNames } from '../config-errors';
import type { Entity } from '../entity';
import { clearLayout, layoutOf, viewFieldsRule, type ViewFieldInput } from '../field-list';
import { isFieldGroup, type FieldGroup } from '../field-group';
import type { Field } from '../fields/field';
import { ensureHook, type NgaHook, type PrepareContext } from '../hooks';
import { defineUnsupported } from '../ng-admin-compat';
import { clearSetting, defineSettings, storedSetting, type Setting } from '../setting';
import { errorMessageRule, resolveErrorMessage } from '../setting-rules';
import type { ErrorMessage, TemplateText, UrlSetting } from '../types';

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
  private _enabled: boolean | null = null;

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
   * ones already there; creation, edition and show views also take the tabs and sections of
   * `admin.tab()` and `admin.section()`. Without argument, returns every field, flat, sorted
   * by `order()`.
   */
  declare fields: Setting<Field[], this, ViewFieldInput[]>;

  /**
   * Title template, or `false` for no title. Undefined by default: the view layer then
   * shows its own default (such as the entity label).
   */
  declare title: Setting<TemplateText | false | undefined, this, [title: TemplateText | false]>;

  /** Text shown under the title, compiled as a template like the title. Default `''`. */
  declare description: Setting<TemplateText, this>;

  /** The view's buttons; each view kind has its natural default. */
  declare actions: Setting<ViewActions, this>;

  /** API endpoint of this view (absolute or relative), overriding the entity's. */
  declare url: Setting<UrlSetting | undefined, this, [url: UrlSetting]>;

  /** Runs before the view renders; a function or an injectable array. Default none. */
  declare prepare: Setting<
    NgaHook<PrepareContext> | undefined,
    this,
    [hook: NgaHook<PrepareContext>]
  >;

  /**
   * Message for failed requests of this view, overriding the entity's and the
   * application's; null (the default) uses theirs. See `Application.getErrorMessageFor`.
   */
  declare errorMessage: Setting<ErrorMessage | null, this, [message: ErrorMessage]>;

  static {
    defineSettings<View>(this.prototype, {
      errorMessage: errorMessageRule(),
      fields: viewFieldsRule(),
      title: {
        initial: () => undefined,
        accept: (view, method, title) =>
          title === false ? false : ensureStringOrFunction<TemplateText>(view, method, title),
      },
      description: { initial: () => '', accept: ensureStringOrFunction<TemplateText> },
      actions: {
        fallback: (view) => view.defaultActions(),
        accept: (view, method, actions) =>
          ensureStringOrNames<ViewActions>(view, method, actions, VIEW_ACTIONS),
      },
      url: { initial: () => undefined, accept: ensureStringOrFunction<UrlSetting> },
      prepare: { initial: () => undefined, accept: ensureHook<NgaHook<PrepareContext>> },
    });
  }

  /** Whether the view is enabled (ng-admin's property form of `isEnabled()`). */
  get enabled(): boolean {
    return this.isEnabled();
  }

  /** The entity of the view (ng-admin's form of `view.entity`, common in hooks). */
  getEntity(): Entity {
    return this.entity;
  }

  /** The identifier field of the view's entity. */
  identifier(): Field {
    return this.entity.identifier();
  }

  hasFields(): boolean {
    return this.fields().length > 0;
  }

  /** Removes every field, so that `fields()` can give a new list. */
  removeFields(): this {
    clearSetting<View, 'fields'>(this, 'fields');
    clearLayout(this);
    return this;
  }

  /**
   * The fields and groups (tabs, sections) given to `fields()`, in the order given: how creation,
   * edition and show views lay them out. Without groups, the same fields as `fields()`. Give it
   * to another view's `fields()` to reuse the fields with their layout.
   *
   * @usageNotes
   * ```ts
   * posts.editionView().fields(posts.creationView().layout(), admin.tab('Stats', [views]));
   * ```
   */
  layout(): readonly (Field | FieldGroup)[] {
    return [...layoutOf(this)];
  }

  /** Whether `fields()` was given tabs (`admin.tab()`). */
  hasTabs(): boolean {
    return layoutOf(this).some((item) => isFieldGroup(item) && item.kind === 'tab');
  }

  /** This view's message for a failed response, or null when it sets none. */
  getErrorMessage(response: unknown): string | null {
    return resolveErrorMessage(this.errorMessage(), response);
  }

  /** The first field with that name, or undefined. */
  getField(name: string): Field | undefined {
    const fields = storedSetting<View, 'fields'>(this, 'fields') ?? [];
    return fields.find((field) => field.name() === name);
  }

  hasField(name: string): boolean {
    return this.getField(name) !== undefined;
  }

  /** This view's endpoint for an identifier, or undefined when the view sets none. */
  getUrl(identifierValue?: unknown): string | undefined {
    const url = this.url();
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

  /** Whether a view is enabled when neither `enable()` nor `disable()` was called. */
  protected enabledByDefault(): boolean {
    return this.fields().length > 0;
  }

  protected abstract defaultActions(): ViewActions;
}

const INTERNAL = "an internal of ng-admin's AngularJS views; the Angular view layer does it";

defineUnsupported(View.prototype, 'View', {
  name: 'a view has no name here: it is identified by its entity and its kind (`view.kind`)',
  setEntity: 'a view belongs to its entity from creation: use entity.listView() and the like',
  order: 'views are not ordered; order menu entries with admin.menu() or entity.order()',
  template:
    'a whole-view HTML template cannot work with Angular components: customize the view with field templates, actions and custom tags, or route to your own component',
  getFields: 'renamed: use fields()',
  addField: 'renamed: use fields(field)',
  getFieldsOfType: 'use fields().filter((field) => field.type() === type)',
  getReferences: INTERNAL,
  getNonOptimizedReferences: INTERNAL,
  getOptimizedReferences: INTERNAL,
  getReferencedLists: INTERNAL,
  validate:
    'forms run the field validators themselves; Application.validate() checks the configuration',
  mapEntry: INTERNAL,
  mapEntries: INTERNAL,
  transformEntry: INTERNAL,
  doPrepare: INTERNAL,
});
