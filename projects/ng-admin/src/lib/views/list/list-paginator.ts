import { Component, computed, ElementRef, inject, input, output } from '@angular/core';
import { NgaButton } from '../../base/button';
import { NgaIntl } from '../../i18n/intl';

/** A page change asked for by the paginator: the 1-based page and the page size. */
export interface NgaPageChange {
  readonly page: number;
  readonly perPage: number;
}

let nextId = 0;

/**
 * The paginator of a list, in Material 3 style: the page size (a native select, usable with
 * the keyboard and on phones), the range ("1-10 of 40") and first, previous, next and last
 * page buttons. A new page size goes back to the first page.
 *
 * @usageNotes
 * ```html
 * <nga-list-paginator [page]="2" [perPage]="10" [total]="40" [pageSizes]="[10, 25]"
 *   (pageChange)="navigate($event)" />
 * ```
 */
@Component({
  selector: 'nga-list-paginator',
  imports: [NgaButton],
  template: `
    <label class="nga-page-size">
      <span>{{ intl.itemsPerPage }}</span>
      <select [id]="selectId" (change)="changeSize($event)">
        @for (size of pageSizes(); track size) {
          <option [value]="size" [selected]="size === perPage()">{{ size }}</option>
        }
      </select>
    </label>
    <span class="nga-page-range" aria-live="polite">{{ range() }}</span>
    @for (step of steps(); track step.icon) {
      <button
        ngaButton="icon"
        type="button"
        [disabled]="step.disabled"
        [attr.aria-label]="step.label"
        [title]="step.label"
        (click)="go(step.page)"
      >
        <span class="material-icons" aria-hidden="true">{{ step.icon }}</span>
      </button>
    }
  `,
  host: { role: 'navigation', '[attr.aria-label]': 'intl.pagination' },
  styles: `
    :host {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: flex-end;
      gap: 4px 8px;
      min-height: 56px;
      padding: 0 8px;
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-body-small);
    }
    .nga-page-size {
      display: flex;
      align-items: center;
      gap: 8px;
      margin-right: 16px;
    }
    select {
      height: 32px;
      padding: 0 8px;
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: var(--mat-sys-corner-extra-small);
      background: var(--mat-sys-surface);
      color: var(--mat-sys-on-surface);
      font: var(--mat-sys-body-medium);
    }
    select:focus-visible {
      outline: 2px solid var(--mat-sys-primary);
    }
    .nga-page-range {
      margin-right: 8px;
      white-space: nowrap;
    }
  `,
})
export class NgaListPaginator {
  /** The 1-based page shown. */
  readonly page = input.required<number>();
  readonly perPage = input.required<number>();
  readonly total = input.required<number>();
  readonly pageSizes = input<readonly number[]>([10, 25, 50, 100]);
  readonly pageChange = output<NgaPageChange>();

  protected readonly intl = inject(NgaIntl);
  protected readonly selectId = `nga-page-size-${nextId++}`;
  protected readonly lastPage = computed(() =>
    Math.max(1, Math.ceil(this.total() / Math.max(1, this.perPage()))),
  );
  protected readonly range = computed(() => {
    const total = this.total();
    const first = (this.page() - 1) * this.perPage() + 1;
    const last = Math.min(this.page() * this.perPage(), total);
    return this.intl.pageRange(first, last, total);
  });

  /** The first, previous, next and last page buttons. */
  protected readonly steps = computed(() => {
    const page = this.page();
    const last = this.lastPage();
    const intl = this.intl;
    return [
      { icon: 'first_page', label: intl.firstPage, page: 1, disabled: page <= 1 },
      { icon: 'chevron_left', label: intl.previousPage, page: page - 1, disabled: page <= 1 },
      { icon: 'chevron_right', label: intl.nextPage, page: page + 1, disabled: page >= last },
      { icon: 'last_page', label: intl.lastPage, page: last, disabled: page >= last },
    ];
  });

  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);

  /** Moves focus to the paginator (the list's skip link does). */
  focus(): void {
    this.host.nativeElement.focus();
  }

  protected go(page: number): void {
    this.pageChange.emit({ page, perPage: this.perPage() });
  }

  protected changeSize(event: Event): void {
    const perPage = Number((event.target as HTMLSelectElement).value);
    if (perPage > 0) this.pageChange.emit({ page: 1, perPage });
  }
}
