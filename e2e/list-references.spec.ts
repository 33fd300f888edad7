import { expect, test } from '@playwright/test';
import { apiCreate, apiDelete, apiGet, recordApiRequests, uniqueName } from './support/form-api';
import { columnTexts, gridRows, waitForApi } from './support/list-page';

interface Post {
  id: number;
  title: string;
  tags: number[];
}

interface Comment {
  id: number;
  post_id: number;
}

/** An identifier the list looks up: not null, undefined or empty. */
function isId(id: unknown): boolean {
  return id !== null && id !== undefined && id !== '';
}

/** The tag identifiers of a post (other tests may save a post with no tags at all). */
function tagIds(post: Post): number[] {
  return (Array.isArray(post.tags) ? post.tags : []).filter(isId);
}

/** Distinct identifiers in order of first appearance, as the list looks them up. */
function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)].filter(isId);
}

test.describe('reference columns', () => {
  test('reference_many tags resolve with one singleApiCall request', async ({ page }) => {
    const requests = recordApiRequests(page);
    const answer = waitForApi<Post[]>(
      page,
      'GET /api/posts?_page=1&_perPage=10&_sortField=id&_sortDir=ASC',
    );
    const tagsAnswer = waitForApi<{ id: number; name: string }[]>(page, /^GET \/api\/tags\?/);
    // The oldest posts, from the seed, all have tags (newer ones from other tests may not).
    await page.goto('/posts/list?sortField=id&sortDir=ASC');
    const { body: posts } = await answer;
    const ids = distinct(posts.flatMap(tagIds));
    expect(ids.length).toBeGreaterThan(1);
    const lookup = `GET /api/tags?${ids.map((id) => `id[]=${id}`).join('&')}`;
    const { request: sent, body: tags } = await tagsAnswer;
    expect(sent).toBe(lookup);
    await expect(gridRows(page)).toHaveCount(10);

    const names = new Map(tags.map((tag) => [tag.id, tag.name]));
    const cells = page.locator('.mat-mdc-cell.nga-column-tags');
    for (const [row, post] of posts.entries()) {
      await expect(cells.nth(row).getByRole('listitem')).toHaveText(
        tagIds(post).map((id) => names.get(id) ?? `missing tag ${id}`),
      );
    }
    const tagged = posts.findIndex((post) => tagIds(post).length > 0);
    await expect(cells.nth(tagged).getByRole('link').first()).toHaveAttribute(
      'href',
      `/tags/edit/${tagIds(posts[tagged]!)[0]}`,
    );
    expect(requests.filter((request) => request.startsWith('GET /api/tags'))).toEqual([lookup]);
  });

  test('a reference column resolves with one singleApiCall request', async ({ page }) => {
    const requests = recordApiRequests(page);
    const answer = waitForApi<Comment[]>(
      page,
      'GET /api/comments?_page=1&_perPage=10&_sortField=id&_sortDir=DESC',
    );
    const postsAnswer = waitForApi<Post[]>(page, /^GET \/api\/posts\?/);
    await page.goto('/comments/list');
    const { body: comments } = await answer;
    const ids = distinct(comments.map((comment) => comment.post_id));
    const lookup = `GET /api/posts?${ids.map((id) => `id[]=${id}`).join('&')}`;
    const { request: sent, body: posts } = await postsAnswer;
    expect(sent).toBe(lookup);
    expect(posts.map((post) => post.id).sort()).toEqual([...ids].sort());

    const titles = new Map(posts.map((post) => [post.id, post.title]));
    await expect
      .poll(() => columnTexts(page, 'post_id'))
      .toEqual(comments.map((comment) => truncated(titles.get(comment.post_id) ?? '')));
    expect(requests.filter((request) => request.startsWith('GET /api/posts'))).toEqual([lookup]);
  });

  test('without singleApiCall, one request per distinct id, never the same id twice', async ({
    page,
    request,
  }) => {
    // Two comments on one post, dated today, among the last ones: an id the panel sees twice.
    const today = new Date().toISOString().slice(0, 10);
    const created = [];
    for (const body of ['First of two', 'Second of two']) {
      created.push(
        await apiCreate(request, 'comments', {
          created_at: today,
          author: { name: uniqueName('Reader') },
          body,
          post_id: 3,
        }),
      );
    }
    try {
      const requests = recordApiRequests(page);
      const answer = waitForApi<Comment[]>(
        page,
        'GET /api/comments?_page=1&_perPage=10&_sortField=created_at&_sortDir=DESC',
      );
      await page.goto('/');
      const { body: comments } = await answer;
      const ids = distinct(comments.map((comment) => comment.post_id));
      expect(ids.length).toBeLessThan(comments.length);

      const panel = page.locator('nga-dashboard-panel', { hasText: 'Last comments' });
      await expect(panel.locator('.nga-row')).toHaveCount(comments.length);
      const titles = new Map<number, unknown>();
      for (const id of ids) titles.set(id, (await apiGet(request, 'posts', id))?.['title']);
      await expect
        .poll(() => columnTexts(panel, 'post_id'))
        .toEqual(comments.map((comment) => titles.get(comment.post_id)));
      const lookups = requests.filter((url) => /^GET \/api\/posts(\/|\?id)/.test(url));
      expect(lookups.sort()).toEqual(ids.map((id) => `GET /api/posts/${id}`).sort());
    } finally {
      for (const comment of created) await apiDelete(request, 'comments', comment.id);
    }
  });
});

/** The comments list shows post titles cut at 50 characters. */
function truncated(title: string): string {
  return title.length > 50 ? `${title.slice(0, 50)}…` : title;
}
