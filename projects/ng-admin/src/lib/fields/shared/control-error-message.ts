import { computed, inject, Signal } from '@angular/core';
import type { AbstractControl } from '@angular/forms';
import { controlVersion } from './control-version';
import { NgaValidationMessages } from './validation-messages';

/**
 * The message of a control's most relevant error, kept current in zoneless OnPush templates.
 * It is computed whether or not the error is displayed: a `<mat-error>` inside a
 * `mat-form-field` only shows once Material puts the field in its error state (touched or
 * submitted). Call it in an injection context.
 *
 * @usageNotes
 * ```ts
 * protected readonly error = controlErrorMessage(this.control);
 * // <mat-error>{{ error() }}</mat-error>
 * ```
 */
export function controlErrorMessage(
  control: Signal<AbstractControl | null | undefined>,
): Signal<string> {
  const messages = inject(NgaValidationMessages);
  const version = controlVersion(control);
  return computed(() => {
    version();
    return messages.first(control()?.errors);
  });
}
