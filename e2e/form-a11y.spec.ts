import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiCreate, apiCreatePost } from './support/form-api';
import { openForm, showValue } from './support/form-page';

const SHOTS_DIR = '/tmp/e2e-shots';

async function expectNoSeriousViolation(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/** Attaches light and dark screenshots, wide and narrow, to the report (and keeps a copy). */
async function attachScreenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 1800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const shot = `${name}-${colorScheme}-${width}`;
      const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
      writeFileSync(`${SHOTS_DIR}/${shot}.png`, body);
      await testInfo.attach(shot, { body, contentType: 'image/png' });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('accessibility of the forms and the show view (axe-core)', () => {
  test('the posts creation form', async ({ page }, testInfo) => {
    await openForm(page, '/posts/create');
    await page.getByRole('button', { name: 'Add Backlinks item' }).click();
    await expectNoSeriousViolation(page);
    // With the validation messages shown too.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid form' })).toBeVisible();
    // The error notification is checked on its own below.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.locator('mat-snack-bar-container')).toHaveCount(0);
    await expectNoSeriousViolation(page);
    await attachScreenshots(page, testInfo, 'posts-create');
  });

  test('the error notification of a form', async ({ page }) => {
    await openForm(page, '/posts/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await expectNoSeriousViolation(page);
  });

  test('the posts edition form', async ({ page, request }) => {
    const post = await apiCreatePost(request, { tags: [1] });
    await apiCreate(request, 'comments', {
      created_at: '2024-06-01',
      body: 'A comment',
      post_id: post.id,
      author: { name: 'Ada' },
    });
    await openForm(page, `/posts/edit/${post.id}`);
    await expect(page.getByRole('table', { name: 'Comments' })).toContainText('A comment');
    await expectNoSeriousViolation(page);
  });

  test('the posts show view', async ({ page, request }, testInfo) => {
    const post = await apiCreatePost(request, {
      tags: [1, 2],
      cover: 'cover.png',
      pictures: { first: { name: 'a.jpg', url: 'https://example.com/a.jpg' } },
      backlinks: [{ date: '2024-01-02', url: 'https://example.com/backlink' }],
    });
    await apiCreate(request, 'comments', {
      created_at: '2024-06-01',
      body: 'A comment',
      post_id: post.id,
      author: { name: 'Ada' },
    });
    await page.goto(`/posts/show/${post.id}`);
    await expect(showValue(page, 'Comments')).toContainText('A comment');
    await expect(showValue(page, 'Tags').getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousViolation(page);
    await attachScreenshots(page, testInfo, 'posts-show');
  });

  test('the comments creation form', async ({ page }) => {
    await page.goto('/comments/create');
    await expect(page.getByRole('textbox', { name: 'Author' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Post' })).toBeVisible();
    await expectNoSeriousViolation(page);
  });
});
