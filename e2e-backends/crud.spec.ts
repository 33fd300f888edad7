import type { Page } from '@playwright/test';
import {
  expect,
  postValues,
  test,
  uniqueName,
  type BackendName,
  type BlogApi,
  type ListAsk,
  type SentRequest,
} from './support/backend';
import { bodyRows, columnTexts, grid, pageRange } from './support/list';

/**
 * The list requests of a resource the page sent, as comparable text: the decoded URL for
 * Django REST framework, the variables of the `all<Type>s` query for GraphQL.
 */
function listCalls(sent: readonly SentRequest[], backend: BackendName, resource: string): string[] {
  if (backend === 'drf') {
    return sent
      .filter(
        (call) =>
          call.method === 'GET' && call.path.startsWith(`/servers/django/api/${resource}/?`),
      )
      .map((call) => call.path);
  }
  const type = resource[0].toUpperCase() + resource.slice(1, -1);
  return sent
    .filter((call) => call.query?.includes(` all${type}s(`))
    .map((call) => JSON.stringify(call.variables));
}

/** How the dialect writes a list query, per backend (what listCalls reads back). */
function expectedCall(backend: BackendName, resource: string, ask: ListAsk): string {
  const { page, perPage, sort, filter = {} } = ask;
  if (backend === 'drf') {
    const params = [
      ...(page > 1 ? [`page=${page}`] : []),
      `page_size=${perPage}`,
      `ordering=${sort[1] === 'ASC' ? sort[0] : `-${sort[0]}`}`,
      ...Object.entries(filter).map(
        ([name, value]) => `${name === 'q' ? 'search' : name}=${value}`,
      ),
    ];
    return `/servers/django/api/${resource}/?${params.join('&')}`;
  }
  return JSON.stringify({
    page: page - 1,
    perPage,
    sortField: sort[0],
    sortOrder: sort[1],
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  });
}

/**
 * Asks the server for the posts of `ask`, runs `action` in the page, then waits until the posts
 * list shows the identifiers the server gave, in its order. Returns the server's answer.
 */
async function expectPostsAfter(
  { page, api }: { page: Page; api: BlogApi },
  ask: ListAsk,
  action: () => Promise<unknown>,
): Promise<{ ids: string[]; total: number }> {
  const expected = await api.list('posts', ask);
  await action();
  await expect.poll(() => columnTexts(grid(page, 'Posts'), 'ID')).toEqual(expected.ids);
  return expected;
}

/**
 * Checks the last posts list requests the page sent against those the dialect writes for
 * `asks`, in that order.
 */
function expectLastPostsCalls(
  { sent, backend }: { sent: readonly SentRequest[]; backend: BackendName },
  asks: readonly ListAsk[],
): void {
  expect(listCalls(sent, backend, 'posts').slice(-asks.length)).toEqual(
    asks.map((ask) => expectedCall(backend, 'posts', ask)),
  );
}

const FIRST_PAGE: ListAsk = { page: 1, perPage: 10, sort: ['id', 'DESC'] };

test.describe('the blog admin on a real backend', () => {
  test('lists a page with the total the server counted, then page 2', async ({
    page,
    api,
    open,
    sent,
    backend,
  }) => {
    const first = await expectPostsAfter({ page, api }, FIRST_PAGE, () => open('/posts/list'));
    await expect(pageRange(page)).toHaveText(`1-10 of ${first.total}`);

    const secondAsk: ListAsk = { ...FIRST_PAGE, page: 2 };
    const second = await expectPostsAfter({ page, api }, secondAsk, () =>
      page.getByRole('button', { name: 'Next page' }).click(),
    );
    await expect(pageRange(page)).toHaveText(`11-20 of ${second.total}`);
    expect(listCalls(sent, backend, 'posts')).toHaveLength(2);
    expectLastPostsCalls({ sent, backend }, [FIRST_PAGE, secondAsk]);
  });

  test('sorts on a column header, ascending then descending', async ({
    page,
    api,
    open,
    sent,
    backend,
  }) => {
    await open('/posts/list');
    await expect(bodyRows(grid(page, 'Posts'))).toHaveCount(10);
    const sortByTitle = () => page.getByRole('columnheader', { name: 'Title' }).click();
    const ascending: ListAsk = { ...FIRST_PAGE, sort: ['title', 'ASC'] };
    const titles = await expectPostsAfter({ page, api }, ascending, sortByTitle);
    const descending: ListAsk = { ...FIRST_PAGE, sort: ['title', 'DESC'] };
    const reversed = await expectPostsAfter({ page, api }, descending, sortByTitle);
    expect(reversed.ids).not.toEqual(titles.ids);
    expectLastPostsCalls({ sent, backend }, [ascending, descending]);
  });

  test('searches the full text, then filters by category', async ({
    page,
    api,
    open,
    sent,
    backend,
  }) => {
    await open('/posts/list');
    await expect(bodyRows(grid(page, 'Posts'))).toHaveCount(10);

    const search: ListAsk = { ...FIRST_PAGE, filter: { q: 'keyboard' } };
    const searchBox = page.getByRole('textbox', { name: 'Search' });
    const found = await expectPostsAfter({ page, api }, search, () => searchBox.fill('keyboard'));
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(10);
    await expect(pageRange(page)).toHaveText(`1-${found.total} of ${found.total}`);
    expectLastPostsCalls({ sent, backend }, [search]);

    await expectPostsAfter({ page, api }, FIRST_PAGE, () => searchBox.fill(''));
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Category', exact: true }).click();
    await page.getByRole('combobox', { name: 'Category', exact: true }).click();
    const lifestyle: ListAsk = { ...FIRST_PAGE, filter: { category: 'lifestyle' } };
    const filtered = await expectPostsAfter({ page, api }, lifestyle, () =>
      page.getByRole('option', { name: 'Lifestyle', exact: true }).click(),
    );
    expect(filtered.total).toBeGreaterThan(10);
    await expect(pageRange(page)).toHaveText(`1-10 of ${filtered.total}`);
    expectLastPostsCalls({ sent, backend }, [lifestyle]);
  });

  test('shows the tags of a page, looked up in one request', async ({
    page,
    api,
    open,
    sent,
    backend,
  }) => {
    const first = await expectPostsAfter({ page, api }, FIRST_PAGE, () => open('/posts/list'));
    // The names the server holds for the tags of each post of the page.
    const expected: string[] = [];
    for (const id of first.ids) {
      const post = await api.get('posts', id, ['id', 'tags']);
      const names: string[] = [];
      for (const tag of (post?.['tags'] as unknown[]) ?? []) {
        names.push(String((await api.get('tags', String(tag), ['id', 'name']))?.['name']));
      }
      expected.push(names.join(''));
    }
    const table = grid(page, 'Posts');
    await expect
      .poll(async () => (await columnTexts(table, 'Tags')).map((text) => text.replace(/\s+/g, '')))
      .toEqual(expected.map((text) => text.replace(/\s+/g, '')));
    const lookups =
      backend === 'drf'
        ? sent.filter((call) => call.path.startsWith('/servers/django/api/tags/?'))
        : sent.filter((call) => call.query?.includes(' allTags('));
    expect(lookups).toHaveLength(1);
    if (backend === 'drf') expect(lookups[0]!.path).toMatch(/[?&]id__in=[\d,]+(&|$)/);
    else expect(Object.keys(lookups[0]!.variables?.['filter'] ?? {})).toEqual(['ids']);
  });

  test('links a comment to its post, under the path of the admin', async ({
    page,
    open,
    backend,
  }) => {
    await open('/comments/list');
    const link = page.getByRole('link', { name: /^Read post #\d+$/ }).first();
    await expect(link).toHaveAttribute('href', new RegExp(`^/${backend}/posts/show/\\d+$`));
    const post = (await link.innerText()).replace('Read post #', '');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${backend}/posts/show/${post}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });

  test('fills the dashboard, the last comments with the titles of their posts', async ({
    page,
    api,
    open,
  }) => {
    const [lastComment] = (
      await api.list('comments', { page: 1, perPage: 1, sort: ['created_at', 'DESC'] })
    ).ids;
    const comment = await api.get('comments', lastComment!, ['id', 'post_id']);
    const post = await api.get('posts', String(comment?.['post_id']), ['id', 'title']);
    await open('/');
    for (const panel of ['Recent posts', 'Popular posts', 'Last comments', 'Published tags']) {
      await expect(page.getByRole('heading', { name: panel })).toBeVisible();
    }
    await expect(page.getByText(String(post?.['title'])).first()).toBeVisible();
    await expect(page.getByText('Some labels could not be loaded')).toHaveCount(0);
  });

  test('edits a post: the server gets the changed value only', async ({
    page,
    api,
    open,
    sent,
    backend,
  }) => {
    const id = await api.create('posts', postValues(uniqueName('To rename')));
    await open(`/posts/edit/${id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(/^To rename /);
    const renamed = uniqueName('Renamed');
    await title.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    // The sample's hook shows the saved post.
    await expect(page.getByText(`Saved "${renamed}"`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${backend}/posts/show/${id}$`));
    expect(await api.get('posts', id, ['id', 'title', 'views', 'category'])).toMatchObject({
      title: renamed,
      views: 3,
      category: 'tech',
    });
    if (backend === 'drf') {
      const saves = sent.filter((call) => call.method !== 'GET');
      expect(saves.map((call) => `${call.method} ${call.path}`)).toEqual([
        `PATCH /servers/django/api/posts/${id}/`,
      ]);
    } else {
      const update = sent.find((call) => call.query?.includes('updatePost('));
      expect(update?.query).toContain(
        `updatePost(\n    id: "${id}"\n    title: ${JSON.stringify(renamed)}\n  )`,
      );
    }
  });

  test('creates a post: the server refuses a missing value, marked on its field, then saves', async ({
    page,
    api,
    open,
    backend,
  }) => {
    const title = uniqueName('Created');
    await open('/posts/create');
    await expect(page.getByRole('textbox', { name: 'Body' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Teaser' }).fill('Made on a real server');
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('Hello from the end-to-end suite');
    await page.getByRole('textbox', { name: 'Published', exact: true }).fill('2024-03-09');
    await page.getByRole('combobox', { name: 'Category', exact: true }).click();
    await page.getByRole('option', { name: 'Tech', exact: true }).click();
    await page.getByRole('combobox', { name: 'Subcategory', exact: true }).click();
    await page.getByRole('option', { name: 'Gadgets', exact: true }).click();
    await page.getByRole('radio', { name: '4 stars' }).click();
    // A tag, found by the server's own search.
    await page.getByRole('combobox', { name: 'Tags' }).pressSequentially('Hardw');
    await page.getByRole('option', { name: 'Hardware', exact: true }).click();

    // Pictures is left empty: neither server accepts a post without it.
    const rejected = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    await rejected;
    const pictures = page.getByRole('textbox', { name: 'Pictures' });
    const said =
      backend === 'drf'
        ? 'This field may not be null.'
        : 'Expected value of type "JSON!", found null.';
    await expect(pictures).toHaveAccessibleDescription(said);
    // Pictures is on the Media tab, shown once the save failed, and kept in the address.
    await expect(page).toHaveURL(/\/posts\/create\?tab=media$/);
    // What was typed on the first tab is still there.
    await page.getByRole('tab', { name: /^Post/ }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await page.getByRole('tab', { name: /^Media/ }).click();

    await pictures.fill('{"first": {"name": "cover.png", "url": "https://example.com/cover.png"}}');
    await expect(pictures).not.toHaveAccessibleDescription(said);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/${backend}/posts/show/\\d+$`));
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(
      await api.get('posts', id, ['id', 'title', 'category', 'average_note', 'pictures', 'tags']),
    ).toMatchObject({
      title,
      tags: [backend === 'drf' ? 6 : '6'],
      category: 'tech',
      average_note: 4,
      pictures: { first: { name: 'cover.png', url: 'https://example.com/cover.png' } },
    });
  });

  test('deletes a post', async ({ page, api, open, backend }) => {
    const title = uniqueName('To delete');
    const id = await api.create('posts', postValues(title));
    await open(`/posts/delete/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Delete post "${title}"`);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${backend}/posts/list`));
    // Deletions are undoable by default: Dismiss gives up Undo and sends the DELETE at once.
    const offer = page.locator('mat-snack-bar-container').filter({ hasText: 'Element deleted.' });
    await offer.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => api.get('posts', id, ['id'])).toBeNull();
  });

  test('deletes tags in a batch', async ({ page, api, open, backend }) => {
    const prefix = uniqueName('Batch');
    const ids: string[] = [];
    for (const letter of ['a', 'b']) {
      ids.push(await api.create('tags', { name: `${prefix} ${letter}`, published: true }));
    }
    await open(
      `/tags/list?search=${encodeURIComponent(JSON.stringify({ q: prefix, published: true }))}`,
    );
    const table = grid(page, 'Tags');
    await expect(bodyRows(table)).toHaveCount(2);
    for (const id of ids) {
      await page.getByRole('checkbox', { name: `Select row #${id}` }).check();
    }
    await expect(page.getByRole('status').filter({ hasText: '2 items selected' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${backend}/tags/batch-delete/${ids.join(',')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete 2 Tags');
    // The confirmation lists both, read in one request by their identifiers.
    await expect
      .poll(() => columnTexts(table, 'Name'))
      .toEqual(expect.arrayContaining([`${prefix} a`, `${prefix} b`]));
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    const offer = page
      .locator('mat-snack-bar-container')
      .filter({ hasText: '2 elements deleted.' });
    await offer.getByRole('button', { name: 'Dismiss' }).click();
    for (const id of ids) await expect.poll(() => api.get('tags', id, ['id'])).toBeNull();
  });
});
