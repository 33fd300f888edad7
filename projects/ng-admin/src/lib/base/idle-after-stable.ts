import { ApplicationRef, inject, Injectable, type IdleService } from '@angular/core';
import { first, type Subscription } from 'rxjs';

/**
 * When `@defer (on idle)` blocks load: once the application is stable (no request, navigation
 * or loading under way: the page has shown its data), then when the browser is idle. The
 * browser alone is idle while it waits for the network, which would send deferred code (the
 * paginator, menus, tooltips) ahead of the page's own data.
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
    waiting = this.application.isStable.pipe(first((stable) => stable)).subscribe(() => {
      idleHandle = requestIdle((deadline) => {
        this.cancels.delete(id);
        callback(deadline);
      }, options);
    });
    this.cancels.set(id, () => {
      waiting?.unsubscribe();
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
