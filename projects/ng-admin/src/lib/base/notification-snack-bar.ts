import { Component, inject, Injector, ViewEncapsulation } from '@angular/core';
import { MAT_SNACK_BAR_DATA, MatSnackBar, MatSnackBarRef } from '@angular/material/snack-bar';
import type { NgaNotificationType } from './notification';

interface NotificationData {
  readonly message: string;
  readonly dismiss: string;
}

/** The content of a notification: the message and a dismiss button, colored by type. */
@Component({
  selector: 'nga-notification-message',
  template: `
    <span class="nga-notification-text">{{ data.message }}</span>
    <button type="button" class="nga-notification-dismiss" (click)="ref.dismiss()">
      {{ data.dismiss }}
    </button>
  `,
  // The colors are set on the snack bar's overlay pane, outside this component's view.
  encapsulation: ViewEncapsulation.None,
  styles: `
    nga-notification-message {
      display: flex;
      align-items: center;
      gap: 16px;
    }
    .nga-notification-text {
      flex: 1;
    }
    .nga-notification-dismiss {
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
  protected readonly ref = inject(MatSnackBarRef);
}

/** Opens one notification in the snack bar (loaded on demand by `NgaNotification`). */
export function openNotification(
  injector: Injector,
  message: string,
  type: NgaNotificationType,
  dismiss: string,
): void {
  injector.get(MatSnackBar).openFromComponent(NgaNotificationMessage, {
    data: { message, dismiss } satisfies NotificationData,
    duration: type === 'error' ? 8000 : 4000,
    panelClass: [`nga-notification-${type}`],
    politeness: type === 'error' ? 'assertive' : 'polite',
  });
}
