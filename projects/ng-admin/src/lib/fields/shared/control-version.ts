import { Signal } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import type { AbstractControl } from '@angular/forms';
import { EMPTY, scan, switchMap } from 'rxjs';

/**
 * A signal that changes whenever a reactive-form control's value, status, touched or pristine
 * state changes, so that OnPush, zoneless templates reading `control.errors` stay current.
 * Call it in an injection context; it follows the control that `control` points to.
 *
 * @usageNotes
 * ```ts
 * private readonly version = controlVersion(this.control);
 * protected readonly errors = computed(() => (this.version(), this.control().errors));
 * ```
 */
export function controlVersion(
  control: Signal<AbstractControl | null | undefined>,
): Signal<number> {
  return toSignal(
    toObservable(control).pipe(
      switchMap((current) => current?.events ?? EMPTY),
      scan((count) => count + 1, 0),
    ),
    { initialValue: 0 },
  );
}
