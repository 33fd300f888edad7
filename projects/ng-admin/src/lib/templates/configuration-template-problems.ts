import type { Application, Field, View } from '@ng-admin/core/config';
import { templateProblems } from './template-problems';

/**
 * Every template string of a configuration that uses what templates do not support, each
 * problem prefixed with where it is written: the application header, the dashboard template,
 * a view's title, description or actions, a field, a filter, the columns of a referenced or
 * embedded list, a dashboard panel. `customTags` are the registered tag names: other custom
 * tags are reported, as they would not render. Pure and light (no DOM, no expression
 * compiler), so `provideNgAdmin` runs it on every configuration it reads.
 *
 * @usageNotes
 * ```ts
 * configurationTemplateProblems(application, ['post-link']);
 * // ['Entity "comments", view "list", filter "q": ng-model is not supported in templates: …']
 * ```
 */
export function configurationTemplateProblems(
  application: Application,
  customTags: readonly string[],
): string[] {
  const problems: string[] = [];
  const check = (where: string, template: unknown) => {
    if (typeof template !== 'string') return;
    for (const problem of templateProblems(template, { customTags })) {
      problems.push(`${where}: ${problem}`);
    }
  };
  const checkFields = (where: string, kind: string, fields: readonly Field[]) => {
    for (const field of fields) {
      const name = field.isUnnamed() ? '' : field.name();
      const place = `${where}, ${kind} "${name}"`;
      check(place, field.template());
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
      checkFields(where, 'field', view.fields());
      if (view.kind === 'list') {
        const list = entity.listView();
        checkFields(where, 'filter', list.filters());
        checkActions(`${where}, listActions`, list.listActions());
        checkActions(`${where}, batchActions`, list.batchActions());
      }
    }
  }
  return problems;
}
