import { DestroyRef, inject, Injectable, Injector } from '@angular/core';
import { NgaIntl } from '../i18n/intl';

/** The look of a notification. */
export type NgaNotificationType = 'success' | 'error' | 'info';

/**
 * How a notification with an action ended: its action was taken, its Dismiss button was
 * pressed, or it went away by itself (its time ran out, or a newer notification replaced it).
 */
export type NgaOfferOutcome = 'action' | 'dismissed' | 'expired';

/** Options of `NgaNotification.offer`. */
export interface NgaOfferOptions {
  readonly type?: NgaNotificationType;
  /** How long it shows, in milliseconds; null keeps it until the user answers. */
  readonly duration?: number | null;
}

/**
 * Top notifications, the `notification` of submit hooks: `log(message, { addnCls })` keeps
 * ng-admin's call shape, `success`/`error` are the short forms, `offer` adds an action button
 * (Undo). Messages show in a Material snack bar, loaded with the first message so that pages
 * which never notify never download it. While an offer shows, other messages (errors aside)
 * wait for it to end, so that they do not take its button away.
 *
 * @usageNotes
 * ```ts
 * inject(NgaNotification).success('Post published');
 * const outcome = await inject(NgaNotification).offer('Post archived.', 'Undo', { duration: 5000 });
 * if (outcome === 'action') unarchive();
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaNotification {
  private readonly injector = inject(Injector);
  private readonly intl = inject(NgaIntl);
  /** Set once the application is destroyed: nothing opens any more. */
  private destroyed = false;
  private shown: Promise<unknown> = Promise.resolve();
  /** Settles when the offer on screen (if any) ends. */
  private offerShown: Promise<unknown> = Promise.resolve();

  constructor() {
    inject(DestroyRef).onDestroy(() => (this.destroyed = true));
  }

  /** Shows a message; `addnCls` is ng-admin's option: `'humane-flatty-error'` or `'...-success'`. */
  log(message: string, options: { addnCls?: string; type?: NgaNotificationType } = {}): void {
    const type = options.type ?? typeFromClass(options.addnCls);
    const dismiss = this.intl.dismiss;
    const waitFor = type === 'error' ? Promise.resolve() : this.offerShown;
    // Messages keep their order even while the snack bar is still loading.
    this.shown = this.shown
      .then(() => waitFor)
      .then(() => import('./notification-snack-bar'))
      .then(({ openNotification }) => {
        if (!this.destroyed)
          openNotification(this.injector, { message, type, dismiss, action: null });
      })
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

  /**
   * Shows a message with an action button (and Dismiss), for `duration` milliseconds (4 s by
   * default; null: until answered). Resolves with how it ended.
   */
  offer(message: string, action: string, options: NgaOfferOptions = {}): Promise<NgaOfferOutcome> {
    const dismiss = this.intl.dismiss;
    const type = options.type ?? 'info';
    const duration = options.duration === undefined ? 4000 : options.duration;
    const opened = this.shown
      .then(() => import('./notification-snack-bar'))
      .then(({ openNotification }) => {
        if (this.destroyed) throw new Error('The application was destroyed');
        return openNotification(this.injector, { message, type, dismiss, action, duration });
      });
    this.shown = opened.catch((error: unknown) => {
      if (!this.destroyed) console.error(error);
    });
    const ended = opened.then(
      (shown) => shown.ended,
      (): NgaOfferOutcome => 'expired',
    );
    this.offerShown = ended;
    return ended;
  }
}

function typeFromClass(className: string | undefined): NgaNotificationType {
  if (className?.includes('error')) return 'error';
  if (className?.includes('success')) return 'success';
  return 'info';
}
