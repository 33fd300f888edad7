import { expect, test as base, type Page } from '@playwright/test';
import { FaultProxy } from '../support/fault-proxy';

/** Console messages Chromium writes for any failed request: the failure itself, not a crash. */
const NETWORK_LOG = /^Failed to load resource\b/;

interface FaultFixtures {
  /** The fault-injecting proxy the page's API requests go through. */
  faults: FaultProxy;
  /**
   * Uncaught errors of the page and errors it wrote to the console (Angular's error handler
   * writes there), checked to be none once the test is over.
   */
  crashes: string[];
}

/**
 * The fault tests' `test`: each one gets its own proxy on a free port between the page and the
 * dev server's `/api`, and fails if the page threw or logged an error on the way. Leaving a page
 * with unsaved changes is accepted, as a user who reloads would.
 */
export const test = base.extend<FaultFixtures>({
  faults: async ({ page, baseURL }, use) => {
    const proxy = await FaultProxy.start(`${baseURL}/api`);
    await proxy.attach(page);
    await use(proxy);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await proxy.stop();
  },
  crashes: [
    async ({ page }, use) => {
      const crashes: string[] = [];
      page.on('pageerror', (error) => crashes.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !NETWORK_LOG.test(message.text())) {
          // The first line says what failed; the stack trace would drown the report.
          crashes.push(`console.error: ${message.text().split('\n')[0]}`);
        }
      });
      page.on('dialog', (dialog) => {
        if (dialog.type() === 'beforeunload') void dialog.accept();
        else {
          crashes.push(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
          void dialog.dismiss();
        }
      });
      await use(crashes);
      expect(crashes, 'the page threw or logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The app still works after a fault: the menu leads to the comments list and its rows load.
 */
export async function expectMenuWorks(page: Page, faults: FaultProxy): Promise<void> {
  faults.clear();
  await page.getByRole('navigation').getByRole('link', { name: 'Comments' }).click();
  await expect(page).toHaveURL(/\/comments\/list/);
  await expect(
    page.locator('nga-list-page table.nga-datagrid tbody tr.nga-row').first(),
  ).toBeVisible();
}
