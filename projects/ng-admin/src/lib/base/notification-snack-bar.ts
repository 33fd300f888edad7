import { Component, inject, Injector, ViewEncapsulation } from '@angular/core';
import { MAT_SNACK_BAR_DATA, MatSnackBar, MatSnackBarRef } from '@angular/material/snack-bar';
import type { NgaNotificationType, NgaOfferOutcome } from './notification';

/** What one notification shows. */
export interface NotificationData {
  readonly message: string;
  readonly type: NgaNotificationType;
  readonly dismiss: string;
  /** The text of an action button (Undo), or null for none. */
  readonly action: string | null;
  /** How long it shows (ms); null until answered. Default: 8 s for an error, else 4 s. */
  readonly duration?: number | null;
}

/** The content of a notification: the message, an action when there is one, and Dismiss. */
@Component({
  selector: 'nga-notification-message',
  template: `
    <span class="nga-notification-text">{{ data.message }}</span>
    @if (data.action) {
      <button type="button" class="nga-notification-action" (click)="act()">
        {{ data.action }}
      </button>
    }
    <button type="button" class="nga-notification-dismiss" (click)="close()">
      {{ data.dismiss }}
    </button>
  `,
  // The colors are set on the snack bar's overlay pane, outside this component's view.
  encapsulation: ViewEncapsulation.None,
  styles: `
    nga-notification-message {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: flex-end;
      gap: 8px 16px;
    }
    .nga-notification-text {
      /* A long message on a phone takes the width, its buttons under it. */
      flex: 1 1 200px;
    }
    .nga-notification-dismiss,
    .nga-notification-action {
      padding: 8px 12px;
      border: none;
      border-radius: var(--mat-sys-corner-full);
      background: none;
      color: var(--mat-snack-bar-button-color, var(--mat-sys-inverse-primary));
      font: var(--mat-sys-label-large);
      cursor: pointer;
    }
    .nga-notification-error {
      --mat-snack-bar-container-color: var(--mat-sys-error-container);
      --mat-snack-bar-supporting-text-color: var(--mat-sys-on-error-container);
      --mat-snack-bar-button-color: var(--mat-sys-on-error-container);
    }
    .nga-notification-success {
      --mat-snack-bar-container-color: var(--mat-sys-tertiary-container);
      --mat-snack-bar-supporting-text-color: var(--mat-sys-on-tertiary-container);
      --mat-snack-bar-button-color: var(--mat-sys-on-tertiary-container);
    }
  `,
})
export class NgaNotificationMessage {
  protected readonly data = inject<NotificationData>(MAT_SNACK_BAR_DATA);
  protected readonly ref = inject<MatSnackBarRef<NgaNotificationMessage>>(MatSnackBarRef);
  /** How the user closed it, when they did. */
  closedBy: 'action' | 'dismissed' | null = null;

  protected act(): void {
    this.closedBy = 'action';
    this.ref.dismissWithAction();
  }

  protected close(): void {
    this.closedBy = 'dismissed';
    this.ref.dismiss();
  }
}

/** An open notification: `ended` settles with how it went away. */
export interface ShownNotification {
  readonly ended: Promise<NgaOfferOutcome>;
}

/** Opens one notification in the snack bar (loaded on demand by `NgaNotification`). */
export function openNotification(injector: Injector, data: NotificationData): ShownNotification {
  const defaultDuration = data.type === 'error' ? 8000 : 4000;
  const duration = data.duration === undefined ? defaultDuration : data.duration;
  const ref = injector.get(MatSnackBar).openFromComponent(NgaNotificationMessage, {
    data,
    duration: duration ?? undefined,
    panelClass: [`nga-notification-${data.type}`],
    politeness: data.type === 'error' ? 'assertive' : 'polite',
  });
  const instance = ref.instance;
  return {
    ended: new Promise((resolve) =>
      ref.afterDismissed().subscribe(() => resolve(instance.closedBy ?? 'expired')),
    ),
  };
}
