import type { Application, Field, View } from '@ng-admin/core/config';
import { templateProblems } from './template-problems';

/**
 * Every template string of a configuration that uses what templates do not support, each
 * problem prefixed with where it is written: the application header, the dashboard template,
 * a view's title, description or actions, a field, a filter, the columns of a referenced or
 * embedded list, a dashboard panel. `customTags` are the registered tag names: other custom
 * tags are reported, as they would not render, and so is `ng-model` outside form fields and
 * filters. Pure and light (no DOM, no expression
 * compiler), so `provideNgAdmin` runs it on every configuration it reads.
 *
 * @usageNotes
 * ```ts
 * configurationTemplateProblems(application, ['post-link']);
 * // ['Entity "comments", view "list", field "body": ng-model="value" edits the field's value only in …']
 * ```
 */
export function configurationTemplateProblems(
  application: Application,
  customTags: readonly string[],
): string[] {
  const problems: string[] = [];
  // ng-model="value" binds only where the template stands for an input: a form field, a filter.
  const check = (where: string, template: unknown, model = false) => {
    if (typeof template !== 'string') return;
    for (const problem of templateProblems(template, { customTags, model })) {
      problems.push(`${where}: ${problem}`);
    }
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
  return problems;
}
