import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Where the screenshots go: FRESH_SHOTS_DIR (docs/images refreshes the guide's), else the test output. */
const shotsDir = process.env['FRESH_SHOTS_DIR'];
/** The console output of the commands the run typed, saved by scripts/fresh-app.mjs. */
const logsDir = process.env['FRESH_LOGS_DIR'];

async function shoot(page: Page, name: string, height?: number): Promise<void> {
  const path = shotsDir ? join(shotsDir, `${name}.png`) : test.info().outputPath(`${name}.png`);
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path, clip: height ? { x: 0, y: 0, width, height } : undefined });
}

test.describe('an application made by ng new, ng add and ng generate', () => {
  test('lists the posts from the API, with their references resolved', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Posts' }).first().click();
    await expect(page).toHaveURL(/\/posts\/list/);
    const rows = page.locator('table tbody tr.mat-mdc-row');
    await expect(rows).toHaveCount(30);
    await expect(rows.first()).toContainText('The Tiny Travel Router That Saved My Trip');
    await expect(page.getByRole('columnheader', { name: 'Published At' })).toBeVisible();
    await shoot(page, 'fresh-list');

    await page.getByRole('link', { name: 'Comments' }).first().click();
    await expect(page).toHaveURL(/\/comments\/list/);
    const commentRows = page.locator('table tbody tr.mat-mdc-row');
    await expect(commentRows).toHaveCount(30);
    // post_id is a reference: the cell shows the post's title, not its id.
    await expect(page.locator('td.mat-column-post_id').first()).toHaveText(/\w{4,}/);
    await expect(page.locator('td.mat-column-post_id').first()).not.toHaveText(/^\s*\d+\s*$/);
  });

  test('edits a post, saves it, and shows the new value after a reload', async ({ page }) => {
    await page.goto('/posts/edit/40');
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('The Tiny Travel Router That Saved My Trip');
    const newTitle = `Edited in a fresh app ${Date.now()}`;
    await title.fill(newTitle);
    await shoot(page, 'fresh-edit', 320);

    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await page.goto('/posts/edit/40');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(newTitle);
    await page.goto('/posts/list');
    await expect(page.locator('table tbody tr.mat-mdc-row').first()).toContainText(newTitle);
  });

  test('shows what the commands printed', async ({ page }) => {
    test.skip(!logsDir, 'FRESH_LOGS_DIR not set');
    for (const name of ['ng-add', 'ng-generate']) {
      const output = readFileSync(join(logsDir!, `${name}.txt`), 'utf8');
      await page.setViewportSize({ width: 1100, height: 200 });
      await page.setContent(terminal(output));
      await page.setViewportSize({
        width: 1100,
        height: await page.evaluate(() => document.body.scrollHeight),
      });
      await shoot(page, name);
    }
  });
});

/** A terminal-like page showing a command's output. */
function terminal(output: string): string {
  const escaped = output.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html><html><body style="margin:0;background:#1e1e1e">
<pre style="margin:0;padding:16px 20px;color:#e6e6e6;font:13px/1.45 'DejaVu Sans Mono',monospace;white-space:pre-wrap">${escaped}</pre>
</body></html>`;
}
