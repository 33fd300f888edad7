import type { Locator, Page } from '@playwright/test';

/** The datagrid of a list, by its accessible name (the entity's label: `Posts`). */
export function grid(page: Page, label: string): Locator {
  return page.getByRole('table', { name: label });
}

/** The rows of a datagrid that hold cells (not the header row). */
export function bodyRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') });
}

/** The text of each cell of the column whose header reads `header`, top to bottom. */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
  const index = headers.findIndex((text) => text === header || text.startsWith(`${header} `));
  // Not rendered yet: no rows to read.
  if (headers.length === 0) return [];
  if (index < 0) throw new Error(`No column "${header}" among ${JSON.stringify(headers)}`);
  // Read in one go: rows come and go while a list reloads.
  return bodyRows(table).evaluateAll(
    (rows, column) =>
      rows.map((row) => {
        // A row off screen is not laid out (content-visibility), so its innerText is empty:
        // each row read is laid out first, as scrolling to it would.
        (row as HTMLElement).style.setProperty('content-visibility', 'visible');
        const cells =
          row instanceof HTMLTableRowElement
            ? [...row.cells]
            : [...row.querySelectorAll('[role="cell"], [role="gridcell"]')];
        return (cells[column] as HTMLElement | undefined)?.innerText.trim() ?? '';
      }),
    index,
  );
}

/** The paginator's range text, `1-10 of 40`. */
export function pageRange(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Pagination' }).getByText(/^\s*\d+-\d+ of \d+\s*$/);
}
