import {
  ConfigError,
  ensureBoolean,
  ensureString,
  ensureStringOrFunction,
  invalidArgument,
  isPlainObject,
} from './config-errors';
import { isBatchUpdate } from './batch-update';
import { Collection } from './collection';
import { ensurePermissionRule, permissionFieldProblems, type PermissionRule } from './permissions';
import { defineSettings, storedSetting, type Setting } from './setting';
import { defineUnsupported } from './ng-admin-compat';
import { sortByOrder } from './ordering';
import type { ErrorMessage, MutationMode } from './types';

export type { ErrorMessage } from './types';
import {
  booleanRule,
  integerRule,
  mutationModeRule,
  orNull,
  resolveErrorMessage,
  stringRule,
} from './setting-rules';
import { Dashboard } from './dashboard';
import { Entity } from './entity';
import type { Field } from './fields/field';
import { Menu } from './menu';
import type { View } from './views/view';

/**
 * ng-admin's message: the status and the response body. The body is read from `error`
 * (Angular's HttpErrorResponse), `data` (ng-admin's responses) or `message`.
 */
function defaultErrorMessage(response: unknown): string {
  const source = isPlainObject(response) || response instanceof Error ? response : {};
  const fields = source as Record<string, unknown>;
  const status = fields['status'] ?? 'unknown';
  let body = fields['error'] ?? fields['data'] ?? fields['message'] ?? response;
  if (typeof body === 'object' && body !== null) body = JSON.stringify(body);
  return `Oops, an error occurred : (code: ${status}) ${body}`;
}

/**
 * The whole admin: its entities, menu, dashboard and global settings. Build it in the
 * function given to `provideNgAdmin()` and return it.
 *
 * @usageNotes
 * ```ts
 * const app = admin.application('My blog admin').baseApiUrl('http://localhost:3000/');
 * app.addEntity(post).addEntity(comment);
 * return app.validate();
 * ```
 */
export class Application {
  private readonly _entities: Entity[] = [];

  constructor(title = 'ng-admin', debug = true) {
    this.title(ensureString('Application', 'application', title));
    this.debug(ensureBoolean('Application', 'application', debug));
  }

  /** `Application "My admin"`: how error messages name the application. */
  toString(): string {
    return `Application "${this.title()}"`;
  }

  /** The application's name, shown in the top bar. Default `'ng-admin'`. */
  declare title: Setting<string, this>;

  /** Prefix of every entity's API path. Default `'/'`. */
  declare baseApiUrl: Setting<string, this>;

  /** The sidebar menu: the one given, or else one built from the entities. */
  declare menu: Setting<Menu, this>;

  /** The home page: the one given, or else one built from the entities. */
  declare dashboard: Setting<Dashboard, this>;

  /**
   * Debug mode, on by default as in ng-admin: the view layer may log configuration
   * warnings and extra diagnostics. Production builds usually turn it off.
   */
  declare debug: Setting<boolean, this>;

  /** Template of the top bar. Default null: the view layer shows the title. */
  declare header: Setting<string | null, this>;

  /** Message for failed requests; by default the status code and response body. */
  declare errorMessage: Setting<ErrorMessage, this>;

  /**
   * The permission rule of entities that have none (see `Entity.permissions`). Default
   * none: everything is allowed.
   */
  declare permissions: Setting<PermissionRule | undefined, this, [rule: PermissionRule]>;

  /**
   * When writes take effect in every view that sets none (see `MutationMode`). Null (the
   * default): deletions are `'undoable'`, edition saves `'pessimistic'`. Creations always wait
   * for the server, which gives the new record its identifier.
   */
  declare mutationMode: Setting<MutationMode | null, this, [mode: MutationMode | null]>;

  /**
   * How long Undo is offered for an `'undoable'` write before its request is sent, in
   * milliseconds. Default 5000.
   */
  declare undoDelay: Setting<number, this>;

  static {
    defineSettings<Application>(this.prototype, {
      mutationMode: mutationModeRule(),
      undoDelay: integerRule(5000, 1),
      permissions: { initial: () => undefined, accept: ensurePermissionRule },
      title: stringRule('ng-admin'),
      baseApiUrl: stringRule('/'),
      menu: {
        fallback: (application) => application.buildMenuFromEntities(),
        accept: (application, method, menu) => {
          if (menu instanceof Menu) return menu;
          throw invalidArgument(application, method, 'a menu (created with admin.menu())', menu);
        },
      },
      dashboard: {
        fallback: (application) => application.buildDashboardFromEntities(),
        accept: (application, method, dashboard) => {
          if (dashboard instanceof Dashboard) return dashboard;
          throw invalidArgument(application, method, 'a dashboard (admin.dashboard())', dashboard);
        },
      },
      debug: booleanRule(true),
      header: { initial: () => null, accept: orNull(ensureString) },
      errorMessage: {
        initial: () => defaultErrorMessage,
        accept: ensureStringOrFunction<ErrorMessage>,
      },
    });
  }

  /** Adds an entity; names are unique (adding the same entity twice is a no-op). */
  addEntity(entity: Entity): this {
    if (!(entity instanceof Entity)) {
      throw invalidArgument(this, 'addEntity', 'an entity (created with admin.entity())', entity);
    }
    const existing = this._entities.find((known) => known.name() === entity.name());
    if (existing === entity) return this;
    if (existing) {
      throw new ConfigError(`${this}: an entity named "${entity.name()}" was already added`);
    }
    this._entities.push(entity);
    return this;
  }

  /** The entity with that name; throws a `ConfigError` listing the known names. */
  getEntity(name: string): Entity {
    const entity = this._entities.find((known) => known.name() === name);
    if (!entity) {
      const known = this._entities.map((known) => known.name()).join(', ') || '(none)';
      throw new ConfigError(`Unknown entity "${name}". Known entities: ${known}`);
    }
    return entity;
  }

  hasEntity(name: string): boolean {
    return this._entities.some((entity) => entity.name() === name);
  }

  /** The entities sorted by `order()`, for the menu and dashboard built from them. */
  private entitiesByOrder(): Entity[] {
    return sortByOrder(this._entities, (entity) => entity.order());
  }

  /** The names of the entities, in the order they were added. */
  getEntityNames(): string[] {
    return this._entities.map((entity) => entity.name());
  }

  /** The entities in the order they were added (a copy). */
  get entities(): readonly Entity[] {
    return [...this._entities];
  }

  /**
   * A root menu with one child per entity whose list view is enabled, in the order of
   * `entity.order()`, else the order the entities were added. Built anew on each call.
   */
  buildMenuFromEntities(): Menu {
    const menu = new Menu();
    for (const entity of this.entitiesByOrder()) {
      if (entity.menuView().isEnabled()) menu.addChild(new Menu().entity(entity));
    }
    return menu;
  }

  /**
   * One panel per entity whose list view is enabled: titled with the entity label,
   * showing the first three list fields with the list's sort and permanent filters, in
   * the order of `entity.order()`. Built anew on each call.
   */
  buildDashboardFromEntities(): Dashboard {
    const dashboard = new Dashboard();
    for (const entity of this.entitiesByOrder()) {
      const list = entity.listView();
      if (!list.isEnabled()) continue;
      dashboard.addCollection(
        new Collection(entity)
          .fields(list.fields().slice(0, 3))
          .sortField(list.sortField())
          .sortDir(list.sortDir())
          .permanentFilters(list.permanentFilters()),
      );
    }
    return dashboard;
  }

  /**
   * The mutation mode of a view's writes: the view's own `mutationMode()`, else the
   * application's, else `'undoable'` for deletions and `'pessimistic'` for edition saves.
   * Creations, and views that write nothing, are `'pessimistic'`.
   *
   * @usageNotes
   * ```ts
   * app.mutationModeFor(posts.deletionView()); // 'undoable'
   * app.mutationModeFor(posts.editionView()); // 'pessimistic'
   * ```
   */
  mutationModeFor(view: View): MutationMode {
    if (view.kind !== 'edition' && view.kind !== 'deletion' && view.kind !== 'batchDelete') {
      return 'pessimistic';
    }
    const own = (view as View & { mutationMode(): MutationMode | null }).mutationMode();
    return own ?? this.mutationMode() ?? (view.kind === 'edition' ? 'pessimistic' : 'undoable');
  }

  /** The message for one failed response. */
  getErrorMessage(response: unknown): string {
    return resolveErrorMessage(this.errorMessage(), response);
  }

  /**
   * The message for a request of a view that failed: the view's own `errorMessage`, else
   * its entity's, else the application's.
   */
  getErrorMessageFor(view: View, response: unknown): string {
    return (
      view.getErrorMessage(response) ??
      view.entity.getErrorMessage(response) ??
      this.getErrorMessage(response)
    );
  }

  /**
   * The message the configuration gives for a failed request of a view (the view's
   * `errorMessage`, its entity's, or an application `errorMessage` other than the default),
   * or null when none was configured: the admin then says what happened in its own words.
   *
   * @usageNotes
   * ```ts
   * app.errorMessage((response) => `Error ${response.status}`);
   * app.configuredErrorMessageFor(posts.editionView(), { status: 500 }); // 'Error 500'
   * ```
   */
  configuredErrorMessageFor(view: View, response: unknown): string | null {
    const own = view.getErrorMessage(response) ?? view.entity.getErrorMessage(response);
    if (own !== null) return own;
    return this.errorMessage() === defaultErrorMessage ? null : this.getErrorMessage(response);
  }

  /**
   * Checks what setters cannot check alone (for instance a reference field given no
   * target) in every enabled view, filter and dashboard panel, and throws one
   * `ConfigError` listing every problem. Returns the application, so that a configure
   * function can end with `return app.validate()`.
   */
  validate(): this {
    const problems: string[] = [];
    const check = (where: string, kind: string, fields: readonly Field[]) => {
      for (const field of fields) {
        for (const problem of field.configProblems()) {
          problems.push(`${where}, ${kind} "${field.name()}": ${problem}`);
        }
      }
    };
    for (const entity of this._entities) {
      for (const view of entity.views.filter((candidate: View) => candidate.isEnabled())) {
        check(String(view), 'field', view.fields());
        if (!DEPENDENT_VIEW_KINDS.includes(view.kind)) continue;
        const names = new Set(view.fields().map((field) => field.name()));
        for (const field of view.fields()) {
          const context = view.kind === 'show' ? 'show' : 'form';
          for (const problem of field.dependencyProblems(names, context)) {
            problems.push(`${view}, field "${field.name()}": ${problem}`);
          }
        }
      }
      const list = entity.listView();
      if (list.isEnabled()) {
        check(String(list), 'filter', list.filters());
        const batchActions = list.batchActions();
        for (const action of typeof batchActions === 'string' ? [] : batchActions) {
          if (!isBatchUpdate(action) || !action.asksForValue()) continue;
          const edition = entity.editionView();
          if (!edition.fields().some((field) => field.name() === action.fieldName())) {
            problems.push(
              `${list}, batchActions: ${action} asks for a value, but ${edition} has no field ` +
                `"${action.fieldName()}" to ask with; add it there or give batchUpdate() a value`,
            );
          }
        }
        for (const filter of list.filters()) {
          for (const problem of filter.filterProblems()) {
            problems.push(`${list}, filter "${filter.name()}": ${problem}`);
          }
        }
        check(String(list), 'export field', list.exportFields() ?? []);
      }
      const problemsOfRule = permissionFieldProblems(entity.permissions(), fieldNamesOf(entity));
      problems.push(...problemsOfRule.map((problem) => `${entity}: ${problem}`));
    }
    // A dashboard built from the entities shows list fields, checked above.
    const givenDashboard = storedSetting<Application, 'dashboard'>(this, 'dashboard');
    for (const collection of givenDashboard?.collections() ?? []) {
      check(`Dashboard, ${collection}`, 'field', collection.fields());
    }
    if (problems.length > 0) {
      const summary = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
      throw new ConfigError(
        `${this}: ${summary} in the configuration:\n- ${problems.join('\n- ')}`,
        problems,
      );
    }
    return this;
  }
}

/** The views whose fields follow `showWhen` and the other dependent field rules. */
const DEPENDENT_VIEW_KINDS: readonly string[] = ['creation', 'edition', 'show'];

/** Names of every field of an entity's views, filters and export. */
function fieldNamesOf(entity: Entity): Set<string> {
  const list = entity.listView();
  const fields = [
    ...entity.views.flatMap((view) => view.fields()),
    ...list.filters(),
    ...(list.exportFields() ?? []),
  ];
  return new Set(fields.map((field) => field.name()));
}

defineUnsupported(Application.prototype, 'Application', {
  layout:
    'the layout is the <nga-admin> component: style it, or build your own shell around the admin routes',
  customTemplate:
    'views render Angular components: use field templates, actions and custom tags instead of view templates',
  getViewsOfType: "use entities.map((entity) => entity.getView('list')) and the like",
  getViewByEntityAndType: "use getEntity(name).getView('list') and the like",
  getRouteFor: "URLs are built by the data layer's ApiMapping: provide a custom one to change them",
  defaultErrorMessage: 'getErrorMessage() gives the default message when errorMessage() is not set',
});
