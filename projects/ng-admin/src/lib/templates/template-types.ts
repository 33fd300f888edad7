/**
 * The shapes the template engine reads, as structural types.
 *
 * The engine depends on these shapes rather than on the classes of `@ng-admin/core/config` or
 * on the data layer, so that it can be tested with literal objects and used by any view.
 */

/** An entry as templates see it: `entry.values['author.name']` holds flattened nested values. */
export interface TemplateEntry {
  readonly entityName: string;
  readonly identifierValue: unknown;
  readonly values: Record<string, unknown>;
}

/**
 * The variables a template can read (spec 2.5). Which ones are set depends on the context:
 *
 * | Context                    | Variables                                      |
 * |----------------------------|------------------------------------------------|
 * | listView, showView         | value, field, entry, entity, datastore         |
 * | filters                    | value, field, values, datastore                |
 * | editionView, creationView  | value, field, entry, entity, form, datastore   |
 * | list actions, batch actions| entry or selection, entity, datastore          |
 *
 * Views may add other names; expressions read only the scope's own properties.
 *
 * @usageNotes
 * ```ts
 * const scope: TemplateScope = { value: entry.values['title'], field, entry, entity, datastore };
 * ```
 */
export interface TemplateScope {
  readonly value?: unknown;
  readonly field?: unknown;
  readonly entry?: TemplateEntry;
  readonly entity?: unknown;
  readonly datastore?: unknown;
  readonly form?: unknown;
  readonly values?: Record<string, unknown>;
  readonly selection?: readonly TemplateEntry[];
  readonly [name: string]: unknown;
}

/**
 * A filter usable in expressions as `value | name:arg1:arg2`: it receives the piped value, then
 * the arguments.
 *
 * @usageNotes
 * ```ts
 * const initials: NgaTemplateFilter = (name: string) => name.split(' ').map((w) => w[0]).join('');
 * ```
 */
export type NgaTemplateFilter = (input: any, ...args: any[]) => unknown;

/** Filters by name, as given to `withTemplateFilters` and to the pure rendering functions. */
export type NgaTemplateFilters = Readonly<Record<string, NgaTemplateFilter>>;

/**
 * A template given as a function: it receives the entry (undefined in filter forms) and returns
 * HTML. The parameter is loosely typed so that functions written against the configuration's
 * own entry type fit.
 */
export type NgaTemplateFunction = (entry: any) => unknown;

/**
 * What a `template` setting holds: a template string, a function of the entry returning HTML,
 * or a standalone component class that receives the scope values as inputs.
 */
export type NgaTemplateSource =
  string | NgaTemplateFunction | (abstract new (...args: any[]) => unknown);
