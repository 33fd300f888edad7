import { Location } from '@angular/common';
import { Component, inject, input, output } from '@angular/core';
import { NgaButton } from '../../base/button';
import { NgaIntl } from '../../i18n/intl';

/**
 * The question of the deletion views and its two answers: Yes asks the view to delete, No goes
 * back to where the user came from.
 *
 * @usageNotes
 * ```html
 * <nga-delete-confirmation [busy]="deleting()" (confirm)="delete()" />
 * ```
 */
@Component({
  selector: 'nga-delete-confirmation',
  imports: [NgaButton],
  template: `
    <p class="nga-delete-question">{{ question() || intl.deleteConfirm }}</p>
    <div class="nga-delete-buttons">
      <button
        ngaButton="danger"
        type="button"
        class="nga-delete-yes"
        [disabled]="busy() || !canConfirm()"
        (click)="confirm.emit()"
      >
        <span class="material-icons" aria-hidden="true">delete</span
        >{{ confirmLabel() || intl.yes }}
      </button>
      <button
        ngaButton="outlined"
        type="button"
        class="nga-delete-no"
        [disabled]="busy()"
        (click)="location.back()"
      >
        {{ intl.no }}
      </button>
    </div>
  `,
  styles: `
    .nga-delete-question {
      font: var(--mat-sys-title-medium);
    }
    .nga-delete-buttons {
      display: flex;
      gap: 12px;
      margin: 16px 0;
    }
  `,
})
export class NgaDeleteConfirmation {
  /** While a deletion runs, both answers wait. */
  readonly busy = input(false);
  /** Whether there is anything to delete. */
  readonly canConfirm = input(true);
  /** The question asked; `intl.deleteConfirm` ("Are you sure?") by default. */
  readonly question = input('');
  /** The confirming button's text; `intl.yes` by default. */
  readonly confirmLabel = input('');
  readonly confirm = output<void>();

  protected readonly intl = inject(NgaIntl);
  protected readonly location = inject(Location);
}
