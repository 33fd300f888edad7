import type { Page } from '@playwright/test';
import { attachScreenshot } from '../support/a11y';
import { apiCreate, apiCreatePost, apiGet } from '../support/form-api';
import { FAILURES, failureWords, letFaultHappen, timesToFail } from './fault-expectations';
import { expect, expectMenuWorks, open, test } from './fault-test';

const deletion = (entity: string, id: number) => ({
  method: 'DELETE',
  path: new RegExp(`^/api/${entity}/${id}$`),
});

/** The rows of the batch deletion's grid. */
const batchRows = (page: Page) =>
  page.locator('nga-batch-delete-page table.nga-datagrid tbody tr.nga-row');

test.describe('delete confirm', { tag: '@faults' }, () => {
  for (const failure of FAILURES) {
    test(`× ${failure}: the entry stays, one message says why, Yes tries again`, async ({
      page,
      faults,
      request,
    }, testInfo) => {
      const post = await apiCreatePost(request);
      await open(page, `/posts/delete/${post.id}`);
      const yes = page.getByRole('button', { name: 'Yes', exact: true });
      await expect(yes).toBeEnabled();
      faults.inject(deletion('posts', post.id), failure, timesToFail(failure));
      await yes.click();
      await letFaultHappen(page, faults, failure);

      const message = page.locator('.nga-delete-error');
      await expect(message).toHaveAttribute('role', 'alert');
      await expect(message).toContainText(failureWords(failure));
      await expect(page).toHaveURL(`/posts/delete/${post.id}`);
      await expect(yes).toBeEnabled();
      await expect(page.getByRole('button', { name: 'No', exact: true })).toBeEnabled();
      expect(await apiGet(request, 'posts', post.id)).not.toBeNull();
      await attachScreenshot(page, testInfo, `fault-delete-confirm-${failure}`);

      await yes.click();
      await expect(page).toHaveURL(/\/posts\/list/);
      expect(await apiGet(request, 'posts', post.id)).toBeNull();
      await expectMenuWorks(page, faults);
    });
  }

  test('× slow (4 s): both answers wait, then the entry is deleted', async ({
    page,
    faults,
    request,
  }) => {
    const post = await apiCreatePost(request);
    await open(page, `/posts/delete/${post.id}`);
    faults.inject(deletion('posts', post.id), 'slow', 1);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await letFaultHappen(page, faults, 'slow');
    await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'No', exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/\/posts\/list/, { timeout: 15_000 });
    expect(faults.requests(deletion('posts', post.id))).toHaveLength(1);
    expect(await apiGet(request, 'posts', post.id)).toBeNull();
    await expectMenuWorks(page, faults);
  });
});

test.describe('batch delete confirm', { tag: '@faults' }, () => {
  for (const failure of FAILURES) {
    test(`× ${failure}: the others are deleted, the failed one listed with why`, async ({
      page,
      faults,
      request,
    }, testInfo) => {
      const [kept, gone] = await Promise.all(
        ['kept', 'gone'].map((name) => apiCreate(request, 'tags', { name: `Batch ${name}` })),
      );
      await open(page, `/tags/batch-delete/${kept.id},${gone.id}`);
      const yes = page.getByRole('button', { name: 'Yes', exact: true });
      await expect(yes).toBeEnabled();
      faults.inject(deletion('tags', kept.id), failure, timesToFail(failure));
      await yes.click();
      await letFaultHappen(page, faults, failure, {});

      const report = page.locator('.nga-delete-failures');
      await expect(report).toHaveAttribute('role', 'alert');
      await expect(report).toContainText('1 of 2 elements could not be deleted.');
      await expect(report.getByRole('listitem')).toHaveCount(1);
      await expect(report.getByRole('listitem')).toContainText(`#${kept.id}: `);
      await expect(report.getByRole('listitem')).toContainText(failureWords(failure));
      await expect(batchRows(page)).toHaveCount(1);
      await expect(page).toHaveURL(/\/tags\/batch-delete\//);
      expect(await apiGet(request, 'tags', kept.id)).not.toBeNull();
      expect(await apiGet(request, 'tags', gone.id)).toBeNull();
      await attachScreenshot(page, testInfo, `fault-batch-delete-confirm-${failure}`);

      await yes.click();
      await expect(page).toHaveURL(/\/tags\/list/);
      expect(await apiGet(request, 'tags', kept.id)).toBeNull();
      await expectMenuWorks(page, faults);
    });
  }

  test('× slow (4 s): Yes waits, then every entry is deleted', async ({
    page,
    faults,
    request,
  }) => {
    const tags = await Promise.all(
      ['a', 'b'].map((name) => apiCreate(request, 'tags', { name: `Batch ${name}` })),
    );
    await open(page, `/tags/batch-delete/${tags.map((tag) => tag.id).join(',')}`);
    faults.inject({ method: 'DELETE', path: /^\/api\/tags\/\d+$/ }, 'slow');
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await letFaultHappen(page, faults, 'slow', { count: 2 });
    await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeDisabled();
    await expect(page).toHaveURL(/\/tags\/list/, { timeout: 15_000 });
    for (const tag of tags) expect(await apiGet(request, 'tags', tag.id)).toBeNull();
    await expectMenuWorks(page, faults);
  });
});
