import { inject, Injectable } from '@angular/core';
import { MatSnackBar } from '@angular/material/snack-bar';
import { NgaIntl } from '../i18n/intl';

/** The look of a notification. */
export type NgaNotificationType = 'success' | 'error' | 'info';

/**
 * Top notifications, the `notification` of submit hooks: `log(message, { addnCls })` keeps
 * ng-admin's call shape, `success`/`error` are the short forms.
 *
 * @usageNotes
 * ```ts
 * inject(NgaNotification).success('Post published');
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaNotification {
  private readonly snackBar = inject(MatSnackBar);
  private readonly intl = inject(NgaIntl);

  /** Shows a message; `addnCls` is ng-admin's option: `'humane-flatty-error'` or `'...-success'`. */
  log(message: string, options: { addnCls?: string; type?: NgaNotificationType } = {}): void {
    const type = options.type ?? typeFromClass(options.addnCls);
    this.snackBar.open(message, this.intl.dismiss, {
      duration: type === 'error' ? 8000 : 4000,
      panelClass: [`nga-notification-${type}`],
      politeness: type === 'error' ? 'assertive' : 'polite',
    });
  }

  success(message: string): void {
    this.log(message, { type: 'success' });
  }

  error(message: string): void {
    this.log(message, { type: 'error' });
  }

  info(message: string): void {
    this.log(message, { type: 'info' });
  }
}

function typeFromClass(className: string | undefined): NgaNotificationType {
  if (className?.includes('error')) return 'error';
  if (className?.includes('success')) return 'success';
  return 'info';
}
