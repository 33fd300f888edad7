import { attachScreenshot } from '../support/a11y';
import { apiCreatePost, type ApiRecord } from '../support/form-api';
import { showValue } from '../support/form-page';
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

/** A view that loads one post, and how to tell that its content is there. */
interface EntryView {
  readonly name: string;
  readonly path: (id: number) => string;
  readonly expectLoaded: (page: Page, post: ApiRecord) => Promise<void>;
}

const VIEWS: readonly EntryView[] = [
  {
    name: 'show',
    path: (id) => `/posts/show/${id}`,
    expectLoaded: (page, post) =>
      expect(showValue(page, 'Title')).toHaveText(String(post['title'])),
  },
  {
    name: 'edit',
    path: (id) => `/posts/edit/${id}`,
    expectLoaded: (page, post) =>
      expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(String(post['title'])),
  },
  {
    name: 'delete',
    path: (id) => `/posts/delete/${id}`,
    expectLoaded: (page) =>
      expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeEnabled() as Promise<void>,
  },
];

const onePost = (id: number) => ({ method: 'GET', path: new RegExp(`^/api/posts/${id}$`) });

for (const view of VIEWS) {
  test.describe(`${view.name} view load`, { tag: '@faults' }, () => {
    for (const failure of FAILURES) {
      test(`× ${failure}: a problem view says what happened and offers the way on`, async ({
        page,
        faults,
        request,
      }, testInfo) => {
        const post = await apiCreatePost(request);
        faults.inject(onePost(post.id), failure, timesToFail(failure));
        await open(page, view.path(post.id));
        await letFaultHappen(page, faults, failure);

        const problem = page.locator('nga-view-problem [data-problem]');
        await expect(problem).toHaveAttribute('data-problem', PROBLEM_KIND[failure]);
        await expect(problem).toHaveAttribute('role', 'alert');
        await expect(problem.getByRole('heading')).toHaveText(
          failureWords(failure, `Post #${post.id}`),
        );
        await expect(problem.getByRole('link', { name: 'Back to the Posts list' })).toHaveAttribute(
          'href',
          /^\/posts\/list/,
        );
        await attachScreenshot(page, testInfo, `fault-${view.name}-load-${failure}`);

        const retry = problem.getByRole('button', { name: 'Retry' });
        if (RETRYABLE[failure]) {
          await retry.click();
          await view.expectLoaded(page, post);
          await expect(problem).toHaveCount(0);
        } else {
          await expect(retry).toHaveCount(0);
        }
        await expectMenuWorks(page, faults);
      });
    }

    test('× slow (4 s): shows it is loading, then the post, never a problem', async ({
      page,
      faults,
      request,
    }) => {
      const post = await apiCreatePost(request);
      faults.inject(onePost(post.id), 'slow', 1);
      await open(page, view.path(post.id));
      await letFaultHappen(page, faults, 'slow');
      await expect(page.locator('nga-loading-bar.nga-loading-bar-active')).toBeVisible();
      await expect(page.locator('nga-view-problem')).toHaveCount(0);
      await view.expectLoaded(page, post);
      await expect(page.locator('nga-loading-bar.nga-loading-bar-active')).toHaveCount(0);
      await expect(page.locator('nga-view-problem')).toHaveCount(0);
      await expectMenuWorks(page, faults);
    });
  });
}

test.describe('a view whose load failed', { tag: '@faults' }, () => {
  test('keeps a meaningful heading instead of a title template without its entry', async ({
    page,
    faults,
    request,
  }) => {
    const post = await apiCreatePost(request);
    faults.inject(onePost(post.id), 'server-error');
    for (const path of [`/posts/show/${post.id}`, `/posts/edit/${post.id}`]) {
      await open(page, path);
      await expect(page.locator('nga-view-problem [data-problem]')).toBeVisible();
      // The configured titles are `"{{ entry.values.title }}"` and `Edit post "{{ … }}"`:
      // without an entry they must not leave the heading empty or a pair of quotes.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\w/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/""/);
    }
  });
});
