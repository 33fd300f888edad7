import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { attachScreenshot, expectNoSeriousA11yViolations } from './support/a11y';
import { gridRows } from './support/list-page';

/** Strings only Quill's own code holds: its editor class and a module it registers. */
const QUILL_MARKERS = ['ql-editor', 'modules/clipboard'];

/** The posts list on the seed's posts, whatever other tests added: stable screenshots. */
const SEED_POSTS = '/posts/list?sortField=id&sortDir=ASC';

/** Waits until the posts list is fully drawn: rows, resolved tag labels, no progress bar. */
async function listReady(page: Page): Promise<void> {
  await expect(gridRows(page)).toHaveCount(10);
  await expect(page.locator('.mat-mdc-cell.nga-column-tags li').first()).toBeVisible();
  await expect(page.locator('.mat-mdc-cell.nga-column-reading_time').first()).toHaveText(/\d+ min/);
  await expect(page.locator('.nga-list-loading, .nga-progress-active')).toHaveCount(0);
}

/** Waits for an overlay to open, then closes it with Escape (ignored while it animates in). */
async function closeOverlay(page: Page, overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden({ timeout: 1000 });
  }).toPass();
}

/** Collects the text of every script the page downloads from now on. */
function recordScripts(page: Page): () => Promise<Map<string, string>> {
  const bodies: Promise<[string, string]>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.text().then((text) => [response.url(), text]));
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return new Map(await Promise.all(bodies));
  };
}

function scriptsWithQuill(scripts: Map<string, string>): string[] {
  return [...scripts]
    .filter(([, text]) => QUILL_MARKERS.every((marker) => text.includes(marker)))
    .map(([url]) => url);
}

test.describe('posts list: accessibility, looks and weight', () => {
  test('has no serious accessibility violation, light or dark', async ({ page }) => {
    await page.goto(SEED_POSTS);
    await listReady(page);
    await expectNoSeriousA11yViolations(page);

    // Dark, with a filter added and a row selected: the extra controls are named too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Category', exact: true }).click();
    await page
      .getByRole('checkbox', { name: /^Select row #/ })
      .first()
      .check();
    await expect(page.locator('.nga-selection-bar')).toHaveText(/1 item selected/);
    await expectNoSeriousA11yViolations(page);
  });

  for (const viewport of [
    { name: 'wide', width: 1280, height: 800 },
    { name: 'narrow', width: 390, height: 844 },
  ]) {
    test(`screenshots, light and dark, ${viewport.name}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(SEED_POSTS);
      await listReady(page);
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light dark');

      await page.emulateMedia({ colorScheme: 'light' });
      const lightBackground = await page
        .locator('body')
        .evaluate((body) => getComputedStyle(body).backgroundColor);
      await attachScreenshot(page, testInfo, `list-light-${viewport.name}`);

      await page.emulateMedia({ colorScheme: 'dark' });
      await expect
        .poll(() => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
        .not.toBe(lightBackground);
      await attachScreenshot(page, testInfo, `list-dark-${viewport.name}`);
    });
  }

  test('the list route does not download Quill; the edit route does', async ({ page }) => {
    const listScripts = recordScripts(page);
    await page.goto(SEED_POSTS);
    await listReady(page);
    await page.getByRole('textbox', { name: 'Search' }).fill('a');
    for (const filter of ['Category', 'Published', 'Tag', 'Views']) {
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByRole('menuitem', { name: filter, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Open calendar: Published from' }).click();
    await closeOverlay(page, page.getByRole('dialog'));
    await page.locator('.nga-filter-reference').getByRole('combobox').click();
    await closeOverlay(page, page.getByRole('listbox'));
    await expect(page.locator('.nga-list-loading, .nga-progress-active')).toHaveCount(0);

    const onList = await listScripts();
    expect(onList.size).toBeGreaterThan(0);
    expect(scriptsWithQuill(onList)).toEqual([]);

    // The same check on the edit route finds Quill, so the check above can fail.
    const editScripts = recordScripts(page);
    await page
      .getByRole('link', { name: /^Edit #/ })
      .first()
      .click();
    await expect(page.locator('.ql-editor')).toBeVisible();
    expect(scriptsWithQuill(await editScripts())).not.toEqual([]);
  });
});
