import { inject, Signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router } from '@angular/router';
import { map } from 'rxjs';

/**
 * A path parameter of the view's route as a signal (`''` when absent). Views read their
 * parameters from the route themselves, so a host router needs no `withComponentInputBinding()`.
 *
 * @usageNotes
 * ```ts
 * protected readonly entityName = injectRouteParam('entity');
 * ```
 */
export function injectRouteParam(name: string): Signal<string> {
  const route = inject(ActivatedRoute);
  return toSignal(route.paramMap.pipe(map((params) => params.get(name) ?? '')), {
    initialValue: route.snapshot.paramMap.get(name) ?? '',
  });
}

/** A query parameter of the view's route as a signal (`undefined` when absent). */
export function injectQueryParam(name: string): Signal<string | undefined> {
  const route = inject(ActivatedRoute);
  return toSignal(route.queryParamMap.pipe(map((params) => params.get(name) ?? undefined)), {
    initialValue: route.snapshot.queryParamMap.get(name) ?? undefined,
  });
}

/** A value of the view's route data, read once (route data of admin views never changes). */
export function routeData<T>(name: string): T | undefined {
  return inject(ActivatedRoute).snapshot.data[name] as T | undefined;
}

/**
 * What a page does with the tab its user chose: keeps it in the address (`?tab=`), so that a
 * reload or a shared link shows it again. Call it in an injection context.
 */
export function injectTabInAddress(): (key: string) => void {
  const router = inject(Router);
  const route = inject(ActivatedRoute);
  return (key) =>
    void router.navigate([], {
      relativeTo: route,
      queryParams: { tab: key },
      queryParamsHandling: 'merge',
      replaceUrl: true,
    });
}
