import { attachScreenshot } from '../support/a11y';
import { apiCreate, apiCreatePost } from '../support/form-api';
import { gridRows } from '../support/list-page';
import {
  FAILURES,
  failureWords,
  letFaultHappen,
  PROBLEM_KIND,
  RETRYABLE,
  timesToFail,
} from './fault-expectations';
import { expect, expectMenuWorks, open, test } from './fault-test';
import type { Page } from '@playwright/test';

const postsPage = { method: 'GET', path: /^\/api\/posts\?/ };
const tagsByIds = { method: 'GET', path: /^\/api\/tags\?/ };

/** The rows of the batch deletion's grid. */
const batchRows = (page: Page) => page.locator('nga-batch-delete-page .nga-datagrid .nga-row');

test.describe('list load', { tag: '@faults' }, () => {
  for (const failure of FAILURES) {
    test(`× ${failure}: an error with Retry, never "No entries"`, async ({
      page,
      faults,
    }, testInfo) => {
      faults.inject(postsPage, failure, timesToFail(failure));
      await open(page, '/posts/list');
      await letFaultHappen(page, faults, failure, {
        waiting: page.locator('nga-list-page nga-loading-bar.nga-loading-bar-active'),
      });

      const error = page.locator('.nga-list-error');
      await expect(error).toHaveAttribute('role', 'alert');
      await expect(error).toContainText(failureWords(failure));
      await expect(gridRows(page)).toHaveCount(0);
      await expect(page.getByText('No entries')).toHaveCount(0);
      await attachScreenshot(page, testInfo, `fault-list-load-${failure}`);

      await error.getByRole('button', { name: 'Retry' }).click();
      await expect(gridRows(page)).toHaveCount(10);
      await expect(error).toHaveCount(0);
      await expectMenuWorks(page, faults);
    });
  }

  test('× no-total: the rows show, as the answer has them', async ({ page, faults }) => {
    faults.inject(postsPage, 'no-total');
    await open(page, '/posts/list');
    await letFaultHappen(page, faults, 'no-total');
    await expect(gridRows(page)).toHaveCount(10);
    await expect(page.locator('.nga-list-error')).toHaveCount(0);
    await expectMenuWorks(page, faults);
  });

  test('× slow (4 s): busy while waiting, "No entries" never shown, then the rows', async ({
    page,
    faults,
  }) => {
    faults.inject(postsPage, 'slow', 1);
    await open(page, '/posts/list');
    await letFaultHappen(page, faults, 'slow');
    await expect(page.locator('nga-list-page nga-loading-bar')).toHaveClass(
      /nga-loading-bar-active/,
    );
    await expect(page.locator('nga-datagrid')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('No entries')).toHaveCount(0);
    await expect(gridRows(page)).toHaveCount(10);
    await expect(page.locator('nga-datagrid')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByText('No entries')).toHaveCount(0);
    await expectMenuWorks(page, faults);
  });
});

test.describe('list reference lookup', { tag: '@faults' }, () => {
  for (const failure of FAILURES) {
    test(`× ${failure}: rows show, the tags unresolved and marked`, async ({
      page,
      faults,
      request,
    }, testInfo) => {
      // New tags, so that no label is in the lookup cache of earlier visits.
      const tags = await Promise.all(
        ['A', 'B'].map((name) => apiCreate(request, 'tags', { name: `Unreached ${name}` })),
      );
      const post = await apiCreatePost(request, { tags: tags.map((tag) => tag.id) });
      faults.inject(tagsByIds, failure);
      await open(page, '/posts/list');
      await letFaultHappen(page, faults, failure);

      const row = gridRows(page).filter({ hasText: String(post['title']) });
      await expect(row).toHaveCount(1);
      await expect(row.locator('.mat-mdc-cell.nga-column-tags .nga-unresolved')).toHaveText(
        tags.map((tag) => String(tag.id)),
      );
      await expect(page.locator('.nga-list-error')).toHaveCount(0);
      await attachScreenshot(page, testInfo, `fault-list-references-${failure}`);
      await expectMenuWorks(page, faults);
    });
  }

  for (const fault of ['no-total', 'slow'] as const) {
    test(`× ${fault}: the tag names show`, async ({ page, faults, request }) => {
      const [first, second] = await Promise.all(
        ['Faulty A', 'Faulty B'].map((name) => apiCreate(request, 'tags', { name })),
      );
      const post = await apiCreatePost(request, { tags: [first.id, second.id] });
      faults.inject(tagsByIds, fault);
      await open(page, '/posts/list');
      await letFaultHappen(page, faults, fault);
      const row = gridRows(page).filter({ hasText: String(post['title']) });
      await expect(row.locator('.mat-mdc-cell.nga-column-tags li')).toHaveText([
        'Faulty A',
        'Faulty B',
      ]);
      await expect(row.locator('.nga-unresolved')).toHaveCount(0);
      await expectMenuWorks(page, faults);
    });
  }
});

test.describe('list reference lookup answered one page at a time', { tag: '@faults' }, () => {
  test('× more ids than the API pages by default (40 tags): every label resolves', async ({
    page,
    request,
  }) => {
    // The demo API answers 30 records unless asked for more, as many APIs do.
    const tags = [];
    for (let index = 1; index <= 40; index++) {
      tags.push(await apiCreate(request, 'tags', { name: `Many ${index}` }));
    }
    const post = await apiCreatePost(request, { tags: tags.map((tag) => tag.id) });
    await open(page, '/posts/list');
    const row = gridRows(page).filter({ hasText: String(post['title']) });
    await expect(row.locator('.mat-mdc-cell.nga-column-tags li')).toHaveCount(40);
    await expect(row.locator('.mat-mdc-cell.nga-column-tags .nga-unresolved')).toHaveCount(0);
    await expect(row.locator('.mat-mdc-cell.nga-column-tags li')).toHaveText(
      tags.map((tag) => String(tag['name'])),
    );
  });
});

test.describe('list reference lookups failing on two lists', { tag: '@faults' }, () => {
  test('each list says once that some labels could not be loaded', async ({
    page,
    faults,
    request,
  }) => {
    const said = page
      .locator('mat-snack-bar-container')
      .filter({ hasText: 'Some labels could not be loaded' });
    const tag = await apiCreate(request, 'tags', { name: 'Unreached tag' });
    const post = await apiCreatePost(request, { tags: [tag.id] });
    await apiCreate(request, 'comments', { body: 'On a post', post_id: post.id });

    // The posts list, in a freshly loaded app (nothing said yet): the tags lookup fails.
    faults.inject(tagsByIds, 'server-error');
    await page.goto('/posts/list');
    await expect(gridRows(page).first().locator('.nga-unresolved')).toHaveText(String(tag.id));
    await expect(said).toHaveCount(1);
    await page.clock.fastForward(8_500);
    await expect(said).toHaveCount(0);

    // The comments list: its page loads, the posts lookup fails.
    faults.clear();
    faults.inject({ method: 'GET', path: /^\/api\/posts\?id\[\]=/ }, 'server-error');
    await page.getByRole('navigation').getByRole('link', { name: 'Comments' }).click();
    await expect(gridRows(page).first().locator('.nga-unresolved')).toHaveText(String(post.id));
    await expect(said).toHaveCount(1);
    await expectMenuWorks(page, faults);
  });
});

test.describe('batch delete load', { tag: '@faults' }, () => {
  for (const failure of FAILURES) {
    test(`× ${failure}: a problem view says what happened and offers the way on`, async ({
      page,
      faults,
      request,
    }, testInfo) => {
      const tags = await Promise.all(
        ['a', 'b'].map((name) => apiCreate(request, 'tags', { name: `Batch ${name}` })),
      );
      faults.inject(tagsByIds, failure, timesToFail(failure));
      await open(page, `/tags/batch-delete/${tags.map((tag) => tag.id).join(',')}`);
      await letFaultHappen(page, faults, failure, {});

      const problem = page.locator('nga-view-problem [data-problem]');
      await attachScreenshot(page, testInfo, `fault-batch-delete-load-${failure}`);
      await expect(problem).toHaveAttribute('data-problem', PROBLEM_KIND[failure]);
      await expect(problem.getByRole('heading')).toHaveText(failureWords(failure));
      await expect(page.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(0);
      const retry = problem.getByRole('button', { name: 'Retry' });
      if (RETRYABLE[failure]) {
        await retry.click();
        await expect(batchRows(page)).toHaveCount(2);
        await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeEnabled();
      } else {
        await expect(retry).toHaveCount(0);
      }
      await expectMenuWorks(page, faults);
    });
  }

  for (const fault of ['no-total', 'slow'] as const) {
    test(`× ${fault}: the selected entries show, ready to delete`, async ({
      page,
      faults,
      request,
    }) => {
      const tags = await Promise.all(
        ['a', 'b'].map((name) => apiCreate(request, 'tags', { name: `Batch ${name}` })),
      );
      faults.inject(tagsByIds, fault, 1);
      await open(page, `/tags/batch-delete/${tags.map((tag) => tag.id).join(',')}`);
      await letFaultHappen(page, faults, fault);
      await expect(page.locator('.nga-delete-error')).toHaveCount(0);
      await expect(batchRows(page)).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeEnabled();
      await expectMenuWorks(page, faults);
    });
  }
});
