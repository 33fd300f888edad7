import { expect, test } from '@playwright/test';
import { recordApiRequests } from './support/form-api';
import { attachScreenshot, expectNoSeriousA11yViolations } from './support/a11y';
import { waitForApi } from './support/list-page';

const PANELS = [
  {
    title: 'Recent posts',
    list: '/posts/list',
    request: 'GET /api/posts?_page=1&_perPage=5&_sortField=published_at&_sortDir=DESC',
  },
  {
    title: 'Popular posts',
    list: '/posts/list',
    request: 'GET /api/posts?_page=1&_perPage=5&_sortField=views&_sortDir=DESC',
  },
  {
    title: 'Last comments',
    list: '/comments/list',
    request: 'GET /api/comments?_page=1&_perPage=10&_sortField=created_at&_sortDir=DESC',
  },
  {
    title: 'Published tags',
    list: '/tag_directory/list',
    request: 'GET /api/tags?_page=1&_perPage=10&_sortField=name&_sortDir=ASC&published=true',
  },
];

test.describe('dashboard', () => {
  test('shows one panel per collection, each with its own request', async ({ page }) => {
    const requests = recordApiRequests(page);
    const answers = PANELS.map((panel) => waitForApi<unknown[]>(page, panel.request));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    const panels = page.locator('nga-dashboard-panel');
    await expect(panels.getByRole('heading', { level: 2 })).toHaveText(
      PANELS.map((panel) => panel.title),
    );
    for (const [index, panel] of PANELS.entries()) {
      const { body } = await answers[index]!;
      expect(body.length).toBeGreaterThan(0);
      const card = panels.nth(index);
      await expect(card.getByRole('link', { name: panel.title })).toHaveAttribute(
        'href',
        panel.list,
      );
      await expect(card.getByRole('table', { name: panel.title })).toBeVisible();
      await expect(card.locator('.nga-row')).toHaveCount(body.length);
    }
    const lists = requests.filter((url) => /^GET \/api\/\w+\?_page=/.test(url));
    expect(lists.sort()).toEqual(PANELS.map((panel) => panel.request).sort());

    // A panel of the read-only tag directory links its entries to their show view.
    await expect(panels.nth(3).locator('.mat-mdc-cell.nga-column-id a').first()).toHaveAttribute(
      'href',
      /^\/tag_directory\/show\/\d+$/,
    );
  });

  test('has no serious accessibility violation, light or dark', async ({ page }, testInfo) => {
    await page.goto('/');
    const panels = page.locator('nga-dashboard-panel');
    await expect(panels).toHaveCount(PANELS.length);
    for (const panel of await panels.all()) {
      await expect(panel.locator('.nga-row').first()).toBeVisible();
    }
    await expect(page.locator('.nga-loading-bar-active')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await attachScreenshot(page, testInfo, 'dashboard-light', { fullPage: true });

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
    await attachScreenshot(page, testInfo, 'dashboard-dark', { fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await attachScreenshot(page, testInfo, 'dashboard-dark-narrow', { fullPage: true });
  });

  test('panels are compact tables on a desktop and cards on a phone', async ({ page }) => {
    const panels = page.locator('nga-dashboard-panel');
    const grids = panels.locator('nga-datagrid');
    const header = (index: number) => grids.nth(index).locator('.mat-mdc-header-cell').first();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(panels.locator('.nga-row').first()).toBeVisible();
    await expect(grids).toHaveCount(PANELS.length);
    for (let index = 0; index < PANELS.length; index++) {
      // Half a desktop screen holds three columns: a table, its header row in sight.
      await expect(grids.nth(index)).not.toHaveClass(/nga-cards/);
      await expect(header(index)).toBeVisible();
      expect(await grids.nth(index).evaluate((grid) => grid.clientWidth)).toBeLessThan(600);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    for (let index = 0; index < 3; index++) {
      await expect(grids.nth(index)).toHaveClass(/nga-cards/);
      await expect(grids.nth(index).locator('.nga-row .mat-mdc-cell').first()).toHaveCSS(
        'display',
        'grid',
      );
    }
  });
});
