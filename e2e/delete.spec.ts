import { expect, test } from '@playwright/test';
import {
  apiCreate,
  apiCreatePost,
  apiDelete,
  apiGet,
  recordApiRequests,
  uniqueName,
} from './support/form-api';

test.describe('deletion', () => {
  test('No keeps the post; Yes deletes it and returns to the list', async ({ page, request }) => {
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
    const notification = page
      .locator('mat-snack-bar-container')
      .filter({ hasText: 'Element successfully deleted.' });
    await expect(notification).toBeVisible();
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
    expect(requests.filter((line) => line.startsWith('DELETE'))).toEqual([
      `DELETE /api/posts/${post.id}`,
    ]);
    expect(await apiGet(request, 'posts', post.id)).toBeNull();
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

    const report = page.locator('.nga-delete-failures');
    await expect(report).toContainText('1 of 3 elements could not be deleted.');
    await expect(report.getByRole('listitem')).toHaveText([
      new RegExp(`^#${gone.id}: .*HTTP 404\\): No tags with id ${gone.id}$`),
    ]);
    // The page stays, listing only the entry that failed.
    await expect(page).toHaveURL(/\/tags\/batch-delete\//);
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid).toContainText(`${prefix} b`);
    expect(requests.filter((line) => line.startsWith('DELETE')).sort()).toEqual(
      tags.map((tag) => `DELETE /api/tags/${tag.id}`).sort(),
    );
    expect(await apiGet(request, 'tags', first.id)).toBeNull();
    expect(await apiGet(request, 'tags', last.id)).toBeNull();

    // A retry sends only the deletion that failed.
    requests.length = 0;
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(report).toContainText('1 of 1 elements could not be deleted.');
    expect(requests.filter((line) => line.startsWith('DELETE'))).toEqual([
      `DELETE /api/tags/${gone.id}`,
    ]);
  });
});
