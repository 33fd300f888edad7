import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiCreatePost, uniqueName } from './support/form-api';
import { gridRows } from './support/list-page';

/** Opens the list's "Import" dialog and gives it a CSV file. */
async function importFile(page: Page, name: string, csv: string): Promise<void> {
  const button = page.locator('nga-import-button button.nga-action-import');
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

test.describe('CSV import', () => {
  test('imports 497 of 500 comments, reports the 3 invalid rows and downloads them', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const post = await apiCreatePost(request, { title: uniqueName('Import target') });
    const author = uniqueName('Importer');
    const bad = new Set([17, 250, 499]);
    const lines = ['Posted,Author,Body,Post'];
    for (let index = 0; index < 500; index++) {
      const name = bad.has(index) ? '' : author;
      lines.push(`2024-05-0${(index % 9) + 1},${name},"Comment ${index}, imported",${post.id}`);
    }

    await page.goto('/comments/list');
    await expect(gridRows(page).first()).toBeVisible();
    await importFile(page, 'comments.csv', lines.join('\r\n'));

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('comments.csv: 500 rows, 3 with errors')).toBeVisible();
    // Columns guessed from the headers (labels) of the creation view's fields.
    await expect(dialog.locator('select[data-column="Author"]')).toHaveValue('author.name');
    await expect(dialog.locator('select[data-column="Post"]')).toHaveValue('post_id');
    const invalid = dialog.locator('tr.nga-import-invalid');
    await expect(invalid).toHaveCount(3);
    await expect(invalid.first()).toContainText('Author: This field is required.');
    await expect(invalid.locator('th')).toHaveText(['19', '252', '501']);

    await dialog.getByRole('button', { name: 'Create 497 entries' }).click();
    await expect(dialog.getByText('497 entries created, 3 rows not imported.')).toBeVisible({
      timeout: 150_000,
    });

    const filters = encodeURIComponent(JSON.stringify({ 'author.name': author }));
    const answer = await request.get(`/api/comments?_perPage=1&_filters=${filters}`);
    expect(answer.headers()['x-total-count']).toBe('497');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the rows not imported' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('comments-failed.csv');
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const rows = text.split('\r\n');
    expect(rows[0]).toBe('Posted,Author,Body,Post,Errors');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toBe(
      `2024-05-09,,"Comment 17, imported",${post.id},Author: This field is required.`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a post too short is kept out, the others are created', async ({ page, request }) => {
    const token = uniqueName('imported').replace(' ', '-');
    const csv = [
      'title,teaser,category,views',
      `First ${token},One,tech,12`,
      `No,Two,tech,3`,
      `Third ${token},Three,lifestyle,40`,
    ].join('\n');
    await page.goto('/posts/list');
    await importFile(page, 'posts.csv', csv);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('posts.csv: 3 rows, 1 with errors')).toBeVisible();
    // Views are not in the creation form: that column is not imported.
    await expect(dialog.locator('select[data-column="views"]')).toHaveValue('');
    await expect(dialog.locator('tr.nga-import-invalid')).toContainText(
      'Title: Enter at least 3 characters.',
    );
    await dialog.getByRole('button', { name: 'Create 2 entries' }).click();
    await expect(dialog.getByText('2 entries created, 1 row not imported.')).toBeVisible();
    const filters = encodeURIComponent(JSON.stringify({ q: token }));
    const answer = await request.get(`/api/posts?_filters=${filters}`);
    const created = (await answer.json()) as { title: string; teaser: string; category: string }[];
    expect(created.map((post) => [post.title, post.teaser, post.category]).sort()).toEqual([
      [`First ${token}`, 'One', 'tech'],
      [`Third ${token}`, 'Three', 'lifestyle'],
    ]);
  });
});
