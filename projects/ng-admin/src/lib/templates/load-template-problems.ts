import type { templateProblems } from './template-problems';

/**
 * Loads `templateProblems(template, options?)`, the checker that lists what a template string
 * uses that templates do not support (see docs/templates.md). It is a chunk of its own: the
 * admin loads it only for configurations that have templates, and a test or a build script
 * loads it here.
 *
 * @usageNotes
 * ```ts
 * const templateProblems = await loadTemplateProblems();
 * templateProblems('<a ui-sref="posts.show">Open</a>');
 * // ['ui-sref is not supported in templates: <a ui-sref="posts.show">; write href="#/…" …']
 * ```
 */
export function loadTemplateProblems(): Promise<typeof templateProblems> {
  return import('./template-problems').then((m) => m.templateProblems);
}
