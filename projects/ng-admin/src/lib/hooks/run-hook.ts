import { Injector, ProviderToken, runInInjectionContext } from '@angular/core';
import { isInjectableHook, type NgaHook } from '@ng-admin/core/config';
import { isObservable, lastValueFrom, type Observable } from 'rxjs';

/** What awaiting a hook's result gives: an Observable's last value, a Promise's value. */
export type NgaHookResult<R> = R extends Observable<infer T> ? T : Awaited<R>;

/**
 * Runs a view hook (`prepare`, `onSubmitSuccess`, `onSubmitError`) the way design.md 7 says:
 * inside an injection context, with an injectable array's tokens resolved first, and awaits a
 * returned Promise or Observable (its last value).
 *
 * @usageNotes
 * ```ts
 * const result = await runHook(view.prepare(), { query, view, datastore, entries, Entry }, injector);
 * if (result === false) return;
 * ```
 */
export async function runHook<C, R>(
  hook: NgaHook<C, R> | null | undefined,
  context: C,
  injector: Injector,
): Promise<NgaHookResult<R> | undefined> {
  if (!hook) return undefined;
  const result = runInInjectionContext(injector, () => {
    if (!isInjectableHook(hook)) return hook(context);
    const fn = hook[hook.length - 1] as (...args: unknown[]) => R;
    const dependencies = hook
      .slice(0, -1)
      .map((token) => injector.get(token as ProviderToken<unknown>));
    return fn(...dependencies, context);
  });
  if (isObservable(result)) {
    return (await lastValueFrom(result, { defaultValue: undefined })) as NgaHookResult<R>;
  }
  return (await result) as NgaHookResult<R>;
}
