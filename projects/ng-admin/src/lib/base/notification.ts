import { inject, Injectable, Injector } from '@angular/core';
import { NgaIntl } from '../i18n/intl';

/** The look of a notification. */
export type NgaNotificationType = 'success' | 'error' | 'info';

/**
 * Top notifications, the `notification` of submit hooks: `log(message, { addnCls })` keeps
 * ng-admin's call shape, `success`/`error` are the short forms. Messages show in a Material
 * snack bar, loaded with the first message so that pages which never notify never download it.
 *
 * @usageNotes
 * ```ts
 * inject(NgaNotification).success('Post published');
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaNotification {
  private readonly injector = inject(Injector);
  private readonly intl = inject(NgaIntl);
  private shown: Promise<unknown> = Promise.resolve();

  /** Shows a message; `addnCls` is ng-admin's option: `'humane-flatty-error'` or `'...-success'`. */
  log(message: string, options: { addnCls?: string; type?: NgaNotificationType } = {}): void {
    const type = options.type ?? typeFromClass(options.addnCls);
    const dismiss = this.intl.dismiss;
    // Messages keep their order even while the snack bar is still loading.
    this.shown = this.shown
      .then(() => import('./notification-snack-bar'))
      .then(({ openNotification }) => openNotification(this.injector, message, type, dismiss))
      .catch((error: unknown) => console.error(error));
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
