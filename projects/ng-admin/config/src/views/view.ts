import { ensureStringOrFunction, ensureStringOrNames } from '../config-errors';
import type { Entity } from '../entity';
import { appendedFieldsRule, type FieldInput } from '../field-list';
import type { Field } from '../fields/field';
import { ensureHook, type NgaHook, type PrepareContext } from '../hooks';
import { defineSettings, storedSetting, type Setting } from '../setting';
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
   * ones already there. Without argument, returns the fields sorted by `order()`.
   */
  declare fields: Setting<Field[], this, FieldInput[]>;

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

  static {
    defineSettings<View>(this.prototype, {
      fields: appendedFieldsRule(),
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
