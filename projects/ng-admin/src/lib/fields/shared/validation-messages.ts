import { Injectable } from '@angular/core';
import type { ValidationErrors } from '@angular/forms';

/**
 * Turns a control's errors into the message shown under it. Override it to reword or
 * translate: provide a subclass with `{ provide: NgaValidationMessages, useClass: ... }`.
 *
 * Error keys: Angular's (`required`, `minlength`, `maxlength`, `pattern`, `email`, `min`,
 * `max`), `validator` (the message a field's validator threw), `server` (a server violation),
 * `json` (invalid JSON), `upload` (a failed upload).
 *
 * @usageNotes
 * ```html
 * <mat-error>{{ messages.first(control.errors) }}</mat-error>
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaValidationMessages {
  /** The message of the most relevant error, or '' when valid. */
  first(errors: ValidationErrors | null | undefined): string {
    if (!errors) return '';
    const [key, detail] = Object.entries(errors)[0] ?? [];
    return key === undefined ? '' : this.message(key, detail);
  }

  /** The message of one error. */
  message(key: string, detail: unknown): string {
    const info = (detail ?? {}) as Record<string, unknown>;
    switch (key) {
      case 'required':
        return 'This field is required.';
      case 'minlength':
        return `Enter at least ${info['requiredLength']} characters.`;
      case 'maxlength':
        return `Enter at most ${info['requiredLength']} characters.`;
      case 'pattern':
        return 'The value does not have the expected format.';
      case 'email':
        return 'Enter a valid email address.';
      case 'min':
        return `The value must be at least ${info['min']}.`;
      case 'max':
        return `The value must be at most ${info['max']}.`;
      case 'validator':
      case 'server':
      case 'json':
      case 'upload':
        return typeof detail === 'string' ? detail : String(info['message'] ?? 'Invalid value.');
      default:
        return typeof detail === 'string' ? detail : 'Invalid value.';
    }
  }
}
