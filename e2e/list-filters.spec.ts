import { expect, test, type Page } from '@playwright/test';
import { recordApiRequests } from './support/form-api';
import { columnTexts, gridRows, listParams, waitForApi } from './support/list-page';

const POSTS = 'GET /api/posts?_page=1&_perPage=10&_sortField=id&_sortDir=DESC';

/** The list request of the posts list's first page with these filters. */
function postsWith(filters: Record<string, unknown>): string {
  return `${POSTS}&_filters=${JSON.stringify(filters)}`;
}

async function addFilter(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test.describe('list filters', () => {
  test('the pinned search filter is always shown and sends q from page 1', async ({ page }) => {
    await page.goto('/posts/list?page=2');
    await expect(gridRows(page)).toHaveCount(10);
    const search = page.getByRole('textbox', { name: 'Search' });
    await expect(search).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove the Search filter' })).toHaveCount(0);
    const requests = recordApiRequests(page);

    const answer = waitForApi<{ title: string }[]>(page, postsWith({ q: 'router' }));
    await search.pressSequentially('router', { delay: 40 });
    const { body: posts } = await answer;
    expect(posts.map((post) => post.title)).toContain('The Tiny Travel Router That Saved My Trip');
    await expect.poll(() => columnTexts(page, 'title')).toEqual(posts.map((post) => post.title));
    expect(listParams(page)).toMatchObject({ page: '1', search: '{"q":"router"}' });
    // Typing is debounced: one request for the whole word.
    expect(requests.filter((request) => request.startsWith('GET /api/posts?'))).toEqual([
      postsWith({ q: 'router' }),
    ]);
  });

  test('"Add filter" offers the unpinned filters; a filter is chosen, combined and removed', async ({
    page,
  }) => {
    await page.goto('/posts/list');
    await expect(gridRows(page)).toHaveCount(10);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Category',
      'Published',
      'Tag',
      'Views',
      'Subcategory',
      'Title',
    ]);
    await page.getByRole('menuitem', { name: 'Category', exact: true }).click();
    const category = page.locator('.nga-filter-choice').getByRole('combobox');
    await expect(category).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove the Category filter' })).toBeVisible();

    let answer = waitForApi(page, postsWith({ category: 'tech' }));
    await category.click();
    await page.getByRole('option', { name: 'Tech' }).click();
    await answer;
    expect(listParams(page)).toMatchObject({ page: '1', search: '{"category":"tech"}' });

    answer = waitForApi(page, postsWith({ q: 'smart', category: 'tech' }));
    await page.getByRole('textbox', { name: 'Search' }).fill('smart');
    await answer;
    expect(JSON.parse(listParams(page)['search'] ?? '')).toEqual({ q: 'smart', category: 'tech' });

    await page.getByRole('button', { name: 'Add filter' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Published',
      'Tag',
      'Views',
      'Subcategory',
      'Title',
    ]);
    await page.keyboard.press('Escape');

    answer = waitForApi(page, postsWith({ q: 'smart' }));
    await page.getByRole('button', { name: 'Remove the Category filter' }).click();
    await answer;
    await expect(category).toHaveCount(0);
    expect(listParams(page)).toMatchObject({ search: '{"q":"smart"}' });

    answer = waitForApi(page, POSTS);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await answer;
    expect(listParams(page)['search']).toBeUndefined();
  });

  test('a reference filter sends the chosen identifier', async ({ page }) => {
    await page.goto('/posts/list');
    await expect(gridRows(page)).toHaveCount(10);
    await addFilter(page, 'Tag');

    const answer = waitForApi<{ tags: number[] }[]>(page, postsWith({ tags: 5 }));
    await page.locator('.nga-filter-reference').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Budget', exact: true }).click();
    const { body: posts } = await answer;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.tags.includes(5))).toBe(true);
    expect(listParams(page)).toMatchObject({ search: '{"tags":5}' });
    await expect(gridRows(page)).toHaveCount(posts.length);
    for (const tags of await columnTexts(page, 'tags')) expect(tags).toContain('Budget');
  });

  test('a remote-complete reference filter searches the API and sends the chosen id', async ({
    page,
  }) => {
    await page.goto('/comments/list');
    await expect(gridRows(page)).toHaveCount(10);
    await addFilter(page, 'Post');

    const search = waitForApi(page, /^GET \/api\/posts\?.*&q=Travel Router$/);
    await page.getByRole('combobox', { name: 'Post' }).pressSequentially('Travel Router');
    await search;
    const answer = waitForApi<{ post_id: number }[]>(
      page,
      'GET /api/comments?_page=1&_perPage=10&_sortField=id&_sortDir=DESC&_filters={"post_id":40}',
    );
    await page.getByRole('option', { name: 'The Tiny Travel Router That Saved My Trip' }).click();
    const { body: comments } = await answer;
    expect(comments.length).toBeGreaterThan(0);
    expect(listParams(page)).toMatchObject({ search: '{"post_id":40}' });
    await expect(gridRows(page)).toHaveCount(comments.length);
    expect(new Set(await columnTexts(page, 'post_link'))).toEqual(new Set(['Read post #40']));
    await expect(page.getByRole('combobox', { name: 'Post' })).toHaveValue(
      'The Tiny Travel Router That Saved My Trip',
    );
  });

  test("a filter's default value applies as soon as the filter is added", async ({ page }) => {
    await page.goto('/tags/list');
    // An infinite list goes on loading while its end is in view: wait for the first page only.
    await expect(gridRows(page).first()).toBeVisible();

    const answer = waitForApi<{ name: string; published: boolean }[]>(
      page,
      'GET /api/tags?_page=1&_perPage=5&_sortField=name&_sortDir=ASC&_filters={"published":true}',
    );
    await addFilter(page, 'Published only');
    const { body: tags } = await answer;
    expect(tags.every((tag) => tag.published)).toBe(true);
    expect(listParams(page)).toMatchObject({ page: '1', search: '{"published":true}' });
    // The infinite list may load its next page at once; the first one is the answer's.
    await expect
      .poll(async () => (await columnTexts(page, 'name')).slice(0, tags.length))
      .toEqual(tags.map((tag) => tag.name));
    expect(await columnTexts(page, 'published')).not.toContainEqual(
      expect.stringContaining('false'),
    );
    await expect(
      page.getByRole('button', { name: 'Remove the Published only filter' }),
    ).toBeVisible();
  });
});
