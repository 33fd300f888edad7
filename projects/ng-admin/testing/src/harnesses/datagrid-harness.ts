import { BaseHarnessFilters, ComponentHarness, HarnessPredicate } from '@angular/cdk/testing';
import { textOf } from './view-harness';
import { pollUntil } from './waiting';

/**
 * Filters for `NgaRowHarness.with`.
 *
 * @usageNotes
 * ```ts
 * const rows = await list.getRows({ text: /^Hello/ });
 * ```
 */
export interface NgaRowHarnessFilters extends BaseHarnessFilters {
  /** Keeps rows with a cell whose text is this, or matches this pattern. */
  readonly text?: string | RegExp;
}

/**
 * The text of each cell of a row, by column label.
 *
 * @usageNotes
 * ```ts
 * const texts: NgaRowTexts = await row.getCellTexts(); // { Title: 'Hello', Views: '3' }
 * ```
 */
export type NgaRowTexts = Record<string, string>;

/**
 * How a column is sorted.
 *
 * @usageNotes
 * ```ts
 * expect(await list.getSort()).toEqual({ column: 'Title', direction: 'asc' });
 * ```
 */
export interface NgaSortState {
  /** The column's label. */
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

const SELECT_BOX = '.nga-select-cell input[type="checkbox"]';

/**
 * One row of a datagrid: its cells by column label, its selection box, its detail link and
 * its action links (Show, Edit, Delete...).
 *
 * @usageNotes
 * ```ts
 * const [first] = await list.getRows({ text: 'Hello' });
 * expect(await first.getCellText('Views')).toBe('3');
 * await first.clickAction('Edit');
 * ```
 */
export class NgaRowHarness extends ComponentHarness {
  /** A body row of an admin datagrid. */
  static hostSelector = '.nga-row';

  /** A predicate for a row by the text of one of its cells. */
  static with(options: NgaRowHarnessFilters = {}): HarnessPredicate<NgaRowHarness> {
    return new HarnessPredicate(NgaRowHarness, options).addOption(
      'text',
      options.text,
      async (harness, text) => {
        const texts = Object.values(await harness.getCellTexts());
        const matches = await Promise.all(
          texts.map((cell) => HarnessPredicate.stringMatches(cell, text)),
        );
        return matches.includes(true);
      },
    );
  }

  private readonly cells = this.locatorForAll('.mat-mdc-cell[data-label]');
  private readonly selectBox = this.locatorForOptional(SELECT_BOX);
  private readonly detailLink = this.locatorForOptional('a.nga-detail-link');
  private readonly actionLinks = this.locatorForAll(
    '.mat-mdc-cell.nga-actions-cell a.nga-icon-link',
  );

  /** The text of each cell, by column label. */
  async getCellTexts(): Promise<NgaRowTexts> {
    const texts: NgaRowTexts = {};
    for (const cell of await this.cells()) {
      texts[(await cell.getAttribute('data-label')) ?? ''] = await textOf(cell);
    }
    return texts;
  }

  /** The text of the cell of one column. */
  async getCellText(column: string): Promise<string> {
    const texts = await this.getCellTexts();
    if (!(column in texts)) {
      throw new Error(
        `NgaRowHarness: no column "${column}"; the columns are ${JSON.stringify(Object.keys(texts))}`,
      );
    }
    return texts[column];
  }

  /** Whether the row's selection box is checked. */
  async isSelected(): Promise<boolean> {
    return (await this.selectionBox()).getProperty<boolean>('checked');
  }

  /** Checks the row's selection box. */
  async select(): Promise<void> {
    if (!(await this.isSelected())) await (await this.selectionBox()).click();
  }

  /** Unchecks the row's selection box. */
  async deselect(): Promise<void> {
    if (await this.isSelected()) await (await this.selectionBox()).click();
  }

  /** Follows the row's detail link (the first cell with `isDetailLink`). */
  async openDetail(): Promise<void> {
    const link = await this.detailLink();
    if (!link) throw new Error('NgaRowHarness: the row has no detail link');
    await link.click();
  }

  /** The accessible names of the row's action links, in order (`['Show #1', 'Edit #1']`). */
  async getActions(): Promise<string[]> {
    const links = await this.actionLinks();
    return Promise.all(links.map(async (link) => (await link.getAttribute('aria-label')) ?? ''));
  }

  /**
   * Follows one of the row's action links, by its accessible name (`'Edit #1'`) or by that
   * name without the entry's identifier (`'Edit'`).
   */
  async clickAction(name: string): Promise<void> {
    const links = await this.actionLinks();
    const names = await this.getActions();
    const exact = names.indexOf(name);
    const index = exact >= 0 ? exact : names.findIndex((item) => item.startsWith(`${name} `));
    if (index < 0) {
      throw new Error(
        `NgaRowHarness: no action "${name}"; the actions are ${JSON.stringify(names)}`,
      );
    }
    await links[index].click();
  }

  private async selectionBox() {
    const box = await this.selectBox();
    if (!box) throw new Error('NgaRowHarness: the rows of this grid cannot be selected');
    return box;
  }
}

/**
 * A datagrid of entries (Angular Material's table), as lists, batch deletions, dashboard
 * panels and referenced lists show them: column labels, rows, server-side sorting by column
 * header (`MatSort`) and selection. Long pages render in slices; the harness waits until every
 * row of the page is there.
 *
 * @usageNotes
 * ```ts
 * const grid = await loader.getHarness(NgaDatagridHarness);
 * await grid.sortBy('Title');
 * expect(await grid.getSort()).toEqual({ column: 'Title', direction: 'asc' });
 * expect(await grid.getColumnTexts('Title')).toEqual(['A', 'B']);
 * ```
 */
export class NgaDatagridHarness extends ComponentHarness {
  /** The admin's datagrid component. */
  static hostSelector = 'nga-datagrid';

  private readonly table = this.locatorFor('.nga-datagrid');
  private readonly headers = this.locatorForAll(
    '.mat-mdc-header-cell:not(.nga-select-cell):not(.nga-actions-cell)',
  );
  private readonly renderedRows = this.locatorForAll(NgaRowHarness);
  private readonly emptyRow = this.locatorForOptional('.nga-empty-row');
  private readonly selectAllBox = this.locatorForOptional(`.nga-header-row ${SELECT_BOX}`);
  // Material's sort headers: the button is the header's container, inside the header cell.
  private readonly sortButtons = this.locatorForAll(
    '.mat-mdc-header-cell.mat-sort-header:not(.mat-sort-header-disabled) .mat-sort-header-container',
  );

  /** The labels of the columns, in order (without the selection and actions columns). */
  async getColumnLabels(): Promise<string[]> {
    return Promise.all((await this.headers()).map(textOf));
  }

  /** The rows, every one of the page, optionally filtered. */
  async getRows(filter: NgaRowHarnessFilters = {}): Promise<NgaRowHarness[]> {
    const table = await this.table();
    const expected = Number((await table.getAttribute('data-rows')) ?? '0');
    await pollUntil(
      () => this.forceStabilize(),
      async () => (await this.renderedRows()).length,
      (rendered) => rendered >= expected,
      `the ${expected} rows of the grid`,
    );
    const rows = await this.renderedRows();
    return filter.text === undefined ? rows : NgaRowHarness.with(filter).filter(rows);
  }

  /** The text of every cell, a row per entry, by column label. */
  async getRowTexts(): Promise<NgaRowTexts[]> {
    return Promise.all((await this.getRows()).map((row) => row.getCellTexts()));
  }

  /** The text of one column, top to bottom. */
  async getColumnTexts(column: string): Promise<string[]> {
    return Promise.all((await this.getRows()).map((row) => row.getCellText(column)));
  }

  /** What the grid says when it has no row, or `null` when it has rows or says nothing. */
  async getEmptyText(): Promise<string | null> {
    const row = await this.emptyRow();
    if (!row || (await row.getAttribute('hidden')) !== null) return null;
    return row.text();
  }

  /** The column the grid is sorted on and the direction, or `null`. */
  async getSort(): Promise<NgaSortState | null> {
    for (const header of await this.headers()) {
      const sort = await header.getAttribute('aria-sort');
      if (sort === 'ascending' || sort === 'descending') {
        return { column: await textOf(header), direction: sort === 'ascending' ? 'asc' : 'desc' };
      }
    }
    return null;
  }

  /**
   * Presses a column header to sort on it: ascending first, then the other way on each press.
   * Give the direction to press until the grid is sorted that way.
   */
  async sortBy(column: string, direction?: 'asc' | 'desc'): Promise<void> {
    for (let press = 0; press < 2; press++) {
      const buttons = await this.sortButtons();
      const texts = await Promise.all(buttons.map(textOf));
      const index = texts.indexOf(column);
      if (index < 0) {
        const labels = await this.getColumnLabels();
        throw new Error(
          labels.includes(column)
            ? `NgaDatagridHarness: the column "${column}" does not sort`
            : `NgaDatagridHarness: no column "${column}"; the columns are ${JSON.stringify(labels)}`,
        );
      }
      await buttons[index].click();
      await this.forceStabilize();
      const sort = await this.getSort();
      if (direction === undefined || (sort?.column === column && sort.direction === direction)) {
        return;
      }
    }
  }

  /** Checks every row's selection box (or unchecks them all when all are checked). */
  async toggleAll(): Promise<void> {
    const box = await this.selectAllBox();
    if (!box) throw new Error('NgaDatagridHarness: the rows of this grid cannot be selected');
    await box.click();
  }
}
