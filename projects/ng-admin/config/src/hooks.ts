import { ConfigError, describeValue, type ConfigOwner } from './config-errors';
import type { Entity } from './entity';
import type { View } from './views/view';

/**
 * The shape of an entry as hooks, templates and callbacks see it: the entity name, the
 * identifier value and the field values keyed by field name (nested properties as
 * dot-notation keys).
 *
 * @usageNotes
 * ```ts
 * const title = (entry: EntryLike) => String(entry.values['title']);
 * ```
 */
export interface EntryLike {
  entityName: string;
  identifierValue: unknown;
  values: Record<string, unknown>;
}

/**
 * A view hook: a function receiving a context object, or an injectable array listing
 * dependency-injection tokens followed by the function, which then receives the
 * resolved tokens and, last, the context. The function runs inside an injection
 * context, so it may also call `inject()`. It may return a Promise or an Observable;
 * returning `false` from a submit hook stops the default workflow.
 *
 * @usageNotes
 * ```ts
 * view.prepare(({ query, view }) => console.log(view.kind, query));
 * view.onSubmitSuccess([Router, (router: Router, { entry }) => router.navigate(['/']) && false]);
 * ```
 */
export type NgaHook<C, R = unknown> =
  ((context: C) => R) | readonly [...unknown[], (...args: any[]) => R];

/**
 * Context of a `prepare` hook (spec 4.2). Framework objects are typed `unknown` here
 * because this entry point does not depend on Angular; the view layer documents them.
 *
 * @usageNotes
 * ```ts
 * list.prepare((context: PrepareContext) => {
 *   context.query['_embed'] = 'author';
 * });
 * ```
 */
export interface PrepareContext {
  /** Object form of the main request's query string. */
  query: Record<string, unknown>;
  /** Store of the entries reachable during rendering. */
  datastore: unknown;
  /** The view being prepared. */
  view: View;
  /** The current entry (not in list views). */
  entry?: EntryLike;
  /** The current entries (list views only). */
  entries?: EntryLike[];
  /** Turns a REST response object into an entry. */
  Entry: unknown;
}

/**
 * Context of an `onSubmitSuccess` hook (spec 6).
 *
 * @usageNotes
 * ```ts
 * edition.onSubmitSuccess(({ entry, notification }: SubmitSuccessContext) => { ... });
 * ```
 */
export interface SubmitSuccessContext {
  /** The form submission event. */
  $event: unknown;
  /** The saved entry. */
  entry: EntryLike;
  /** The entity of the view. */
  entity: Entity;
  /** The form (a reactive form group in the Angular view layer). */
  form: unknown;
  /** Loading indicator controller. */
  progression: unknown;
  /** Top notification controller. */
  notification: unknown;
}

/**
 * Context of an `onSubmitError` hook (spec 6): the success context plus the error.
 *
 * @usageNotes
 * ```ts
 * creation.onSubmitError(({ error, errorMessage }: SubmitErrorContext) => {
 *   console.warn(errorMessage, error);
 * });
 * ```
 */
export interface SubmitErrorContext extends SubmitSuccessContext {
  /** The failed server response, or what onSubmitSuccess threw. */
  error: unknown;
  /** A message derived from the response by the application's errorMessage. */
  errorMessage: string;
}

/**
 * Whether a hook is an injectable array (`[TokenA, TokenB, fn]`) rather than a plain
 * function. The last item of such an array is the function.
 *
 * @usageNotes
 * ```ts
 * const fn = isInjectableHook(hook) ? hook[hook.length - 1] : hook;
 * ```
 */
export function isInjectableHook<C, R>(
  hook: NgaHook<C, R>,
): hook is readonly [...unknown[], (...args: any[]) => R] {
  return Array.isArray(hook);
}

export function ensureHook<H>(owner: ConfigOwner, method: string, value: unknown): H {
  if (typeof value === 'function') return value as H;
  if (Array.isArray(value) && value.length > 0 && typeof value[value.length - 1] === 'function') {
    return [...value] as H;
  }
  throw new ConfigError(
    `${owner}: ${method}() expects a function or an injectable array ending with a function, ` +
      `got ${describeValue(value)}`,
  );
}
