import type { EntryLike } from './hooks';

/**
 * Sort direction of a list, a reference dropdown or an embedded datagrid.
 *
 * @usageNotes
 * ```ts
 * const dir: SortDir = 'ASC';
 * entity.listView().sortDir(dir);
 * ```
 */
export type SortDir = 'ASC' | 'DESC';

/**
 * One option of a choice, choices or boolean field.
 *
 * @usageNotes
 * ```ts
 * const draft: ChoiceOption<string> = { value: 'draft', label: 'Draft' };
 * ```
 */
export interface ChoiceOption<T = unknown> {
  value: T;
  label: string;
}

/**
 * The options of a choice or choices field: a fixed list, or a function of the current
 * entry so that one choice can depend on another.
 *
 * @usageNotes
 * ```ts
 * const byCategory: Choices = (entry) =>
 *   entry.values['category'] === 'tech' ? techTags : otherTags;
 * ```
 */
export type Choices<T = unknown> =
  readonly ChoiceOption<T>[] | ((entry: EntryLike) => readonly ChoiceOption<T>[]);

/**
 * CSS classes of a field or a datagrid row: a class string, a list of classes, or a
 * function of the entry. Field functions are also called without an entry to get the
 * class of the table header.
 *
 * @usageNotes
 * ```ts
 * field.cssClasses((entry) => (entry && entry.values['views'] > 100 ? 'popular' : ''));
 * ```
 */
export type CssClasses =
  string | readonly string[] | ((entry?: EntryLike) => string | readonly string[]);

/**
 * Text compiled as a template with the view scope (titles, descriptions): a string with
 * `{{ expression }}` interpolations, or a function of the entry.
 *
 * @usageNotes
 * ```ts
 * const title: TemplateText = 'Edit "{{ entry.values.title }}"';
 * ```
 */
export type TemplateText = string | ((entry?: EntryLike) => string);

/**
 * A component class, for templates rendered by a component instead of a string. Kept
 * structural so that this entry point does not depend on Angular.
 *
 * @usageNotes
 * ```ts
 * field.template(StarsComponent);
 * ```
 */
export type ComponentLike = abstract new (...args: any[]) => unknown;

/**
 * What `field.template()` accepts: a template string, a function of the entry returning
 * one, or a component class.
 *
 * @usageNotes
 * ```ts
 * field.template('<strong>{{ value }}</strong>');
 * field.template((entry) => `<a href="mailto:${entry.values['email']}">mail</a>`);
 * ```
 */
export type FieldTemplate = string | ((entry: EntryLike) => string) | ComponentLike;

/**
 * An API endpoint: a path (relative to the base API URL, or absolute), or a function of
 * the entry identifier returning one.
 *
 * @usageNotes
 * ```ts
 * entity.url((id) => `/v2/articles/${id ?? ''}`);
 * ```
 */
export type UrlSetting = string | ((identifierValue?: unknown) => string);

/**
 * HTTP methods allowed for creating and updating entries.
 *
 * @usageNotes
 * ```ts
 * entity.updateMethod('PATCH');
 * ```
 */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH';

/**
 * Function applied to a value read from the API (`map`) or sent back to it
 * (`transform`). `entry` holds the entry's values.
 *
 * @usageNotes
 * ```ts
 * const truncate: FieldMapper = (value) => String(value ?? '').slice(0, 50);
 * ```
 */
export type FieldMapper = (value: any, entry: Record<string, any>) => any;

/**
 * Builds the message shown when a request fails: a string, or a function of the
 * failed response (an Angular `HttpErrorResponse` in the view layer).
 *
 * @usageNotes
 * ```ts
 * application.errorMessage((response: any) => `Error ${response.status}: ${response.error?.message}`);
 * ```
 */
export type ErrorMessage = string | ((response: any) => string);

/**
 * When a write takes effect, as react-admin names the modes:
 * - `undoable`: at once on screen, with Undo offered for a few seconds (`undoDelay`); the
 *   request is sent when the time runs out (or the page closes), Undo cancels it unsent;
 * - `optimistic`: at once on screen, the request sent at once; a failure rolls the screen back
 *   and says why;
 * - `pessimistic`: the screen waits for the server's answer (ng-admin 1.0's way).
 *
 * @usageNotes
 * ```ts
 * app.mutationMode('optimistic');
 * posts.deletionView().mutationMode('pessimistic' satisfies MutationMode);
 * ```
 */
export type MutationMode = 'undoable' | 'optimistic' | 'pessimistic';
