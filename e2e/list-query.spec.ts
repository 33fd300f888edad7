import { expect, test } from '@playwright/test';
import { recordApiRequests } from './support/form-api';
import {
  choosePageSize,
  columnTexts,
  gridRows,
  listParams,
  paginatorRange,
  waitForApi,
} from './support/list-page';

interface Post {
  id: number;
  title: string;
  views: number;
}

const DEFAULT_REQUEST = 'GET /api/posts?_page=1&_perPage=10&_sortField=id&_sortDir=DESC';

function postsRequests(requests: readonly string[]): string[] {
  return requests.filter((request) => request.startsWith('GET /api/posts?'));
}

test.describe('list query: request, sort, paging and URL state', () => {
  test('sends the default request and shows the first page with its range', async ({ page }) => {
    const requests = recordApiRequests(page);
    const answer = waitForApi<Post[]>(page, DEFAULT_REQUEST);
    await page.goto('/posts/list');
    const { body: posts, total } = await answer;
    expect(total).toBeGreaterThan(10);

    await expect(gridRows(page)).toHaveCount(10);
    expect(await columnTexts(page, 'id')).toEqual(posts.map((post) => String(post.id)));
    await expect(paginatorRange(page)).toHaveText(`1-10 of ${total}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All posts');
    expect(postsRequests(requests)).toEqual([DEFAULT_REQUEST]);
  });

  test('sorts on a column header click, flips on a second click, skips unsortable columns', async ({
    page,
  }) => {
    await page.goto('/posts/list');
    await expect(gridRows(page)).toHaveCount(10);
    const requests = recordApiRequests(page);

    const ascending = waitForApi<Post[]>(
      page,
      'GET /api/posts?_page=1&_perPage=10&_sortField=title&_sortDir=ASC',
    );
    await page.getByRole('columnheader', { name: 'Title' }).click();
    const ascendingPosts = (await ascending).body;
    await expect(page).toHaveURL(/sortField=title/);
    expect(listParams(page)).toEqual({
      page: '1',
      perPage: '10',
      sortField: 'title',
      sortDir: 'ASC',
    });
    await expect
      .poll(() => columnTexts(page, 'title'))
      .toEqual(ascendingPosts.map((post) => post.title));
    await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const descending = waitForApi<Post[]>(
      page,
      'GET /api/posts?_page=1&_perPage=10&_sortField=title&_sortDir=DESC',
    );
    await page.getByRole('columnheader', { name: 'Title' }).click();
    const descendingPosts = (await descending).body;
    await expect
      .poll(() => columnTexts(page, 'title'))
      .toEqual(descendingPosts.map((post) => post.title));
    expect(descendingPosts[0]?.title.toLowerCase() >= ascendingPosts[0]!.title.toLowerCase()).toBe(
      true,
    );

    // "Reading time" is sortable(false): its click sends nothing, the next sortable one does.
    await page.getByRole('columnheader', { name: 'Reading time' }).click();
    const byViews = waitForApi<Post[]>(
      page,
      'GET /api/posts?_page=1&_perPage=10&_sortField=views&_sortDir=ASC',
    );
    await page.getByRole('columnheader', { name: 'Views' }).click();
    const viewsPosts = (await byViews).body;
    // Posts without views (null first, as the API sorts them) aside, the numbers ascend.
    const views = viewsPosts.map((post) => post.views).filter((views) => typeof views === 'number');
    expect(views).toEqual([...views].sort((a, b) => a - b));
    await expect
      .poll(() => columnTexts(page, 'id'))
      .toEqual(viewsPosts.map((post) => String(post.id)));
    expect(postsRequests(requests)).toEqual([
      'GET /api/posts?_page=1&_perPage=10&_sortField=title&_sortDir=ASC',
      'GET /api/posts?_page=1&_perPage=10&_sortField=title&_sortDir=DESC',
      'GET /api/posts?_page=1&_perPage=10&_sortField=views&_sortDir=ASC',
    ]);
  });

  test('the paginator says no count while the first page loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/posts\?/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/posts/list');
    // The paginator shows while the list waits for its answer: page sizes, no range.
    await expect(page.getByRole('combobox', { name: /Items per page/ })).toBeVisible();
    await expect(paginatorRange(page)).toHaveText('');
    await expect(page.locator('nga-list-paginator')).not.toContainText(/\bof\b/);
    await expect(gridRows(page)).toHaveCount(0);

    const answer = waitForApi<Post[]>(page, DEFAULT_REQUEST);
    release();
    const { total } = await answer;
    await expect(paginatorRange(page)).toHaveText(`1-10 of ${total}`);
  });

  test('pages forward and changes the page size from the paginator', async ({ page }) => {
    const first = waitForApi<Post[]>(page, DEFAULT_REQUEST);
    await page.goto('/posts/list');
    const { total } = await first;
    await expect(paginatorRange(page)).toHaveText(`1-10 of ${total}`);

    const second = waitForApi<Post[]>(
      page,
      'GET /api/posts?_page=2&_perPage=10&_sortField=id&_sortDir=DESC',
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    const secondPosts = (await second).body;
    await expect(paginatorRange(page)).toHaveText(`11-20 of ${total}`);
    await expect
      .poll(() => columnTexts(page, 'id'))
      .toEqual(secondPosts.map((post) => String(post.id)));
    expect(listParams(page)).toMatchObject({ page: '2', perPage: '10' });

    const larger = waitForApi<Post[]>(
      page,
      'GET /api/posts?_page=1&_perPage=25&_sortField=id&_sortDir=DESC',
    );
    await choosePageSize(page, 25);
    await larger;
    await expect(paginatorRange(page)).toHaveText(`1-25 of ${total}`);
    await expect(gridRows(page)).toHaveCount(25);
    expect(listParams(page)).toMatchObject({ page: '1', perPage: '25' });
  });

  test('restores page, size, sort and filters from the URL on reload and back/forward', async ({
    page,
  }) => {
    const search = JSON.stringify({ category: 'tech' });
    const secondPage = `GET /api/posts?_page=2&_perPage=5&_sortField=views&_sortDir=ASC&_filters=${search}`;
    const thirdPage = `GET /api/posts?_page=3&_perPage=5&_sortField=views&_sortDir=ASC&_filters=${search}`;
    const categoryFilter = page.locator('.nga-filter-choice');

    let answer = waitForApi<Post[]>(page, secondPage);
    await page.goto(
      `/posts/list?page=2&perPage=5&sortField=views&sortDir=ASC&search=${encodeURIComponent(search)}`,
    );
    const { body: posts, total } = await answer;
    const ids = posts.map((post) => String(post.id));
    await expect(paginatorRange(page)).toHaveText(`6-10 of ${total}`);
    await expect(categoryFilter.getByRole('combobox')).toHaveText('Tech');
    await expect.poll(() => columnTexts(page, 'id')).toEqual(ids);

    answer = waitForApi(page, secondPage);
    await page.reload();
    await answer;
    await expect(paginatorRange(page)).toHaveText(`6-10 of ${total}`);
    await expect(categoryFilter.getByRole('combobox')).toHaveText('Tech');
    await expect.poll(() => columnTexts(page, 'id')).toEqual(ids);

    answer = waitForApi(page, thirdPage);
    await page.getByRole('button', { name: 'Next page' }).click();
    await answer;
    await expect(paginatorRange(page)).toHaveText(`11-15 of ${total}`);

    answer = waitForApi(page, secondPage);
    await page.goBack();
    await answer;
    await expect(paginatorRange(page)).toHaveText(`6-10 of ${total}`);
    await expect.poll(() => columnTexts(page, 'id')).toEqual(ids);
    expect(listParams(page)).toEqual({
      page: '2',
      perPage: '5',
      sortField: 'views',
      sortDir: 'ASC',
      search,
    });

    answer = waitForApi(page, thirdPage);
    await page.goForward();
    await answer;
    await expect(paginatorRange(page)).toHaveText(`11-15 of ${total}`);
    await expect(categoryFilter.getByRole('combobox')).toHaveText('Tech');
  });
  test('permanentFilters go with every request of the list, after its own parameters', async ({
    page,
  }) => {
    const answer = waitForApi<{ published: boolean }[]>(
      page,
      'GET /api/tags?_page=1&_perPage=20&_sortField=name&_sortDir=ASC&published=true',
    );
    await page.goto('/tag_directory/list');
    const { body: tags, total } = await answer;
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((tag) => tag.published)).toBe(true);
    await expect(gridRows(page)).toHaveCount(tags.length);
    await expect(paginatorRange(page)).toHaveText(`1-${tags.length} of ${total}`);

    const sorted = waitForApi(
      page,
      'GET /api/tags?_page=1&_perPage=20&_sortField=id&_sortDir=ASC&published=true',
    );
    await page.getByRole('columnheader', { name: 'ID' }).click();
    await sorted;
    // The permanent filter stays out of the page address.
    expect(listParams(page)).toEqual({ page: '1', perPage: '20', sortField: 'id', sortDir: 'ASC' });
  });
});
