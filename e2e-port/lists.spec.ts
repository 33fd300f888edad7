import { apiCreatePost, type ApiRecord } from '../e2e/support/form-api';
import { columnTexts, gridRows, paginatorRange, waitForApi } from '../e2e/support/list-page';
import { apiAll, apiPostWithComments, expect, test } from './support';

test.describe('lists of the ported demo', () => {
  test('a post filter gives "1-10 of 11" comments, page 2 the last one', async ({
    page,
    request,
  }) => {
    const { post } = await apiPostWithComments(request, 11);
    await page.goto(
      `/comments/list?search=${encodeURIComponent(JSON.stringify({ post_id: post.id }))}`,
    );
    await expect(paginatorRange(page)).toHaveText('1-10 of 11');
    await expect(gridRows(page)).toHaveCount(10);
    // The post filter shows the post by its title.
    await expect(page.getByRole('combobox', { name: 'Post' })).toHaveValue(String(post['title']));

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(paginatorRange(page)).toHaveText('11-11 of 11');
    await expect(gridRows(page)).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });

  test('the search filter leaves the one comment that has the word', async ({ page, request }) => {
    const { comments, word } = await apiPostWithComments(request, 3);
    await page.goto('/comments/list');
    await expect(paginatorRange(page)).toHaveText(/^\s*1-10 of \d+\s*$/);

    // The filter's transform() sends the text in upper case; the API searches ignoring case.
    const searched = waitForApi(page, /^GET \/api\/comments\?.*"q":"COMMENT 2 ABOUT /);
    await page.getByRole('textbox', { name: 'Search' }).fill(`comment 2 about ${word}`);
    await searched;
    await expect(gridRows(page)).toHaveCount(1);
    await expect(paginatorRange(page)).toHaveText('1-1 of 1');
    await expect(gridRows(page).locator('.mat-mdc-cell.nga-column-body')).toHaveText(
      String(comments[1]!['body']),
    );
  });

  test('posts list: rows of posts with more than 300 views get is-popular, more load on scroll', async ({
    page,
    request,
  }) => {
    const popular = await apiCreatePost(request, { views: 301 });
    const quiet = await apiCreatePost(request, { views: 300 });
    const total = (await apiAll(request, 'posts')).length;
    await page.goto('/posts/list');
    const row = (post: ApiRecord) =>
      gridRows(page).filter({
        has: page.locator('.mat-mdc-cell.nga-column-id', { hasText: new RegExp(`^${post.id}$`) }),
      });
    await expect(row(popular)).toHaveClass(/\bis-popular\b/);
    await expect(row(quiet)).not.toHaveClass(/\bis-popular\b/);

    // Infinite pagination: 30 rows, then the rest once the end of the list is reached.
    await expect(gridRows(page)).toHaveCount(30);
    // Page after page (the suite's other tests add posts), until every post is there and the
    // end of the list, the sentinel, goes.
    const sentinel = page.locator('.nga-infinite-sentinel');
    await expect
      .poll(async () => {
        await sentinel.scrollIntoViewIfNeeded({ timeout: 1_000 }).catch(() => undefined);
        return gridRows(page).count();
      })
      .toBe(total);
  });

  test('tags list: the prepare hook counts the posts of each tag; "Not yet published" filters', async ({
    page,
    request,
  }) => {
    const posts = await apiAll(request, 'posts');
    const tags = await apiAll(request, 'tags');
    const counts = new Map<number, number>();
    for (const post of posts) {
      for (const tag of post['tags'] as number[]) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    await page.goto('/tags/list');
    await expect(gridRows(page)).toHaveCount(tags.length);
    const ids = await columnTexts(page, 'id');
    await expect(page.locator('.mat-mdc-cell.nga-column-nb_posts')).toHaveText(
      ids.map((id) => String(counts.get(Number(id)) ?? '')),
    );
    // The boolean column carries the classes its cssClasses function gives.
    const published = tags.filter((tag) => tag['published'] === true).length;
    await expect(page.locator('.mat-mdc-cell.nga-column-published.bg-success')).toHaveCount(
      published,
    );
    await expect(page.locator('.mat-mdc-cell.nga-column-published.bg-warning')).toHaveCount(
      tags.length - published,
    );
    const names = await columnTexts(page, 'name');
    await expect(page.locator('.mat-mdc-cell.nga-column-custom')).toHaveText(
      names.map((name) => name.toUpperCase()),
    );

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Not yet published' }).click();
    await expect(gridRows(page)).toHaveCount(tags.length - published);
    await expect(page.locator('.mat-mdc-cell.nga-column-published.bg-success')).toHaveCount(0);
  });
});
