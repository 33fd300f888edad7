import type { Page } from '@playwright/test';
import { attachScreenshot } from '../support/a11y';
import { apiCreate, apiCreatePost, apiGet } from '../support/form-api';
import { UNDO_DELAY_MS } from '../support/form-page';
import { FAILURES, failureWords, letFaultHappen, timesToFail } from './fault-expectations';
import { expect, expectMenuWorks, open, test } from './fault-test';

const deletion = (entity: string, id: number) => ({
  method: 'DELETE',
  path: new RegExp(`^/api/${entity}/${id}$`),
});

/** The rows of the list a deletion went back to. */
const listRows = (page: Page) => page.locator('nga-list-page .nga-datagrid .nga-row');

/** The notification saying why a deletion shown at once failed. */
const failureNotice = (page: Page, text: string | RegExp) =>
  page.locator('mat-snack-bar-container').filter({ hasText: text });

/**
 * Deletions are undoable (the sample's default): Yes goes back to the list at once, with the
 * entries out of it, and the request goes once Undo is past: here, once the page's clock is
 * moved past the delay.
 */
async function confirmAndLetUndoPass(page: Page, listPath: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(listPath);
  await page.clock.fastForward(UNDO_DELAY_MS + 100);
}

test.describe('delete confirm', { tag: '@faults' }, () => {
  for (const failure of FAILURES) {
    test(`× ${failure}: the post comes back, one message says why, deleting again works`, async ({
      page,
      faults,
      request,
    }, testInfo) => {
      const post = await apiCreatePost(request);
      const title = String(post['title']);
      await open(page, `/posts/delete/${post.id}`);
      await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeEnabled();
      faults.inject(deletion('posts', post.id), failure, timesToFail(failure));
      await confirmAndLetUndoPass(page, /\/posts\/list/);
      await letFaultHappen(page, faults, failure, {
        waiting: page.locator('.nga-progress-active'),
      });

      const notice = failureNotice(page, `Post #${post.id} was not deleted`);
      await expect(notice).toContainText(failureWords(failure));
      expect(await apiGet(request, 'posts', post.id)).not.toBeNull();
      // Nothing lost: the list shows the post again (the newest, first).
      await open(page, '/posts/list');
      await expect(listRows(page).filter({ hasText: title })).toHaveCount(1);
      await attachScreenshot(page, testInfo, `fault-delete-confirm-${failure}`);

      await open(page, `/posts/delete/${post.id}`);
      await confirmAndLetUndoPass(page, /\/posts\/list/);
      await expect.poll(() => apiGet(request, 'posts', post.id)).toBeNull();
      await expectMenuWorks(page, faults);
    });
  }

  test('× slow (4 s): the post stays out of the list, then is deleted', async ({
    page,
    faults,
    request,
  }) => {
    const post = await apiCreatePost(request);
    await open(page, `/posts/delete/${post.id}`);
    faults.inject(deletion('posts', post.id), 'slow', 1);
    await confirmAndLetUndoPass(page, /\/posts\/list/);
    await letFaultHappen(page, faults, 'slow');
    await expect.poll(() => apiGet(request, 'posts', post.id), { timeout: 15_000 }).toBeNull();
    expect(faults.requests(deletion('posts', post.id))).toHaveLength(1);
    await expectMenuWorks(page, faults);
  });
});

test.describe('batch delete confirm', { tag: '@faults' }, () => {
  for (const failure of FAILURES) {
    test(`× ${failure}: the others are deleted, the failed one comes back with why`, async ({
      page,
      faults,
      request,
    }, testInfo) => {
      const [kept, gone] = await Promise.all(
        ['kept', 'gone'].map((name) => apiCreate(request, 'tags', { name: `Batch ${name}` })),
      );
      await open(page, `/tags/batch-delete/${kept.id},${gone.id}`);
      await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeEnabled();
      faults.inject(deletion('tags', kept.id), failure, timesToFail(failure));
      await confirmAndLetUndoPass(page, /\/tags\/list/);
      await letFaultHappen(page, faults, failure, {
        waiting: page.locator('.nga-progress-active'),
      });

      const notice = failureNotice(page, '1 of 2 elements could not be deleted.');
      await expect(notice).toContainText(`#${kept.id}: `);
      await expect(notice).toContainText(failureWords(failure));
      expect(await apiGet(request, 'tags', kept.id)).not.toBeNull();
      expect(await apiGet(request, 'tags', gone.id)).toBeNull();
      await attachScreenshot(page, testInfo, `fault-batch-delete-confirm-${failure}`);

      await open(page, `/tags/batch-delete/${kept.id}`);
      await confirmAndLetUndoPass(page, /\/tags\/list/);
      await expect.poll(() => apiGet(request, 'tags', kept.id)).toBeNull();
      await expectMenuWorks(page, faults);
    });
  }

  test('× slow (4 s): the entries stay out of the list, then every one is deleted', async ({
    page,
    faults,
    request,
  }) => {
    const tags = await Promise.all(
      ['a', 'b'].map((name) => apiCreate(request, 'tags', { name: `Batch ${name}` })),
    );
    await open(page, `/tags/batch-delete/${tags.map((tag) => tag.id).join(',')}`);
    faults.inject({ method: 'DELETE', path: /^\/api\/tags\/\d+$/ }, 'slow');
    await confirmAndLetUndoPass(page, /\/tags\/list/);
    await letFaultHappen(page, faults, 'slow', { count: 2 });
    for (const tag of tags) {
      await expect.poll(() => apiGet(request, 'tags', tag.id), { timeout: 15_000 }).toBeNull();
    }
    await expectMenuWorks(page, faults);
  });
});
