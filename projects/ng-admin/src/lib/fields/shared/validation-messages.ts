import { inject, Injectable } from '@angular/core';
import type { ValidationErrors } from '@angular/forms';
import { NgaIntl } from '../../i18n/intl';

/**
 * Turns a control's errors into the message shown under it, in the words of `NgaIntl`
 * (translated with it). Provide a subclass to handle error keys of your own validators:
 * `{ provide: NgaValidationMessages, useClass: ... }`.
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
  private readonly intl = inject(NgaIntl);

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
        return this.intl.validationRequired;
      case 'minlength':
        return this.intl.validationMinLength(Number(info['requiredLength']));
      case 'maxlength':
        return this.intl.validationMaxLength(Number(info['requiredLength']));
      case 'pattern':
        return this.intl.validationPattern;
      case 'email':
        return this.intl.validationEmail;
      case 'min':
        return this.intl.validationMin(Number(info['min']));
      case 'max':
        return this.intl.validationMax(Number(info['max']));
      case 'validator':
      case 'server':
      case 'json':
      case 'upload': {
        // A server violation without words comes as '': the generic message says it.
        const said = typeof detail === 'string' ? detail : info['message'];
        return typeof said === 'string' && said !== '' ? said : this.intl.validationInvalid;
      }
      default:
        return typeof detail === 'string' && detail !== '' ? detail : this.intl.validationInvalid;
    }
  }
}
