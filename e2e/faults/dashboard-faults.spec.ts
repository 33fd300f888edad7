import { attachScreenshot } from '../support/a11y';
import { FAILURES, failureWords, letFaultHappen, timesToFail } from './fault-expectations';
import { expect, expectMenuWorks, open, test } from './fault-test';

/** The request of the "Popular posts" panel; the other panels ask for other sorts. */
const popularPosts = { method: 'GET', path: /^\/api\/posts\?.*_sortField=views/ };

test.describe('dashboard panel load', { tag: '@faults' }, () => {
  for (const failure of FAILURES) {
    test(`× ${failure}: the panel says why, the other panels show their rows`, async ({
      page,
      faults,
    }, testInfo) => {
      faults.inject(popularPosts, failure, timesToFail(failure));
      await open(page, '/');
      const panels = page.locator('nga-dashboard-panel');
      const popular = panels.filter({ hasText: 'Popular posts' });
      await letFaultHappen(page, faults, failure, {
        waiting: popular.locator('nga-loading-bar.nga-loading-bar-active'),
      });

      await expect(popular.getByRole('alert')).toContainText(failureWords(failure));
      await expect(popular.getByRole('link', { name: 'Popular posts' })).toBeVisible();
      await expect(popular.locator('.nga-row')).toHaveCount(0);
      const recent = panels.filter({ hasText: 'Recent posts' });
      await expect(recent.locator('.nga-row')).toHaveCount(5);
      await expect(page.locator('nga-loading-bar.nga-loading-bar-active')).toHaveCount(0);
      await attachScreenshot(page, testInfo, `fault-dashboard-panel-${failure}`);
      await expectMenuWorks(page, faults);
    });
  }
});
