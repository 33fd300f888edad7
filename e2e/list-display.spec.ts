import { expect, test } from '@playwright/test';
import { apiCreate, apiCreatePost, recordApiRequests, uniqueName } from './support/form-api';
import { columnTexts, gridRows, listParams, waitForApi } from './support/list-page';

interface Tag {
  id: number;
  name: string;
}

test.describe('list display', () => {
  test("the prepare hook's reading time is computed in the browser", async ({ page, request }) => {
    const title = uniqueName('Long read');
    const words = Array.from({ length: 450 }, (_, index) => `word${index}`).join(' ');
    await apiCreatePost(request, { title, body: `<p>${words}</p>` });
    const short = uniqueName('Short read');
    await apiCreatePost(request, { title: short, body: '<p>Just a few words.</p>' });

    const search = JSON.stringify({ q: title });
    const answer = waitForApi<Record<string, unknown>[]>(page, /^GET \/api\/posts\?.*_filters=/);
    await page.goto(`/posts/list?search=${encodeURIComponent(search)}`);
    const { body: posts } = await answer;
    expect(posts).toHaveLength(1);
    expect(posts[0]).not.toHaveProperty('reading_time');
    await expect(gridRows(page)).toHaveCount(1);
    // 450 words at 200 words a minute.
    expect(await columnTexts(page, 'reading_time')).toEqual(['3 min']);

    await page.getByRole('textbox', { name: 'Search' }).fill(short);
    await expect.poll(() => columnTexts(page, 'title')).toEqual([short]);
    expect(await columnTexts(page, 'reading_time')).toEqual(['1 min']);
  });

  test('a template cell renders its expression for each entry', async ({ page }) => {
    const answer = waitForApi<Tag[]>(page, /^GET \/api\/tags\?_page=1&/);
    await page.goto('/tags/list');
    const { body: tags } = await answer;
    await expect
      .poll(async () => (await columnTexts(page, 'upper_name')).slice(0, tags.length))
      .toEqual(tags.map((tag) => tag.name.toUpperCase()));
    // Rendered from the template, not copied from the name column.
    expect(tags.some((tag) => tag.name !== tag.name.toUpperCase())).toBe(true);
  });

  test('a custom tag in a template renders its component, which links to the post', async ({
    page,
  }) => {
    const answer = waitForApi<{ post_id: number }[]>(page, /^GET \/api\/comments\?_page=1&/);
    await page.goto('/comments/list');
    const { body: comments } = await answer;
    const links = page.locator('.mat-mdc-cell.nga-column-post_link post-link a');
    await expect(links).toHaveText(comments.map((comment) => `Read post #${comment.post_id}`));
    const postId = comments[0]!.post_id;
    await expect(links.first()).toHaveAttribute('href', `/posts/show/${postId}`);

    const post = waitForApi(page, `GET /api/posts/${postId}`);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/posts/show/${postId}$`));
    await post;
  });

  test('a read-only entity lists without write actions and links to its show view', async ({
    page,
  }) => {
    const answer = waitForApi<Tag[]>(
      page,
      'GET /api/tags?_page=1&_perPage=20&_sortField=name&_sortDir=ASC&published=true',
    );
    await page.goto('/tag_directory/list');
    const { body: tags } = await answer;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Published tags');
    await expect(gridRows(page)).toHaveCount(tags.length);
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.locator('.mat-mdc-cell.nga-actions-cell')).toHaveCount(0);

    const first = tags[0]!;
    const link = page.getByRole('link', { name: String(first.id), exact: true });
    await expect(link).toHaveAttribute('href', `/tag_directory/show/${first.id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/tag_directory/show/${first.id}$`));
    await expect(page.locator('main')).toContainText(first.name);
  });

  test('a disabled view has no route: the not-found page shows', async ({ page }) => {
    for (const path of ['/tag_directory/create', '/tag_directory/edit/5', '/nothing/list']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    }
  });

  test('batch selection selects rows and leads to the batch delete of those ids', async ({
    page,
    request,
  }) => {
    const prefix = uniqueName('Batch');
    const created = [
      await apiCreate(request, 'tags', { name: `${prefix} one`, published: false }),
      await apiCreate(request, 'tags', { name: `${prefix} two`, published: false }),
    ];
    await page.goto(`/tags/list?search=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
    await expect(gridRows(page)).toHaveCount(2);
    const [one, two] = created.map((tag) => tag.id);

    await page.getByRole('checkbox', { name: `Select row #${one}` }).check();
    await expect(page.getByRole('status')).toContainText('1 item selected');
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(page.getByRole('status')).toContainText('2 items selected');
    await expect(page.getByRole('checkbox', { name: `Select row #${two}` })).toBeChecked();
    await page.getByRole('checkbox', { name: `Select row #${one}` }).uncheck();
    await expect(page.getByRole('status')).toContainText('1 item selected');
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();

    const requests = recordApiRequests(page);
    await page.getByRole('status').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`/tags/batch-delete/${one},${two}$`));
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(/\/tags\/list/);
    // Undoable: the DELETEs go once Undo is past.
    await expect
      .poll(() => requests.filter((url) => url.startsWith('DELETE')).sort(), { timeout: 12_000 })
      .toEqual([`DELETE /api/tags/${one}`, `DELETE /api/tags/${two}`].sort());
  });
});

test.describe('infinite pagination', () => {
  // A short window: the first page does not reach the bottom, as on a phone in landscape.
  test.use({ viewport: { width: 1280, height: 260 } });

  test('scrolling to the end loads the next page and appends it, the URL unchanged', async ({
    page,
  }) => {
    const requests = recordApiRequests(page);
    const first = waitForApi<Tag[]>(
      page,
      'GET /api/tags?_page=1&_perPage=5&_sortField=name&_sortDir=ASC',
    );
    await page.goto('/tags/list');
    const { body: firstPage, total } = await first;
    expect(total).toBeGreaterThan(10);
    await expect(gridRows(page)).toHaveCount(5);
    await expect(page.locator('nga-list-paginator')).toHaveCount(0);

    const second = waitForApi<Tag[]>(
      page,
      'GET /api/tags?_page=2&_perPage=5&_sortField=name&_sortDir=ASC',
    );
    await gridRows(page).last().hover();
    await page.mouse.wheel(0, 400);
    const { body: secondPage } = await second;
    await expect.poll(() => gridRows(page).count()).toBeGreaterThanOrEqual(10);
    expect((await columnTexts(page, 'name')).slice(0, 10)).toEqual(
      [...firstPage, ...secondPage].map((tag) => tag.name),
    );
    expect(listParams(page)['page']).toBeUndefined();
    expect(requests.filter((url) => url.startsWith('GET /api/tags?_page=1&'))).toHaveLength(1);

    // A reload starts from the first entries again.
    const again = waitForApi(page, 'GET /api/tags?_page=1&_perPage=5&_sortField=name&_sortDir=ASC');
    await page.reload();
    await again;
    await expect.poll(async () => (await columnTexts(page, 'name'))[0]).toBe(firstPage[0]!.name);
  });
});
