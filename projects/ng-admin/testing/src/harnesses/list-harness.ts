import { MatMenuHarness } from '@angular/material/menu/testing';
import { MatPaginatorHarness } from '@angular/material/paginator/testing';
import { MatSelectHarness } from '@angular/material/select/testing';
import {
  NgaDatagridHarness,
  NgaRowHarness,
  NgaRowHarnessFilters,
  NgaRowTexts,
  NgaSortState,
} from './datagrid-harness';
import { NgaFieldHarness, NgaFieldInput } from './field-harness';
import { NgaViewHarness, withLabel } from './view-harness';
import { delay } from './waiting';

/**
 * How long the filter bar waits after the last keystroke before the list follows (the bar's
 * debounce), plus a margin. Timers are not pending tasks, so stability alone does not cover it.
 */
const FILTER_SETTLE_MS = 350;

/** The paginator's buttons, in the order it renders them. */
const PAGE_BUTTONS = { first: 0, previous: 1, next: 2, last: 3 } as const;

/**
 * The list view of an entity (`/:entity/list`): its rows and columns, sorting, pagination,
 * filters, selection, batch deletion and CSV export.
 *
 * @usageNotes
 * ```ts
 * const { loader } = await openNgAdmin('/posts/list');
 * const list = await loader.getHarness(NgaListHarness);
 * expect(await list.getPageRange()).toBe('1-30 of 42');
 * await list.sortBy('Title', 'asc');
 * await list.setFilter('Published', 'true');
 * await list.goToPage(2);
 * await list.selectRows(0, 1);
 * await list.batchDelete(); // opens the batch deletion view: see NgaDeleteHarness
 * ```
 */
export class NgaListHarness extends NgaViewHarness {
  /** The list view's page component. */
  static hostSelector = 'nga-list-page';

  private readonly grid = this.locatorFor(NgaDatagridHarness);
  private readonly paginator = this.locatorForOptional(
    MatPaginatorHarness.with({ ancestor: 'nga-list-paginator' }),
  );
  private readonly range = this.locatorForOptional(
    'nga-list-paginator .mat-mdc-paginator-range-label',
  );
  private readonly pageButtons = this.locatorForAll('nga-list-paginator button');
  private readonly pageSize = this.locatorForOptional(
    MatSelectHarness.with({ ancestor: 'nga-list-paginator' }),
  );
  private readonly shownFilters = this.locatorForAll(NgaFieldHarness);
  private readonly filterBarPlaceholder = this.locatorForOptional('.nga-filters-placeholder');
  private readonly addFilterButton = this.locatorForOptional('.nga-action-filter');
  private readonly addFilterMenu = this.locatorForOptional(
    MatMenuHarness.with({ selector: '.nga-action-filter' }),
  );
  private readonly batchDeleteButton = this.locatorForOptional('.nga-batch-delete');
  private readonly selectionBar = this.locatorForOptional('.nga-selection-bar span');
  private readonly exportButton = this.locatorForOptional('.nga-action-export');

  /** The datagrid of the list, for what the list harness does not cover. */
  getGrid(): Promise<NgaDatagridHarness> {
    return this.grid();
  }

  /** The column labels, in order. */
  async getColumnLabels(): Promise<string[]> {
    return (await this.grid()).getColumnLabels();
  }

  /** The rows of the page, optionally those with a cell showing some text. */
  async getRows(filter: NgaRowHarnessFilters = {}): Promise<NgaRowHarness[]> {
    return (await this.grid()).getRows(filter);
  }

  /** The text of every cell, a row per entry, by column label. */
  async getRowTexts(): Promise<NgaRowTexts[]> {
    return (await this.grid()).getRowTexts();
  }

  /** The text of one column, top to bottom. */
  async getColumnTexts(column: string): Promise<string[]> {
    return (await this.grid()).getColumnTexts(column);
  }

  /** What the list says when no entry matches, or `null`. */
  async getEmptyText(): Promise<string | null> {
    return (await this.grid()).getEmptyText();
  }

  /** The sorted column and direction, or `null`. */
  async getSort(): Promise<NgaSortState | null> {
    return (await this.grid()).getSort();
  }

  /** Sorts on a column (see `NgaDatagridHarness.sortBy`); the list reloads. */
  async sortBy(column: string, direction?: 'asc' | 'desc'): Promise<void> {
    await (await this.grid()).sortBy(column, direction);
  }

  /** The paginator's range text (`1-10 of 42`); empty while the count is not known. */
  async getPageRange(): Promise<string> {
    await this.whenPaginatorShown();
    return (await this.range())?.text() ?? '';
  }

  /** Goes to the next page. */
  async nextPage(): Promise<void> {
    await this.pressPageButton('next');
  }

  /** Goes to the previous page. */
  async previousPage(): Promise<void> {
    await this.pressPageButton('previous');
  }

  /** Goes to the first page. */
  async firstPage(): Promise<void> {
    await this.pressPageButton('first');
  }

  /** Goes to the last page. */
  async lastPage(): Promise<void> {
    await this.pressPageButton('last');
  }

  /** Goes to a 1-based page, through the paginator's buttons as a user would. */
  async goToPage(page: number): Promise<void> {
    if (!Number.isInteger(page) || page < 1) {
      throw new Error(`NgaListHarness.goToPage: expected a page number from 1, got ${page}`);
    }
    if (!(await this.isPageButtonDisabled('first'))) await this.pressPageButton('first');
    for (let current = 1; current < page; current++) {
      if (await this.isPageButtonDisabled('next')) {
        throw new Error(`NgaListHarness.goToPage: the list has only ${current} page(s)`);
      }
      await this.pressPageButton('next');
    }
  }

  /** The number of entries per page. */
  async getPageSize(): Promise<number> {
    await this.whenPaginatorShown();
    return (await this.paginator())!.getPageSize();
  }

  /** Chooses the number of entries per page among the paginator's sizes. */
  async setPageSize(size: number): Promise<void> {
    await this.whenPaginatorShown();
    const select = await this.pageSize();
    if (!select) throw new Error('NgaListHarness.setPageSize: the paginator offers no page size');
    await select.open();
    const sizes = (await select.getOptions()).map((option) => option.getText());
    const offered = (await Promise.all(sizes)).map(Number);
    if (!offered.includes(size)) {
      await select.close();
      throw new Error(
        `NgaListHarness.setPageSize: ${size} is not offered; sizes: ${offered.join(', ')}`,
      );
    }
    await select.clickOptions({ text: String(size) });
    await this.forceStabilize();
  }

  /** The filters shown in the filter bar. */
  async getFilters(): Promise<NgaFieldHarness[]> {
    return this.filters();
  }

  /** The filter with this label; it must be shown (pinned, added, or set by the URL). */
  async getFilter(label: string): Promise<NgaFieldHarness> {
    return withLabel(
      await this.filters(),
      label,
      (labels) =>
        `NgaListHarness: no filter "${label}" is shown; the filters are ${labels} (addFilter shows one)`,
    );
  }

  /** Enters a filter value (showing the filter first if needed), then waits for the list. */
  async setFilter(label: string, value: NgaFieldInput): Promise<void> {
    const shown = await Promise.all((await this.filters()).map((filter) => filter.getLabel()));
    if (!shown.includes(label)) await this.addFilter(label);
    await (await this.getFilter(label)).setValue(value);
    await this.settleFilters();
  }

  /** Shows a filter from the "Add filter" menu. */
  async addFilter(label: string): Promise<void> {
    const button = await this.addFilterButton();
    if (!button) throw new Error('NgaListHarness.addFilter: the list offers no filter to add');
    // The menu loads on the first press (its button is a placeholder until then).
    let menu = await this.addFilterMenu();
    if (!menu) {
      await button.click();
      menu = await this.waitFor(
        () => this.addFilterMenu(),
        (found) => found !== null,
        'the "Add filter" menu',
      );
    }
    if (!menu) return;
    if (!(await menu.isOpen())) await menu.open();
    const items = await menu.getItems();
    const labels = await Promise.all(items.map((item) => item.getText()));
    const index = labels.indexOf(label);
    if (index < 0) {
      await menu.close();
      throw new Error(
        `NgaListHarness.addFilter: no filter "${label}" to add; the menu offers ${JSON.stringify(labels)}`,
      );
    }
    await items[index].click();
    await this.forceStabilize();
  }

  /** Removes a filter and its value; the list follows. */
  async removeFilter(label: string): Promise<void> {
    await (await this.getFilter(label)).remove();
    await this.settleFilters();
  }

  /** Selects rows by their 0-based position on the page. */
  async selectRows(...positions: number[]): Promise<void> {
    const rows = await this.getRows();
    for (const position of positions) {
      const row = rows[position];
      if (!row) {
        throw new Error(
          `NgaListHarness.selectRows: no row ${position}; the page has ${rows.length}`,
        );
      }
      await row.select();
    }
    await this.forceStabilize();
  }

  /** Selects every row of the page (or clears the selection when all are selected). */
  async toggleAllRows(): Promise<void> {
    await (await this.grid()).toggleAll();
    await this.forceStabilize();
  }

  /** What the selection bar says (`2 selected`), or `null` when nothing is selected. */
  async getSelectionText(): Promise<string | null> {
    const bar = await this.selectionBar();
    return bar ? bar.text() : null;
  }

  /** Presses the batch Delete button, which opens the batch deletion view of the selection. */
  async batchDelete(): Promise<void> {
    const button = await this.batchDeleteButton();
    if (!button) throw new Error('NgaListHarness.batchDelete: the list has no batch delete');
    await button.click();
    await this.forceStabilize();
  }

  /**
   * Presses Export and waits until the CSV file is written. `captureDownloads()` gives the
   * file's content.
   */
  async export(): Promise<void> {
    const button = await this.exportButton();
    if (!button) throw new Error('NgaListHarness.export: the list has no Export button');
    await button.click();
    await this.waitFor(
      async () => (await this.exportButton())?.getProperty<boolean>('disabled') ?? false,
      (busy) => !busy,
      'the export to finish',
    );
  }

  private async settleFilters(): Promise<void> {
    await delay(FILTER_SETTLE_MS);
    await this.forceStabilize();
  }

  /** The filters of the filter bar, which loads once the rows are shown (a deferred block). */
  private async filters(): Promise<NgaFieldHarness[]> {
    await this.waitFor(
      () => this.filterBarPlaceholder(),
      (placeholder) => placeholder === null,
      'the filter bar',
    );
    return this.shownFilters();
  }

  /** The paginator loads once the rows are shown (a deferred block): waits for it. */
  private async whenPaginatorShown(): Promise<void> {
    await this.waitFor(
      () => this.paginator(),
      (paginator) => paginator !== null,
      'the paginator',
    );
  }

  private async pressPageButton(name: keyof typeof PAGE_BUTTONS): Promise<void> {
    await this.whenPaginatorShown();
    const button = (await this.pageButtons())[PAGE_BUTTONS[name]];
    if (await this.isPageButtonDisabled(name)) {
      throw new Error(`NgaListHarness: the ${name} page button is disabled`);
    }
    await button.click();
    await this.forceStabilize();
  }

  private async isPageButtonDisabled(name: keyof typeof PAGE_BUTTONS): Promise<boolean> {
    await this.whenPaginatorShown();
    // Material's buttons stay focusable when disabled (`disabledInteractive`).
    const button = (await this.pageButtons())[PAGE_BUTTONS[name]];
    return (
      (await button.getAttribute('aria-disabled')) === 'true' ||
      (await button.getProperty<boolean>('disabled'))
    );
  }
}
