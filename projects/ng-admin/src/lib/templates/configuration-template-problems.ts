import type { Application } from '@ng-admin/core/config';
import { configurationTemplates } from './configuration-templates';
import { templateProblems } from './template-problems';

/**
 * Every template string of a configuration that uses what templates do not support, each
 * problem prefixed with where it is written: the application header, the dashboard template,
 * a view's title, description or actions, a field, a filter, the columns of a referenced or
 * embedded list, a dashboard panel. `customTags` are the registered tag names: other custom
 * tags are reported, as they would not render, and so is `ng-model` outside form fields and
 * filters. No DOM, no expression compiler; `provideNgAdmin` loads it (a chunk of its own)
 * when the configuration has templates.
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
  return configurationTemplates(application).flatMap(({ where, template, model }) =>
    templateProblems(template, { customTags, model }).map((problem) => `${where}: ${problem}`),
  );
}
