import { ApplicationRef, inject, Injectable, type IdleService } from '@angular/core';
import { first, type Subscription } from 'rxjs';

/** How long idle-time work waits for the application maybe never stable (a request that hangs). */
export const NGA_IDLE_MAX_WAIT_MS = 1000;

/**
 * When `@defer (on idle)` blocks load: once the application is stable (no request, navigation
 * or loading under way: the page has shown its data), then when the browser is idle. The
 * browser alone is idle while it waits for the network, which would send deferred code (the
 * paginator, menus, tooltips) ahead of the page's own data. A page whose request hangs gets
 * them after `NGA_IDLE_MAX_WAIT_MS` all the same (its filter bar, to ask for less).
 *
 * @usageNotes
 * ```ts
 * // provideNgAdmin does it:
 * provideIdleServiceWith(NgaIdleAfterStable);
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaIdleAfterStable implements IdleService {
  private readonly application = inject(ApplicationRef);
  private readonly cancels = new Map<number, () => void>();
  private nextId = 0;

  requestOnIdle(callback: (deadline?: IdleDeadline) => void, options?: IdleRequestOptions): number {
    const id = ++this.nextId;
    let idleHandle: number | undefined;
    let waiting: Subscription | undefined = undefined;
    let cap: ReturnType<typeof setTimeout> | undefined = undefined;
    const whenIdle = () => {
      if (idleHandle !== undefined) return;
      waiting?.unsubscribe();
      clearTimeout(cap);
      idleHandle = requestIdle((deadline) => {
        this.cancels.delete(id);
        callback(deadline);
      }, options);
    };
    cap = setTimeout(whenIdle, NGA_IDLE_MAX_WAIT_MS);
    waiting = this.application.isStable.pipe(first((stable) => stable)).subscribe(whenIdle);
    this.cancels.set(id, () => {
      waiting?.unsubscribe();
      clearTimeout(cap);
      if (idleHandle !== undefined) cancelIdle(idleHandle);
    });
    return id;
  }

  cancelOnIdle(id: number): void {
    this.cancels.get(id)?.();
    this.cancels.delete(id);
  }
}

function requestIdle(
  callback: (deadline?: IdleDeadline) => void,
  options?: IdleRequestOptions,
): number {
  return typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, options)
    : (setTimeout(callback) as unknown as number);
}

function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
