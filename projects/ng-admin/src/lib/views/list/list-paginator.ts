import { Component, computed, effect, inject, Injectable, input, output } from '@angular/core';
import { MatPaginator, MatPaginatorIntl, type PageEvent } from '@angular/material/paginator';
import { NgaIntl } from '../../i18n/intl';

/** A page change asked for by the paginator: the 1-based page and the page size. */
export interface NgaPageChange {
  readonly page: number;
  readonly perPage: number;
}

/**
 * Material's paginator texts from `NgaIntl`. The range says nothing while the count is not
 * known (`countKnown`): no "0 of 0" while the first page loads.
 */
@Injectable()
export class NgaPaginatorIntl extends MatPaginatorIntl {
  private readonly intl = inject(NgaIntl);
  /** Whether the total is known; the paginator that owns this sets it. */
  countKnown = false;

  override itemsPerPageLabel = this.intl.itemsPerPage;
  override firstPageLabel = this.intl.firstPage;
  override previousPageLabel = this.intl.previousPage;
  override nextPageLabel = this.intl.nextPage;
  override lastPageLabel = this.intl.lastPage;
  override getRangeLabel = (page: number, pageSize: number, length: number): string => {
    if (!this.countKnown) return '';
    const first = page * pageSize + 1;
    return this.intl.pageRange(first, Math.min((page + 1) * pageSize, length), length);
  };
}

/**
 * The paginator of a list: Angular Material's, with the texts of `NgaIntl`, first and last
 * page buttons and the page sizes. It says no count before the count is known (`total` null).
 * A new page size goes back to the first page.
 *
 * @usageNotes
 * ```html
 * <nga-list-paginator [page]="2" [perPage]="10" [total]="total()" [pageSizes]="[10, 25]"
 *   (pageChange)="navigate($event)" />
 * ```
 */
@Component({
  selector: 'nga-list-paginator',
  imports: [MatPaginator],
  providers: [{ provide: MatPaginatorIntl, useClass: NgaPaginatorIntl }],
  template: `
    <mat-paginator
      [length]="total() ?? 0"
      [pageIndex]="page() - 1"
      [pageSize]="perPage()"
      [pageSizeOptions]="pageSizes()"
      [showFirstLastButtons]="true"
      (page)="changePage($event)"
    />
  `,
  host: { role: 'navigation', '[attr.aria-label]': 'intl.pagination' },
  styles: `
    :host {
      display: block;
    }
    mat-paginator {
      background: transparent;
    }
  `,
})
export class NgaListPaginator {
  /** The 1-based page shown. */
  readonly page = input.required<number>();
  readonly perPage = input.required<number>();
  /** How many entries the list has; `null` while it is not known. */
  readonly total = input.required<number | null>();
  readonly pageSizes = input<readonly number[]>([10, 25, 50, 100]);
  readonly pageChange = output<NgaPageChange>();

  protected readonly intl = inject(NgaIntl);
  private readonly paginatorIntl = inject(MatPaginatorIntl) as NgaPaginatorIntl;
  private readonly countKnown = computed(() => this.total() !== null);

  constructor() {
    effect(() => {
      this.paginatorIntl.countKnown = this.countKnown();
      // The paginator renders its range again.
      this.paginatorIntl.changes.next();
    });
  }

  protected changePage(event: PageEvent): void {
    const perPage = event.pageSize;
    this.pageChange.emit({ page: perPage === this.perPage() ? event.pageIndex + 1 : 1, perPage });
  }
}
