import { Component, inject, input, output } from '@angular/core';
import { NgaButton } from '../../base/button';
import { NgaIntl } from '../../i18n/intl';
import type { NgaProblem } from './load-problem';

/**
 * A failed load told in place of the rows it should have brought (a list, a dashboard panel):
 * what happened, what the server said, and a Retry button. The page around it stays usable.
 *
 * @usageNotes
 * ```html
 * @if (problem(); as problem) {
 *   <nga-inline-problem [problem]="problem" (retry)="reload()" />
 * }
 * ```
 */
@Component({
  selector: 'nga-inline-problem',
  imports: [NgaButton],
  host: { role: 'alert', '[attr.data-problem]': 'problem().kind' },
  template: `
    <span class="material-icons" aria-hidden="true">error</span>
    <span class="nga-inline-problem-text"
      ><strong class="nga-problem-title">{{ problem().title }}</strong>
      @if (problem().detail) {
        <span class="nga-problem-detail">{{ problem().detail }}</span>
      }
    </span>
    <button ngaButton="text" type="button" class="nga-retry" (click)="retry.emit()">
      {{ intl.retry }}
    </button>
  `,
  styles: `
    :host {
      display: flex;
      align-items: center;
      gap: 12px;
      margin: 8px 0;
      padding: 8px 8px 8px 16px;
      border-radius: var(--mat-sys-corner-medium);
      background: var(--mat-sys-error-container);
      color: var(--mat-sys-on-error-container);
    }
    .nga-inline-problem-text {
      flex: 1;
      display: flex;
      flex-direction: column;
    }
  `,
})
export class NgaInlineProblem {
  readonly problem = input.required<NgaProblem>();
  readonly retry = output<void>();

  protected readonly intl = inject(NgaIntl);
}
