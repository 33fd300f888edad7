import { expect, test } from '@playwright/test';
import { attachScreenshot } from '../e2e/support/a11y';

// The pages of the demo, each with what shows that it finished loading.
const PAGES = [
  { name: 'dashboard', path: '/', ready: 'ma-dashboard-panel .nga-row' },
  { name: 'posts-list', path: '/posts/list', ready: 'nga-list-page .nga-row' },
  { name: 'post-edit', path: '/posts/edit/1', ready: 'ma-field' },
  { name: 'post-show', path: '/posts/show/1', ready: 'send-email a' },
  { name: 'post-delete', path: '/posts/delete/1', ready: '.nga-delete-question' },
  { name: 'comments-list', path: '/comments/list', ready: 'nga-list-page .nga-row' },
  { name: 'tags-list', path: '/tags/list', ready: '.mat-mdc-cell.nga-column-nb_posts:not(:empty)' },
];

const LOOKS = [
  { name: 'wide-light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { name: 'wide-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
  { name: 'narrow-light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: 'narrow-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

// Screenshots to look at (attached to the report; E2E_SHOTS_DIR gathers them in a folder).
test.describe('screenshots of the ported demo', () => {
  for (const look of LOOKS) {
    test(`pages, ${look.name}`, async ({ page }, testInfo) => {
      await page.setViewportSize(look.viewport);
      await page.emulateMedia({ colorScheme: look.colorScheme });
      for (const shown of PAGES) {
        await page.goto(shown.path);
        await expect(page.locator(shown.ready).first()).toBeVisible();
        const background = await page.evaluate(() => getComputedStyle(document.body).color);
        // Light text on dark pages, dark text on light ones.
        const [red] = background.match(/\d+/g)!.map(Number);
        expect(red! > 128, `${shown.name} text color ${background}`).toBe(
          look.colorScheme === 'dark',
        );
        await attachScreenshot(page, testInfo, `${shown.name}-${look.name}`);
      }
    });
  }
});
