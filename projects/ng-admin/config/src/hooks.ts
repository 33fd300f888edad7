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
 * The framework types of the hook contexts, empty here because this entry point does not
 * depend on Angular. A package that runs the hooks augments it, and each context member
 * named here then takes the given type; a member not named stays `unknown`.
 *
 * @usageNotes
 * ```ts
 * declare module '@ng-admin/core/config' {
 *   interface NgaHookTypes {
 *     form: FormGroup;
 *     notification: NgaNotification;
 *   }
 * }
 * post.editionView().onSubmitSuccess(({ form }) => form.markAsPristine()); // typed
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface NgaHookTypes {}

/**
 * The type of a hook context member: the one given by augmenting `NgaHookTypes`, or
 * `unknown`.
 *
 * @usageNotes
 * ```ts
 * const form: NgaHookType<'form'> = context.form; // FormGroup once augmented
 * ```
 */
export type NgaHookType<K extends string> = K extends keyof NgaHookTypes
  ? NgaHookTypes[K]
  : unknown;

/**
 * Context of a `prepare` hook (spec 4.2). The framework members are typed through
 * `NgaHookTypes` (`unknown` until a package augments it).
 *
 * @usageNotes
 * ```ts
 * list.prepare((context: PrepareContext) => {
 *   context.query['_embed'] = 'author';
 * });
 * ```
 */
export interface PrepareContext {
  /** Object form of the main request's query string; changes are sent with the request. */
  query: Record<string, unknown>;
  /** Store of the entries reachable during rendering (references included). */
  datastore: NgaHookType<'datastore'>;
  /** The view being prepared. */
  view: View;
  /** The current entry (not in list views). */
  entry?: EntryLike;
  /** The current entries (list views only). */
  entries?: EntryLike[];
  /** Turns a REST response object into an entry of the view's entity. */
  Entry: NgaHookType<'Entry'>;
}

/**
 * Context of an `onSubmitSuccess` hook (spec 6). The framework members are typed through
 * `NgaHookTypes` (`unknown` until a package augments it).
 *
 * @usageNotes
 * ```ts
 * edition.onSubmitSuccess(({ entry, notification }: SubmitSuccessContext) => { ... });
 * ```
 */
export interface SubmitSuccessContext {
  /** The form submission event. */
  $event: NgaHookType<'$event'>;
  /** The saved entry. */
  entry: EntryLike;
  /** The entity of the view. */
  entity: Entity;
  /** The form holding the values the user typed (a reactive form group in Angular). */
  form: NgaHookType<'form'>;
  /** The loading indicator, to show progress of work the hook starts. */
  progression: NgaHookType<'progression'>;
  /** The notification service, to tell the user about the result. */
  notification: NgaHookType<'notification'>;
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
