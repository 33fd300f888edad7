import { expect, test, type SentRequest } from './support/backend';
import { columnTexts, grid, pageRange } from './support/list';

test.describe('Django REST framework with LimitOffsetPagination', () => {
  test('pages with limit and offset, and reads the total from count', async ({
    page,
    api,
    sent,
  }) => {
    const first = await api.list('posts', { page: 1, perPage: 10, sort: ['id', 'DESC'] });
    const second = await api.list('posts', { page: 2, perPage: 10, sort: ['id', 'DESC'] });
    await page.goto('/drf-limit-offset/posts/list');
    const table = grid(page, 'Posts');
    await expect.poll(() => columnTexts(table, 'ID')).toEqual(first.ids);
    await expect(pageRange(page)).toHaveText(`1-10 of ${first.total}`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => columnTexts(table, 'ID')).toEqual(second.ids);
    await expect(pageRange(page)).toHaveText(`11-20 of ${second.total}`);
    const lists = sent
      .filter((call: SentRequest) =>
        call.path.startsWith('/servers/django/api-limit-offset/posts/?'),
      )
      .map((call) => call.path);
    expect(lists).toEqual([
      '/servers/django/api-limit-offset/posts/?limit=10&ordering=-id',
      '/servers/django/api-limit-offset/posts/?limit=10&offset=10&ordering=-id',
    ]);
    // The tags of each page: looked up at once, as many as asked for.
    const lookups = sent
      .filter((call) => call.path.startsWith('/servers/django/api-limit-offset/tags/?'))
      .map((call) => call.path);
    expect(lookups.length).toBeGreaterThan(0);
    for (const lookup of lookups) expect(lookup).toMatch(/\?limit=\d+&id__in=[\d,]+$/);
  });
});
