import type { AbstractControl, ValidationErrors } from '@angular/forms';

// The pattern of Angular's `Validators.email` (WHATWG, with length limits checked apart), kept
// here so that registering the email type does not load @angular/forms eagerly.
const EMAIL =
  /^(?=.{1,254}$)(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The validator every `email` field has in forms: an empty value passes (see `required`), any
 * other must be an address. Its error key is `email`, as Angular's own.
 *
 * @usageNotes
 * ```ts
 * new FormControl('nobody', { validators: [emailValidator] }).errors; // { email: true }
 * ```
 */
export function emailValidator(control: AbstractControl): ValidationErrors | null {
  const value: unknown = control.value;
  if (value === null || value === undefined || value === '') return null;
  return EMAIL.test(String(value)) ? null : { email: true };
}
