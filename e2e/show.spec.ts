import { expect, test } from '@playwright/test';
import { apiCreate, apiCreatePost, recordApiRequests } from './support/form-api';
import { showValue } from './support/form-page';

test.describe('posts show view', () => {
  test('lists the related comments of a referenced_list with one request', async ({
    page,
    request,
  }) => {
    const post = await apiCreatePost(request);
    const comment = (created_at: string, body: string) =>
      apiCreate(request, 'comments', {
        created_at,
        body,
        post_id: post.id,
        author: { name: 'Ada' },
      });
    await comment('2024-02-01', 'The oldest comment');
    await comment('2024-04-01', 'The newest comment');
    await comment('2024-03-01', 'A comment in between');

    const requests = recordApiRequests(page);
    await page.goto(`/posts/show/${post.id}`);
    const comments = showValue(page, 'Comments');
    // Sorted by created_at DESC, as the field says.
    await expect(comments.getByRole('row')).toHaveText([
      /Posted\s*Comment/,
      /2024-04-01\s*The newest comment/,
      /2024-03-01\s*A comment in between/,
      /2024-02-01\s*The oldest comment/,
    ]);
    await expect(showValue(page, 'Title')).toHaveText(String(post['title']));
    await page.waitForLoadState('networkidle');

    const commentRequests = requests.filter((line) => line.startsWith('GET /api/comments'));
    expect(commentRequests).toEqual([
      `GET /api/comments?_page=1&_perPage=30&_sortField=created_at&_sortDir=DESC&_filters={"post_id":${post.id}}`,
    ]);
    expect(requests.filter((line) => line === `GET /api/posts/${post.id}`)).toHaveLength(1);
    const seeAll = comments.getByRole('link', { name: 'See all related Comments' });
    expect(decodeURIComponent((await seeAll.getAttribute('href')) ?? '')).toBe(
      `/comments/list?search={"post_id":${post.id}}`,
    );
  });
});
