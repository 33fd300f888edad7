import { computed, DestroyRef, inject, type Signal } from '@angular/core';
import { toObservable } from '@angular/core/rxjs-interop';
import { type AbstractControl, TouchedChangeEvent } from '@angular/forms';
import type { ErrorStateMatcher } from '@angular/material/core';
import { map, startWith, switchMap } from 'rxjs';
import { controlVersion } from './control-version';

/** How a widget's inner control converts to and from the field's control. */
export interface NgaInnerControlOptions<TValue, TRawValue extends TValue = TValue> {
  /** The value of the inner control for a value of the field's control. */
  readonly toInner: (value: unknown) => TRawValue;
  /** The value written to the field's control when the user changes the inner control. */
  readonly toOuter: (value: TValue) => unknown;
}

/**
 * Links an inner control, which edits the value in the widget's own shape (a `Date` for a
 * date picker), to the field's control, which holds the API form (a `'yyyy-MM-dd'` string).
 * User changes are converted and written to the field's control, which becomes dirty; its
 * touched and disabled states follow; a value set on the field's control from outside (a
 * loaded entry, a reset) is converted back. The value the widget wrote itself is not read
 * back, so the text being typed is never reformatted under the cursor.
 *
 * Call it in an injection context (a constructor or field initializer).
 *
 * @usageNotes
 * ```ts
 * protected readonly picked = new FormControl<Date | null>(null);
 * constructor() {
 *   linkInnerControl(this.control, this.picked, {
 *     toInner: parseDateValue,
 *     toOuter: (date) => (date ? this.field().parse()(date) : null),
 *   });
 * }
 * ```
 */
export function linkInnerControl<TValue, TRawValue extends TValue = TValue>(
  field: Signal<AbstractControl<unknown>>,
  inner: AbstractControl<TValue, TRawValue>,
  options: NgaInnerControlOptions<TValue, TRawValue>,
): void {
  let written: unknown = undefined;
  let writing = false;
  const subscriptions = [
    outerEvents(field).subscribe((control) => {
      touchLike(control, inner);
      if (control.disabled !== inner.disabled) {
        if (control.disabled) inner.disable({ emitEvent: false });
        else inner.enable({ emitEvent: false });
      }
      if (!writing && control.value !== written) {
        written = control.value;
        inner.setValue(options.toInner(control.value), { emitEvent: false });
      }
    }),
    inner.valueChanges.subscribe((value) => {
      const control = field();
      written = options.toOuter(value);
      writing = true;
      try {
        control.setValue(written);
        control.markAsDirty();
      } finally {
        writing = false;
      }
    }),
    inner.events.subscribe((event) => {
      if (event instanceof TouchedChangeEvent && event.touched) field().markAsTouched();
    }),
  ];
  inject(DestroyRef).onDestroy(() => subscriptions.forEach((item) => item.unsubscribe()));
}

/**
 * Keeps an inner control touched while the field's control is (a form touches every control on
 * Save): the inner input's own touched state is what refreshes the widget's view, and with it
 * the error state of its Material form field. `linkInnerControl` does it already.
 *
 * Call it in an injection context.
 *
 * @usageNotes
 * ```ts
 * protected readonly text = new FormControl('', { nonNullable: true });
 * constructor() {
 *   followTouched(this.control, this.text);
 * }
 * ```
 */
export function followTouched(field: Signal<AbstractControl<unknown>>, inner: AbstractControl) {
  const subscription = outerEvents(field).subscribe((control) => touchLike(control, inner));
  inject(DestroyRef).onDestroy(() => subscription.unsubscribe());
}

/** The field's control each time it, or the signal pointing to it, changes. */
function outerEvents(field: Signal<AbstractControl<unknown>>) {
  return toObservable(field).pipe(
    switchMap((control) =>
      control.events.pipe(
        startWith(null),
        map(() => control),
      ),
    ),
  );
}

function touchLike(control: AbstractControl, inner: AbstractControl): void {
  if (control.touched === inner.touched) return;
  if (control.touched) inner.markAllAsTouched({ emitEvent: false });
  else inner.markAsUntouched({ emitEvent: false });
}

/**
 * An `ErrorStateMatcher` for a widget that edits the field through inner controls: it shows
 * the error state of the field's control (its validators, server violations) once touched or
 * changed, and the inner control's own parse errors (text that is not a date) at once.
 *
 * @usageNotes
 * ```html
 * <input matInput [formControl]="picked" [errorStateMatcher]="errorState" />
 * ```
 */
export function fieldErrorState(field: () => AbstractControl<unknown>): ErrorStateMatcher {
  return {
    isErrorState: (inner) => {
      if (inner?.invalid && (inner.dirty || inner.touched)) return true;
      const control = field();
      return control.invalid && (control.touched || control.dirty);
    },
  };
}

/**
 * The message of a widget whose picker has its own control: the picker's own complaint (text it
 * cannot read) when `ownError()` gives one, else `error()`, the field control's message. Follows
 * the field control's events, which every change of the picker's control causes.
 *
 * @usageNotes
 * ```ts
 * protected readonly dateError = pickerError(this.control, this.error, () =>
 *   this.picked.hasError('matDatepickerParse') ? this.intl.invalidDate : null,
 * );
 * ```
 */
export function pickerError(
  control: Signal<AbstractControl>,
  error: Signal<string>,
  ownError: () => string | null,
): Signal<string> {
  const version = controlVersion(control);
  return computed(() => {
    version();
    return ownError() ?? error();
  });
}
