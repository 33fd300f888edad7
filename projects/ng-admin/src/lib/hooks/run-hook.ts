import { Injector, ProviderToken, runInInjectionContext } from '@angular/core';
import type { NgaHook, View } from '@ng-admin/core/config';
import {
  catchError,
  defaultIfEmpty,
  defer,
  from,
  isObservable,
  lastValueFrom,
  map,
  of,
  takeLast,
  throwError,
  type Observable,
} from 'rxjs';

/** What awaiting a hook's result gives: an Observable's last value, a Promise's value. */
export type NgaHookResult<R> = R extends Observable<infer T> ? T : Awaited<R>;

/** The view hooks of the configuration (design.md 7). */
export type NgaHookName = 'prepare' | 'onSubmitSuccess' | 'onSubmitError';

/** Which hook `runHook` runs, so that its failure can say so. */
export interface NgaHookSite {
  readonly view: View;
  readonly hook: NgaHookName;
}

/**
 * A view hook that failed: a token of its injectable array could not be injected
 * (`phase: 'inject'`), or the function threw or its Promise or Observable failed
 * (`phase: 'run'`). `cause` is the original error. Views tell it as that hook's failure
 * ("This list could not be prepared"), never as a failed request of their own.
 *
 * @usageNotes
 * ```ts
 * if (error instanceof NgaHookError) console.log(error.hook, String(error.view), error.cause);
 * ```
 */
export class NgaHookError extends Error {
  override readonly name = 'NgaHookError';

  constructor(
    readonly view: View,
    readonly hook: NgaHookName,
    readonly phase: 'inject' | 'run',
    override readonly cause: unknown,
    /** For `phase: 'inject'`, the token that could not be injected. */
    readonly token?: unknown,
  ) {
    super(
      phase === 'inject'
        ? `${view}: the ${hook} hook's token ${tokenName(token)} cannot be injected: ${causeText(cause)}`
        : `${view}: the ${hook} hook failed: ${causeText(cause)}`,
      { cause },
    );
  }
}

/**
 * Runs a view hook (`prepare`, `onSubmitSuccess`, `onSubmitError`) the way design.md 7 says:
 * inside an injection context, with an injectable array's tokens resolved first, and awaits a
 * returned Promise or Observable (its last value). Given `site` (the view and the hook's
 * name), a failure rejects with an `NgaHookError` and is written to the console with the
 * entity, the view, the hook and the original error; without it, with what the hook threw.
 *
 * @usageNotes
 * ```ts
 * const context = { query, view, datastore, entries, Entry };
 * const result = await runHook(view.prepare(), context, injector, { view, hook: 'prepare' });
 * if (result === false) return;
 * ```
 */
export function runHook<C, R>(
  hook: NgaHook<C, R> | null | undefined,
  context: C,
  injector: Injector,
  site?: NgaHookSite,
): Promise<NgaHookResult<R> | undefined> {
  return lastValueFrom(hookResult(hook, context, injector, site), { defaultValue: undefined });
}

/**
 * `runHook` as an Observable of the hook's result, failing as `runHook` rejects. A hook that
 * answers at once (neither a Promise nor an Observable) emits in the same turn: a list whose
 * `prepare` hook is synchronous shows its rows in the same render as the rest of its page.
 *
 * @usageNotes
 * ```ts
 * hookResult(view.prepare(), context, injector, { view, hook: 'prepare' })
 *   .pipe(map(() => page))
 *   .subscribe((prepared) => this.showPage(prepared));
 * ```
 */
export function hookResult<C, R>(
  hook: NgaHook<C, R> | null | undefined,
  context: C,
  injector: Injector,
  site?: NgaHookSite,
): Observable<NgaHookResult<R> | undefined> {
  if (!hook) return of(undefined);
  return defer(() => {
    const result: unknown = invokeHook(hook, context, injector, site);
    if (!isObservable(result) && !isPromiseLike(result)) {
      return of(result as NgaHookResult<R>);
    }
    const later = isObservable(result)
      ? result.pipe(takeLast(1), defaultIfEmpty(undefined))
      : from(result);
    return later.pipe(
      map((value) => value as NgaHookResult<R>),
      catchError((error: unknown) => throwError(() => hookFailure(site, 'run', error))),
    );
  });
}

/** Calls the hook in an injection context, its tokens injected first; throws what failed. */
function invokeHook<C, R>(
  hook: NgaHook<C, R>,
  context: C,
  injector: Injector,
  site: NgaHookSite | undefined,
): R {
  const dependencies: unknown[] = [];
  if (isInjectable(hook)) {
    for (const token of hook.slice(0, -1)) {
      try {
        dependencies.push(injector.get(token as ProviderToken<unknown>));
      } catch (error) {
        throw hookFailure(site, 'inject', error, token);
      }
    }
  }
  try {
    return runInInjectionContext(injector, () => {
      if (!isInjectable(hook)) return hook(context);
      const fn = hook[hook.length - 1] as (...args: unknown[]) => R;
      return fn(...dependencies, context);
    });
  } catch (error) {
    throw hookFailure(site, 'run', error);
  }
}

/** What a failed hook throws: an `NgaHookError`, written to the console, given its site. */
function hookFailure(
  site: NgaHookSite | undefined,
  phase: 'inject' | 'run',
  cause: unknown,
  token?: unknown,
): unknown {
  if (!site) return cause;
  const error = new NgaHookError(site.view, site.hook, phase, cause, token);
  console.error(`[ng-admin] ${error.message}`, cause);
  return error;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as Partial<PromiseLike<unknown>> | null)?.then === 'function';
}

function tokenName(token: unknown): string {
  if (typeof token === 'function' && token.name) return token.name;
  return String(token);
}

function causeText(cause: unknown): string {
  // Angular's HttpErrorResponse has a message without being an Error.
  const message = (cause as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  return typeof cause === 'string' ? cause : String(cause);
}

/**
 * The DSL's `isInjectableHook` (an injectable hook is an array), written here so that running
 * a hook does not load the DSL, which comes with a lazy configuration.
 */
function isInjectable<C, R>(
  hook: NgaHook<C, R>,
): hook is readonly [...unknown[], (...args: unknown[]) => R] {
  return Array.isArray(hook);
}
