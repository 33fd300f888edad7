import { expect as baseExpect, test as base, type Page } from '@playwright/test';
import { FaultProxy } from '../support/fault-proxy';
import { installXssTrap, recordVectorRequests } from './xss-audit';

/** Console messages Chromium writes for any failed request: the failure itself, not a crash. */
const NETWORK_LOG = /^Failed to load resource\b/;

/** One browser tab that the tests of a worker share, as a user's session goes on. */
interface Session {
  readonly page: Page;
  readonly proxy: FaultProxy;
  /** Uncaught errors, console errors and dialogs since the current test started. */
  readonly crashes: string[];
  /** Requests to the XSS vectors' made-up addresses since the current test started. */
  readonly vectorRequests: string[];
}

interface FaultFixtures {
  /** The fault-injecting proxy the page's API requests go through, without rules. */
  faults: FaultProxy;
  /** Requests to the XSS vectors' made-up addresses (`src=x`) since the test started. */
  vectorRequests: string[];
  /** What went wrong in the page during the test; checked to be nothing at its end. */
  crashes: string[];
}

/** The base address of the admin the e2e run started (see playwright.config.ts). */
export function adminBaseUrl(): string {
  return `http://127.0.0.1:${process.env['E2E_PORT']}`;
}

async function openSession(browser: import('@playwright/test').Browser): Promise<Session> {
  const context = await browser.newContext({ baseURL: adminBaseUrl() });
  // A hang is only seen through the request timeout: the clock lets a test skip ahead to it.
  // Until then time flows as usual.
  await context.clock.install();
  const page = await context.newPage();
  const proxy = await FaultProxy.start(`${adminBaseUrl()}/api`);
  await proxy.attach(page);
  await installXssTrap(page);
  const session: Session = {
    page,
    proxy,
    crashes: [],
    vectorRequests: recordVectorRequests(page),
  };
  page.on('pageerror', (error) => session.crashes.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_LOG.test(message.text())) {
      // The first line says what failed; the stack trace would drown the report.
      session.crashes.push(`console.error: ${message.text().split('\n')[0]}`);
    }
  });
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
    else {
      session.crashes.push(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
      void dialog.dismiss();
    }
  });
  return session;
}

/**
 * Lets the notifications a previous test left run out (they last 8 s at most), so that each
 * test sees only its own. One may still come after the first fast-forward: the report of a
 * batch the previous test started (a hundred deletions) arrives when its last answer does, and
 * its own 8 s then need the clock moved again.
 */
async function expireNotifications(page: Page): Promise<void> {
  const notifications = page.locator('mat-snack-bar-container');
  if ((await notifications.count()) === 0) return;
  await expect(async () => {
    await page.clock.fastForward(8_500);
    await expect(notifications).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The fault and XSS tests' `test`. The tests of a worker share one tab, whose API requests go
 * through one fault proxy on a free port: each test moves the running app to its page as a user
 * would, so faults meet an app that already went through others. A test fails if the page threw,
 * logged an error or opened a dialog meanwhile. A failed test ends the worker, so the next one
 * starts in a new tab. Leaving a page with unsaved changes is accepted, as a reloading user does.
 */
export const test = base.extend<FaultFixtures, { session: Session }>({
  session: [
    async ({ browser }, use) => {
      const session = await openSession(browser);
      await use(session);
      await session.page.context().close();
      await session.proxy.stop();
    },
    { scope: 'worker' },
  ],
  page: async ({ session }, use) => {
    session.proxy.clear();
    session.proxy.seen.length = 0;
    if (session.page.url().startsWith('http')) await expireNotifications(session.page);
    await use(session.page);
  },
  vectorRequests: async ({ session }, use) => use(session.vectorRequests),
  faults: async ({ session }, use) => {
    await use(session.proxy);
    session.proxy.clear();
  },
  crashes: [
    async ({ session }, use) => {
      session.crashes.length = 0;
      session.vectorRequests.length = 0;
      await use(session.crashes);
      expect(session.crashes, 'the page threw, logged errors or opened dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The matrices' `expect`: whatever a fault should bring shows within a second or two (a slow
 * answer within its 4 s), so a failing check need not wait the suite's 10 s.
 */
export const expect = baseExpect.configure({ timeout: 7_000 });

/**
 * Shows `path` in the running app as its router does on Back/Forward, without reloading the
 * page; the first time, the page loads it.
 */
export async function open(page: Page, path: string): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()) : null;
  // The router ignores a navigation to the page it shows: that one is loaded again.
  if (!current || current.pathname + current.search === path) {
    await page.goto(path);
    return;
  }
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * The app still works after a fault: the menu leads to the comments list and its rows load.
 */
export async function expectMenuWorks(page: Page, faults: FaultProxy): Promise<void> {
  faults.clear();
  await page.getByRole('navigation').getByRole('link', { name: 'Comments' }).click();
  await expect(page).toHaveURL(/\/comments\/list/);
  await expect(page.locator('nga-list-page .nga-datagrid .nga-row').first()).toBeVisible();
}
