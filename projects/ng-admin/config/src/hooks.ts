import { ConfigError, describeValue, type ConfigOwner } from './config-errors';
import { MIGRATION_GUIDE } from './ng-admin-compat';
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
    const names = value.slice(0, -1).filter((token): token is string => typeof token === 'string');
    if (names.length > 0) throw stringTokensError(owner, method, names);
    return [...value] as H;
  }
  throw new ConfigError(
    `${owner}: ${method}() expects a function or an injectable array ending with a function, ` +
      `got ${describeValue(value)}`,
  );
}

// The names of the hook contexts (spec 4.2 and 6): ng-admin injected them as locals.
const CONTEXT_MEMBERS = new Set([
  'query',
  'datastore',
  'view',
  'entry',
  'entries',
  'Entry',
  '$event',
  'entity',
  'form',
  'progression',
  'notification',
  'error',
  'errorMessage',
]);

// What replaces the AngularJS services that ng-admin configurations injected by name.
const ANGULARJS_SERVICES: Readonly<Record<string, string>> = {
  Restangular:
    "Restangular is an AngularJS service: inject HttpClient (from '@angular/common/http') " +
    'and request the URL (firstValueFrom(http.get(url)) gives a Promise of the body); ' +
    'requests of the views go through the API mapping (withApiMapping)',
  $http: "$http is an AngularJS service: inject HttpClient (from '@angular/common/http')",
  $q: '$q is an AngularJS service: return a Promise or an Observable, both are awaited',
  $timeout: '$timeout is an AngularJS service: use setTimeout in a Promise',
  $state: "$state is ui-router's: inject Router (from '@angular/router')",
  $location: "$location is an AngularJS service: inject Router (from '@angular/router')",
  $stateParams: "$stateParams is ui-router's: inject ActivatedRoute (from '@angular/router')",
  $window: '$window is an AngularJS service: use window',
  $log: '$log is an AngularJS service: use console',
  $translate: "$translate is angular-translate's: inject NgaIntl (from '@ng-admin/core')",
  $injector: "$injector is AngularJS's: inject Injector (from '@angular/core'), or call inject()",
  $filter: "$filter is AngularJS's: call the formatting function or Angular's pipes' functions",
  $rootScope: '$rootScope has no counterpart: share state through a service',
  $scope: '$scope has no counterpart: share state through a service',
};

function stringTokensError(owner: ConfigOwner, method: string, names: readonly string[]) {
  const problems = names.map((name) => {
    const quoted = JSON.stringify(name);
    let reason: string;
    if (CONTEXT_MEMBERS.has(name)) {
      reason =
        `${name} is a member of the hook's context, which the function receives as its last ` +
        `argument: [Token, function (token, { ${name} }) { ... }], or ${method}(({ ${name} }) => ...)`;
    } else {
      reason =
        ANGULARJS_SERVICES[name] ??
        'Angular injects classes and InjectionTokens, not names: list the class (HttpClient, ' +
          'Router, a service of yours), or call inject() inside the function';
    }
    return `${owner}: ${method}() lists the string ${quoted} as an injectable token: ${reason}`;
  });
  return new ConfigError(`${problems.join('\n')}\nSee ${MIGRATION_GUIDE}, "Hooks".`, problems);
}
