import type { Application, Field, View } from '@ng-admin/core/config';

/** A template string of a configuration, with where it is written. */
export interface ConfigurationTemplate {
  /** Where it is written: `Entity "comments", view "list", filter "q"`. */
  readonly where: string;
  readonly template: string;
  /** Whether it stands for an input (a form field, a filter), where `ng-model` may bind. */
  readonly model: boolean;
}

/**
 * Every template string of a configuration, each with where it is written: the application
 * header, the dashboard template, a view's title, description or actions, a field, a filter,
 * the columns of a referenced or embedded list, a dashboard panel. A walk of the
 * configuration only, so that a configuration without templates never loads their checker.
 *
 * @usageNotes
 * ```ts
 * configurationTemplates(application).length; // 0: no template to check
 * ```
 */
export function configurationTemplates(application: Application): ConfigurationTemplate[] {
  const templates: ConfigurationTemplate[] = [];
  // ng-model="value" binds only where the template stands for an input: a form field, a filter.
  const check = (where: string, template: unknown, model = false) => {
    if (typeof template === 'string') templates.push({ where, template, model });
  };
  const checkFields = (where: string, kind: string, fields: readonly Field[], model = false) => {
    for (const field of fields) {
      const name = field.isUnnamed() ? '' : field.name();
      const place = `${where}, ${kind} "${name}"`;
      check(place, field.template(), model);
      const columns = (field as Partial<{ targetFields(): readonly Field[] }>).targetFields?.();
      if (columns) checkFields(place, 'column', columns);
    }
  };
  const checkActions = (where: string, actions: unknown) => {
    for (const action of typeof actions === 'string'
      ? [actions]
      : Array.isArray(actions)
        ? actions
        : []) {
      check(where, action);
    }
  };

  check('Application header', application.header());
  const dashboard = application.dashboard();
  check('Dashboard template', dashboard.template());
  for (const collection of dashboard.collections()) {
    checkFields(String(collection), 'field', collection.fields());
    checkActions(`${collection}, listActions`, collection.listActions());
  }
  for (const entity of application.entities) {
    for (const view of entity.views as readonly View[]) {
      if (!view.isEnabled()) continue;
      const where = String(view);
      check(`${where}, title`, view.title());
      check(`${where}, description`, view.description());
      checkActions(`${where}, actions`, view.actions());
      const form = view.kind === 'creation' || view.kind === 'edition';
      checkFields(where, 'field', view.fields(), form);
      if (view.kind === 'list') {
        const list = entity.listView();
        checkFields(where, 'filter', list.filters(), true);
        checkActions(`${where}, listActions`, list.listActions());
        checkActions(`${where}, batchActions`, list.batchActions());
      }
    }
  }
  return templates;
}
