import { DestroyRef, DOCUMENT, inject, Injectable, InjectionToken, Injector } from '@angular/core';
import { NgaIntl } from '../i18n/intl';
import { isFailedDownload } from './failed-download';
import { showFallbackNotification } from './notification-fallback';
import type { NotificationData } from './notification-snack-bar';

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

/** Loads the snack bar that notifications show in (tests give one that does not download). */
export const NGA_NOTIFICATION_SNACK_BAR = new InjectionToken<
  () => Promise<typeof import('./notification-snack-bar')>
>('NGA_NOTIFICATION_SNACK_BAR', {
  providedIn: 'root',
  factory: () => () => import('./notification-snack-bar'),
});

/**
 * Top notifications, the `notification` of submit hooks: `log(message, { addnCls })` keeps
 * ng-admin's call shape, `success`/`error` are the short forms, `offer` adds an action button
 * (Undo). Messages show in a Material snack bar, loaded with the first message so that pages
 * which never notify never download it. While an offer shows, other messages (errors aside)
 * wait for it to end, so that they do not take its button away. When the snack bar's code did
 * not download, messages still show, in a plain banner with "Reload the page" (an error stays
 * until dismissed), and the next message tries the snack bar again.
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
  private readonly document = inject(DOCUMENT);
  private readonly loadSnackBar = inject(NGA_NOTIFICATION_SNACK_BAR);
  private reportedFailedDownload = false;
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
      .then(() => this.open({ message, type, dismiss, action: null }))
      .catch((error: unknown) => {
        if (!this.destroyed) console.error(error);
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

  /**
   * Shows a message with an action button (and Dismiss), for `duration` milliseconds (4 s by
   * default; null: until answered). Resolves with how it ended.
   */
  offer(message: string, action: string, options: NgaOfferOptions = {}): Promise<NgaOfferOutcome> {
    const dismiss = this.intl.dismiss;
    const type = options.type ?? 'info';
    const duration = options.duration === undefined ? 4000 : options.duration;
    const opened = this.shown.then(() => this.open({ message, type, dismiss, action, duration }));
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

  /**
   * Says that code an action needs did not download (`isFailedDownload(error)`), or `message`,
   * as an error offering "Reload the page" for 10 s; the page reloads if the user asks.
   *
   * @usageNotes
   * ```ts
   * try { await exportRows(); }
   * catch (error) { if (isFailedDownload(error)) void notification.downloadFailed(); }
   * ```
   */
  async downloadFailed(message = this.intl.codeDownloadFailed): Promise<void> {
    const reload = this.intl.reloadPage;
    const outcome = await this.offer(message, reload, { type: 'error', duration: 10000 });
    if (outcome === 'action') this.document.location.reload();
  }

  /** Opens a notification in the snack bar, or in the plain banner if it did not download. */
  private open(data: NotificationData): Promise<{ readonly ended: Promise<NgaOfferOutcome> }> {
    return this.loadSnackBar().then(
      ({ openNotification }) => {
        if (this.destroyed) throw new Error('The application was destroyed');
        return openNotification(this.injector, data);
      },
      (error: unknown) => {
        if (this.destroyed || !isFailedDownload(error)) throw error;
        if (!this.reportedFailedDownload) {
          this.reportedFailedDownload = true;
          console.error('[ng-admin] The notifications did not download: shown plainly.', error);
        }
        const reload = this.intl.reloadPage;
        return { ended: showFallbackNotification(this.document, data, reload) };
      },
    );
  }
}

function typeFromClass(className: string | undefined): NgaNotificationType {
  if (className?.includes('error')) return 'error';
  if (className?.includes('success')) return 'success';
  return 'info';
}
