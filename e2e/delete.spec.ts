import { expect, test } from '@playwright/test';
import {
  apiCreate,
  apiCreatePost,
  apiDelete,
  apiGet,
  recordApiRequests,
  uniqueName,
} from './support/form-api';
import { UNDO_DELAY_MS } from './support/form-page';

/** Long enough for an undoable deletion's delay to run out and its request to be answered. */
const AFTER_THE_DELAY = { timeout: UNDO_DELAY_MS + 8_000 };

test.describe('deletion', () => {
  test('No keeps the post; Yes returns to the list at once and deletes it once Undo is past', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    const requests = recordApiRequests(page);
    await page.goto(`/posts/show/${post.id}`);
    await page.getByRole('link', { name: 'Delete' }).click();
    await expect(page).toHaveURL(`/posts/delete/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Delete post "${String(post['title'])}"`,
    );
    await expect(page.getByText('Are you sure?')).toBeVisible();

    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page).toHaveURL(`/posts/show/${post.id}`);
    expect(requests.filter((line) => line.startsWith('DELETE'))).toEqual([]);
    expect(await apiGet(request, 'posts', post.id)).not.toBeNull();

    await page.getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(/\/posts\/list/);
    // Undoable, the default: the notification offers Undo while the request waits.
    const notification = page
      .locator('mat-snack-bar-container')
      .filter({ hasText: 'Element deleted.' });
    await expect(notification).toBeVisible();
    await expect(notification.getByRole('button', { name: 'Undo' })).toBeVisible();
    // A success has the tertiary container's color, not the snack bar's default.
    const surface = notification.locator('.mat-mdc-snackbar-surface');
    const tertiary = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.background = 'var(--mat-sys-tertiary-container)';
      const color = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return color;
    });
    await expect(surface).toHaveCSS('background-color', tertiary);
    await expect
      .poll(() => requests.filter((line) => line.startsWith('DELETE')), AFTER_THE_DELAY)
      .toEqual([`DELETE /api/posts/${post.id}`]);
    await expect.poll(() => apiGet(request, 'posts', post.id)).toBeNull();
  });

  test('batch delete reports the one deletion that failed and deletes the others', async ({
    page,
    request,
  }) => {
    const prefix = uniqueName('Batch');
    const tags = [];
    for (const name of ['a', 'b', 'c']) {
      tags.push(await apiCreate(request, 'tags', { name: `${prefix} ${name}`, published: true }));
    }
    const [first, gone, last] = tags;

    await page.goto(`/tags/list?search=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
    const grid = page.getByRole('table');
    await expect(grid.getByRole('row')).toHaveCount(4);
    for (const tag of tags) {
      await page.getByRole('checkbox', { name: `Select row #${tag.id}` }).check();
    }
    await expect(page.getByRole('status').filter({ hasText: '3 items selected' })).toBeVisible();
    await page.locator('.nga-selection-bar').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(`/tags/batch-delete/${tags.map((tag) => tag.id).join(',')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete 3 Tags');
    await expect(grid.getByRole('row')).toHaveCount(4);

    // Someone else deletes one of them meanwhile: its DELETE answers 404.
    await apiDelete(request, 'tags', gone.id);
    const requests = recordApiRequests(page);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();

    // Back to the list at once, without the three, Undo offered.
    await expect(page).toHaveURL(/\/tags\/list/);
    await expect(page.locator('mat-snack-bar-container')).toContainText('3 elements deleted.');
    const rows = page.locator('nga-list-page .nga-row');
    await expect(rows).toHaveCount(0);
    expect(requests.filter((line) => line.startsWith('DELETE'))).toEqual([]);

    // Once the delay ran out: one notification says which deletion failed and why.
    const report = page
      .locator('mat-snack-bar-container')
      .filter({ hasText: 'could not be deleted' });
    await expect(report).toContainText('1 of 3 elements could not be deleted.', AFTER_THE_DELAY);
    await expect(report).toContainText(
      new RegExp(`#${gone.id}: .*HTTP 404\\): No tags with id ${gone.id}`),
    );
    expect(requests.filter((line) => line.startsWith('DELETE')).sort()).toEqual(
      tags.map((tag) => `DELETE /api/tags/${tag.id}`).sort(),
    );
    expect(await apiGet(request, 'tags', first.id)).toBeNull();
    expect(await apiGet(request, 'tags', last.id)).toBeNull();
    // The one someone else deleted stays out of the list: the server no longer has it.
    await expect(rows).toHaveCount(0);
  });
});
