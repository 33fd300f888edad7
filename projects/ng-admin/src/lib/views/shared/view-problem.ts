import { Component, computed, inject, input, output } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { Entity } from '@ng-admin/core/config';
import { NgaButton } from '../../base/button';
import { NgaLinks } from '../../base/links';
import { NgaIntl } from '../../i18n/intl';
import type { NgaProblem } from './load-problem';

const ICONS: Record<NgaProblem['kind'], string> = {
  'not-found': 'search_off',
  forbidden: 'block',
  conflict: 'sync_problem',
  unauthorized: 'lock',
  timeout: 'hourglass_disabled',
  network: 'cloud_off',
  server: 'error',
  malformed: 'error',
  invalid: 'error',
  hook: 'build',
};

/**
 * What a view shows instead of its content when loading failed: what happened, what to do,
 * a Retry button when trying again can help, and a way back to the entity's list.
 *
 * @usageNotes
 * ```html
 * <nga-view-problem [problem]="problem" [entity]="entity" (retry)="reload()" />
 * ```
 */
@Component({
  selector: 'nga-view-problem',
  imports: [NgaButton, RouterLink],
  template: `
    <section class="nga-problem" role="alert" [attr.data-problem]="problem().kind">
      <span class="material-icons nga-problem-icon" aria-hidden="true">{{ icon() }}</span>
      <div class="nga-problem-text">
        <h2 class="nga-problem-title">{{ problem().title }}</h2>
        @if (problem().detail) {
          <p class="nga-problem-detail">{{ problem().detail }}</p>
        }
        <div class="nga-problem-actions">
          @if (problem().retryable) {
            <button ngaButton="filled" type="button" class="nga-retry" (click)="retry.emit()">
              {{ intl.retry }}
            </button>
          }
          @if (listLink(); as link) {
            <a ngaButton="text" class="nga-back-to-list" [routerLink]="link">{{
              intl.backToList(entity()?.label() ?? '')
            }}</a>
          }
        </div>
      </div>
    </section>
  `,
  styles: `
    .nga-problem {
      display: flex;
      gap: 16px;
      margin: 16px 0;
      padding: 16px 24px;
      border-radius: var(--mat-sys-corner-large);
      background: var(--mat-sys-surface-container);
      color: var(--mat-sys-on-surface);
    }
    .nga-problem-icon {
      font-size: 32px;
      color: var(--mat-sys-error);
    }
    .nga-problem-title {
      margin: 4px 0 8px;
      font: var(--mat-sys-title-large);
    }
    .nga-problem-detail {
      margin: 0 0 16px;
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-problem-actions {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
  `,
})
export class NgaViewProblem {
  readonly problem = input.required<NgaProblem>();
  /** The entity whose list the "back" link opens, when its list is enabled. */
  readonly entity = input<Entity | null>(null);
  readonly retry = output<void>();

  protected readonly intl = inject(NgaIntl);
  private readonly links = inject(NgaLinks);

  protected readonly icon = computed(() => ICONS[this.problem().kind]);
  protected readonly listLink = computed(() => {
    const entity = this.entity();
    return entity && this.links.allows(entity, 'list') ? this.links.list(entity).commands : null;
  });
}
