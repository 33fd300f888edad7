import { expect, test, type Page } from '@playwright/test';
import { attachScreenshot } from './support/a11y';
import { apiCreatePost, apiGet, uniqueName, type ApiRecord } from './support/form-api';
import { columnTexts, gridRows, listParams, waitForApi } from './support/list-page';

const POSTS = 'GET /api/posts?_page=1&_perPage=10&_sortField=id&_sortDir=DESC';

/** The list request of the posts list's first page with these `_filters`. */
function postsWith(filters: Record<string, unknown>): string {
  return `${POSTS}&_filters=${JSON.stringify(filters)}`;
}

async function addFilter(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** A local day as the API stores dates. */
function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test.describe('list filters with operators', () => {
  test('a date range reaches the API as _gte/_lte, stays in the URL and a shared link restores it', async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto('/posts/list');
    await expect(gridRows(page)).toHaveCount(10);
    await addFilter(page, 'Published');

    const from = page.getByRole('textbox', { name: 'Published from' });
    const to = page.getByRole('textbox', { name: 'Published to' });
    let answer = waitForApi<{ published_at: string }[]>(
      page,
      postsWith({ published_at_gte: '2024-01-01' }),
    );
    await from.fill('2024-01-01');
    await from.blur();
    await answer;
    answer = waitForApi(
      page,
      postsWith({ published_at_gte: '2024-01-01', published_at_lte: '2024-06-30' }),
    );
    await to.fill('2024-06-30');
    await to.blur();
    const { body: posts, total } = await answer;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(40);
    expect(posts.every((post) => post.published_at >= '2024-01-01')).toBe(true);
    expect(posts.every((post) => post.published_at <= '2024-06-30')).toBe(true);
    const search = { published_at: { gte: '2024-01-01', lte: '2024-06-30' } };
    expect(JSON.parse(listParams(page)['search'] ?? '')).toEqual(search);
    await expect(gridRows(page)).toHaveCount(posts.length);
    await attachScreenshot(page, testInfo, 'date-range-filter');

    // The link, opened by someone else: the same request, the same bounds in the inputs.
    const other = await (await browser.newContext()).newPage();
    const shared = waitForApi(
      other,
      postsWith({ published_at_gte: '2024-01-01', published_at_lte: '2024-06-30' }),
    );
    await other.goto(page.url());
    expect((await shared).total).toBe(total);
    await expect(other.getByRole('textbox', { name: 'Published from' })).toHaveValue('2024-01-01');
    await expect(other.getByRole('textbox', { name: 'Published to' })).toHaveValue('2024-06-30');
    await other.context().close();

    // A preset sets both bounds from today.
    const today = new Date();
    const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    answer = waitForApi(
      page,
      postsWith({ published_at_gte: localDay(weekAgo), published_at_lte: localDay(today) }),
    );
    await page.getByRole('button', { name: 'Preset ranges of Published' }).click();
    await page.getByRole('menuitem', { name: 'Last 7 days' }).click();
    await answer;
    await expect(from).toHaveValue(localDay(weekAgo));
  });

  test('a number range and a "contains" text reach the API', async ({ page }) => {
    await page.goto('/posts/list');
    await expect(gridRows(page)).toHaveCount(10);
    await addFilter(page, 'Views');
    let answer = waitForApi<{ views: number }[]>(
      page,
      postsWith({ views_gte: 100, views_lte: 1000 }),
    );
    await page.getByRole('spinbutton', { name: 'Views from' }).fill('100');
    await page.getByRole('spinbutton', { name: 'Views to' }).fill('1000');
    const { body: posts } = await answer;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.views >= 100 && post.views <= 1000)).toBe(true);
    expect(JSON.parse(listParams(page)['search'] ?? '')).toEqual({
      views: { gte: 100, lte: 1000 },
    });
    const shown = (await columnTexts(page, 'views')).map((text) => Number(text.replace(/,/g, '')));
    expect(shown.every((views) => views >= 100 && views <= 1000)).toBe(true);

    await addFilter(page, 'Title');
    answer = waitForApi(page, postsWith({ views_gte: 100, views_lte: 1000, title_like: 'the' }));
    await page.getByRole('textbox', { name: 'Title contains' }).fill('the');
    const { body: titled } = await answer;
    expect(titled.length).toBeGreaterThan(0);
    for (const title of await columnTexts(page, 'title'))
      expect(title.toLowerCase()).toContain('the');
  });

  test('a choice filter takes several values', async ({ page }) => {
    await page.goto('/posts/list');
    await expect(gridRows(page)).toHaveCount(10);
    await addFilter(page, 'Subcategory');
    const select = page.locator('.nga-operator-filter-in').getByRole('combobox');
    await expect(select).toBeVisible();
    // The label lies over the empty select: a press anywhere on the field opens it.
    await page.locator('.nga-operator-filter-in .mat-mdc-text-field-wrapper').click();
    const first = waitForApi<{ subcategory: string }[]>(
      page,
      postsWith({ subcategory: ['gadgets'] }),
    );
    await page.getByRole('option', { name: 'Gadgets' }).click();
    const { total: gadgets } = await first;
    const answer = waitForApi<{ subcategory: string }[]>(
      page,
      postsWith({ subcategory: ['gadgets', 'health'] }),
    );
    await page.getByRole('option', { name: 'Health' }).click();
    const { body: posts, total } = await answer;
    // Posts of either value, more than of the first alone (other tests add posts: which ones
    // the first page holds depends on them).
    expect(gadgets).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(gadgets);
    expect(posts.every((post) => ['gadgets', 'health'].includes(post.subcategory))).toBe(true);
    expect(JSON.parse(listParams(page)['search'] ?? '')).toEqual({
      subcategory: { in: ['gadgets', 'health'] },
    });
  });
});

test.describe('batch updates', () => {
  /** Three posts of this test only, listed by a search on their common prefix. */
  async function threePosts(page: Page, request: Parameters<typeof apiCreatePost>[0]) {
    const prefix = uniqueName('Batch post');
    const posts: ApiRecord[] = [];
    for (const name of ['a', 'b', 'c']) {
      posts.push(
        await apiCreatePost(request, { title: `${prefix} ${name}`, published_at: '2020-02-02' }),
      );
    }
    await page.goto(`/posts/list?search=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
    await expect(gridRows(page)).toHaveCount(3);
    for (const post of posts) {
      await page.getByRole('checkbox', { name: `Select row #${post.id}` }).check();
    }
    return posts;
  }

  test('"Publish" sets the day on the selected posts; one changed meanwhile is reported and stays selected', async ({
    page,
    request,
  }, testInfo) => {
    const posts = await threePosts(page, request);
    const [first, changed, last] = posts;
    // Someone else edits one of them after the list was read: its version moves on.
    const current = (await apiGet(request, 'posts', changed.id))!;
    const edited = await request.put(`/api/posts/${changed.id}`, {
      data: { ...current, teaser: 'Edited meanwhile' },
    });
    expect(edited.status()).toBe(200);

    await page.locator('.nga-selection-bar').getByRole('button', { name: 'Publish' }).click();
    const report = page.locator('.nga-batch-update-report');
    await expect(report).toContainText('1 of 3 could not be updated; they stay selected:');
    await expect(report).toContainText(`#${changed.id}`);
    await expect(page.getByRole('status').filter({ hasText: '1 item selected' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Select row #${changed.id}` })).toBeChecked();
    await attachScreenshot(page, testInfo, 'batch-publish-report');

    const today = localDay(new Date());
    expect((await apiGet(request, 'posts', first.id))!['published_at']).toBe(today);
    expect((await apiGet(request, 'posts', last.id))!['published_at']).toBe(today);
    const kept = (await apiGet(request, 'posts', changed.id))!;
    expect(kept['published_at']).toBe('2020-02-02');
    expect(kept['teaser']).toBe('Edited meanwhile');
    // The other values of the written posts survive.
    expect((await apiGet(request, 'posts', first.id))!['title']).toBe(first['title']);
  });

  test('"Set category" asks with the category input, then writes every selected post', async ({
    page,
    request,
  }, testInfo) => {
    const posts = await threePosts(page, request);
    await page.locator('.nga-selection-bar').getByRole('button', { name: 'Set category' }).click();
    const form = page.locator('.nga-batch-update-form');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Lifestyle' }).click();
    await attachScreenshot(page, testInfo, 'batch-update-form');
    const writes: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT') writes.push(new URL(sent.url()).pathname);
    });
    await form.getByRole('button', { name: 'Apply to the selection' }).click();
    await expect(page.getByText('3 records updated')).toBeVisible();
    await expect(form).toHaveCount(0);
    expect(writes.sort()).toEqual(posts.map((post) => `/api/posts/${post.id}`).sort());
    for (const post of posts) {
      expect((await apiGet(request, 'posts', post.id))!['category']).toBe('lifestyle');
    }
  });
});
