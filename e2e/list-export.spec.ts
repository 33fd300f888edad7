import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiCreate, apiCreatePost, uniqueName } from './support/form-api';
import { gridRows, waitForApi } from './support/list-page';

/** Clicks Export and reads the downloaded file as text (the BOM kept). */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test.describe('CSV export', () => {
  test('exports the filtered posts as displayed, quoted, with a neutralized formula', async ({
    page,
    request,
  }) => {
    const token = uniqueName('csv').replace(' ', '-');
    const first = await apiCreate(request, 'tags', { name: `Export ${token} A`, published: true });
    const second = await apiCreate(request, 'tags', { name: `Export ${token} B`, published: true });
    const post = await apiCreatePost(request, {
      title: `=HYPERLINK("http://x/${token}")`,
      published_at: '2024-02-03',
      views: 1234,
      tags: [first.id, second.id],
    });

    const search = JSON.stringify({ q: token });
    await page.goto(`/posts/list?search=${encodeURIComponent(search)}`);
    await expect(gridRows(page)).toHaveCount(1);

    const exportRequest = waitForApi(
      page,
      `GET /api/posts?_page=1&_perPage=1000&_sortField=id&_sortDir=DESC&_filters=${search}`,
    );
    const { name, text } = await exportCsv(page);
    await exportRequest;

    expect(name).toBe('posts.csv');
    expect(text).toBe(
      '\uFEFF' +
        'ID,Title,Published,Views,Tags\r\n' +
        `${post.id},"'=HYPERLINK(""http://x/${token}"")",2024-02-03,"1,234","Export ${token} A, Export ${token} B"`,
    );
    await expect(page.getByText('Exported 1 rows')).toBeVisible();
  });

  test('without exportFields, the list columns are exported and a template as its text', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Exported tag');
    const tag = await apiCreate(request, 'tags', { name, published: false });

    await page.goto(`/tags/list?search=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    await expect(gridRows(page)).toHaveCount(1);
    const { text } = await exportCsv(page);

    expect(text).toBe(
      '\uFEFF' +
        'ID,Name,Published,Upper name\r\n' +
        `${tag.id},${name},false,{{ entry.values.name | uppercase }}`,
    );
  });
});
