import { attachScreenshot } from '../e2e/support/a11y';
import { expect, test } from './support/backend';
import { bodyRows, grid } from './support/list';

const LOOKS = [
  { name: 'wide-light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { name: 'wide-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
  { name: 'narrow-light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: 'narrow-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

// Screenshots to look at (attached to the report; E2E_SHOTS_DIR gathers them in a folder).
test('screenshots of the posts list', async ({ page, open, backend }, testInfo) => {
  for (const look of LOOKS) {
    await page.setViewportSize(look.viewport);
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await open('/posts/list');
    await expect(bodyRows(grid(page, 'Posts'))).toHaveCount(10);
    // The tags, looked up once the page came.
    await expect(grid(page, 'Posts').getByRole('listitem').first()).toBeVisible();
    await attachScreenshot(page, testInfo, `${backend}-posts-list-${look.name}`);
  }
});
