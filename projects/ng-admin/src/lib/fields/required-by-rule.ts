import { signal, type Signal, type WritableSignal } from '@angular/core';
import type { AbstractControl } from '@angular/forms';

// What requiredWhen rules require now, per control; written by the form's field dependencies.
const requiredNow = new WeakMap<AbstractControl, WritableSignal<boolean>>();

/** The writable state behind `requiredByRule`, for the field dependencies that set it. */
export function requiredSignal(control: AbstractControl): WritableSignal<boolean> {
  let required = requiredNow.get(control);
  if (!required) requiredNow.set(control, (required = signal(false)));
  return required;
}

/**
 * Whether a `requiredWhen` rule requires a control's value now (reactive): widgets add it to
 * the field's `validation().required` for their asterisk, and the control's validator reads it.
 *
 * @usageNotes
 * ```ts
 * protected readonly required = computed(
 *   () => this.field().validation().required || requiredByRule(this.control())(),
 * );
 * ```
 */
export function requiredByRule(control: AbstractControl): Signal<boolean> {
  return requiredSignal(control).asReadonly();
}
