import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** A request as the list assertions compare it: `GET /api/posts?_page=1&...`, URL-decoded. */
export function describeRequest(request: Request): string {
  const url = new URL(request.url());
  return `${request.method()} ${decodeURIComponent(url.pathname + url.search)}`;
}

/** An API answer, read at once (a later page reload would discard its body). */
export interface ApiAnswer<T = unknown> {
  /** The request, as `describeRequest` writes it. */
  readonly request: string;
  readonly body: T;
  /** The `X-Total-Count` header of a list answer. */
  readonly total: number;
}

/**
 * Waits for the page to send an API request matching `expected` (a whole decoded request as
 * `describeRequest` writes it, or a pattern) and resolves with its answer.
 *
 * @usageNotes
 * ```ts
 * const answer = waitForApi<Post[]>(page, 'GET /api/posts?_page=1&_perPage=10&_sortField=id&_sortDir=DESC');
 * await page.goto('/posts/list');
 * const { body: posts, total } = await answer;
 * ```
 */
export async function waitForApi<T = unknown>(
  page: Page,
  expected: string | RegExp,
): Promise<ApiAnswer<T>> {
  const response = await page.waitForResponse((candidate) => {
    const described = describeRequest(candidate.request());
    return typeof expected === 'string' ? described === expected : expected.test(described);
  });
  const text = await response.text();
  return {
    request: describeRequest(response.request()),
    body: (text ? JSON.parse(text) : null) as T,
    total: Number(response.headers()['x-total-count']),
  };
}

/** The body rows of the list's datagrid. */
export function gridRows(page: Page): Locator {
  return page.locator('nga-list-page .nga-datagrid .nga-row');
}

/** The text of each cell of a column (`matColumnDef` name, e.g. `title`), in row order. */
export async function columnTexts(scope: Page | Locator, column: string): Promise<string[]> {
  const cells = scope.locator(`.mat-mdc-cell.nga-column-${column.replace(/[^a-zA-Z0-9_-]/g, '-')}`);
  // A row off screen is not laid out (content-visibility), so its innerText is empty: each
  // row read is laid out first, as scrolling to it would.
  return cells.evaluateAll((all) =>
    all.map((cell) => {
      cell.closest<HTMLElement>('.nga-row')?.style.setProperty('content-visibility', 'visible');
      return (cell as HTMLElement).innerText.trim();
    }),
  );
}

/** The list state in the page address: page, perPage, sortField, sortDir and search. */
export function listParams(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** The paginator's range label (Material's), e.g. `1-10 of 40`. */
export function paginatorRange(page: Page): Locator {
  return page.locator('nga-list-paginator .mat-mdc-paginator-range-label');
}

/** Chooses a page size in the paginator's select (Material's), as a pointer does. */
export async function choosePageSize(page: Page, size: number): Promise<void> {
  const select = page.getByRole('combobox', { name: /Items per page/ });
  await expect(select).toBeVisible();
  // Material's paginator puts a touch target over its select: the click lands there.
  await page.locator('nga-list-paginator .mat-mdc-paginator-page-size-select').click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
  await expect(select).toHaveText(String(size));
}
