import type { Page } from '@playwright/test';
import { apiGet } from '../e2e/support/form-api';
import { columnTexts, gridRows, listParams, paginatorRange } from '../e2e/support/list-page';
import { apiPostWithComments, expect, test } from './support';

/**
 * The comments of one post, sorted by date (oldest first) and on page 2: the list state that
 * editing and deleting must give back.
 */
async function openFilteredSortedPage2(
  page: Page,
  postId: number,
): Promise<Record<string, string>> {
  await page.goto(
    `/comments/list?search=${encodeURIComponent(JSON.stringify({ post_id: postId }))}`,
  );
  await expect(paginatorRange(page)).toHaveText('1-10 of 21');
  const posted = page.getByRole('button', { name: 'Posted' });
  await posted.click();
  if (listParams(page)['sortDir'] !== 'ASC') await posted.click();
  await expect.poll(() => listParams(page)['sortDir']).toBe('ASC');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(paginatorRange(page)).toHaveText('11-20 of 21');
  const state = listParams(page);
  expect(state).toEqual(
    expect.objectContaining({ page: '2', sortField: 'created_at', sortDir: 'ASC' }),
  );
  expect(JSON.parse(state['search']!)).toEqual({ post_id: postId });
  return state;
}

test.describe('list state across edition and deletion', () => {
  test('filter, sort and page survive edit then save', async ({ page, request }) => {
    const { post, comments } = await apiPostWithComments(request, 21);
    const state = await openFilteredSortedPage2(page, post.id);
    await expect(page.locator('.mat-mdc-cell.nga-column-author-name').first()).toHaveText(
      'Author 11',
    );

    await gridRows(page).first().getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/comments/edit/${comments[10]!.id}`);
    await page.getByRole('textbox', { name: 'Author' }).fill('Renamed author');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/comments\/list\?/);
    expect(listParams(page)).toEqual(state);
    await expect(paginatorRange(page)).toHaveText('11-20 of 21');
    await expect(page.locator('.mat-mdc-cell.nga-column-author-name').first()).toHaveText(
      'Renamed author',
    );
    expect((await apiGet(request, 'comments', comments[10]!.id))?.['author']).toEqual({
      name: 'Renamed author',
    });
  });

  test('filter, sort and page survive delete then No, and delete then Yes', async ({
    page,
    request,
  }) => {
    const { post, comments } = await apiPostWithComments(request, 21);
    const state = await openFilteredSortedPage2(page, post.id);
    const doomed = comments[11]!;

    await gridRows(page).nth(1).getByRole('link', { name: 'Delete' }).click();
    await expect(page).toHaveURL(`/comments/delete/${doomed.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deletion confirmation');
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/comments\/list\?/);
    expect(listParams(page)).toEqual(state);
    await expect(paginatorRange(page)).toHaveText('11-20 of 21');

    await gridRows(page).nth(1).getByRole('link', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/comments\/list\?/);
    expect(listParams(page)).toEqual(state);
    // Deletions are undoable by default (ng-admin deleted at once): the list shows it at once,
    // and the DELETE goes once Undo is past (5 s); the list then fills its page again.
    await expect(paginatorRange(page)).toHaveText('11-20 of 20');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect.poll(() => apiGet(request, 'comments', doomed.id), { timeout: 12_000 }).toBeNull();
    await expect
      .poll(() => columnTexts(page, 'author-name'))
      .toEqual([11, 13, 14, 15, 16, 17, 18, 19, 20, 21].map((index) => `Author ${index}`));
  });
});
