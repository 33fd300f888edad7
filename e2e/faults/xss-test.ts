import type { Page } from '@playwright/test';
import { adminBaseUrl, expect, test as faultTest } from './fault-test';
import { auditDom, vectorsThatRan } from './xss-audit';
import { storeXssData, type XssData } from './xss-data';
import { XSS_VECTORS } from './xss-vectors';

/**
 * The XSS tests' `test`: the fault tests' one (shared tab with the `__xss` trap, no uncaught
 * error, no dialog) with the vectors stored once per worker, and a last check that no vector ran.
 */
export const test = faultTest.extend<{ xssChecks: void }, { xssData: XssData }>({
  xssData: [
    async ({ playwright }, use) => use(await storeXssData(playwright.request, adminBaseUrl())),
    { scope: 'worker' },
  ],
  xssChecks: [
    async ({ page }, use, testInfo) => {
      testInfo.annotations.push({ type: 'xss-vectors', description: String(XSS_VECTORS.length) });
      if (page.url().startsWith('http')) await page.evaluate(() => window.__xssRan?.splice(0));
      await use();
      expect(await vectorsThatRan(page), 'vectors whose code ran').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Nothing ran, and nothing dangerous is in the rendered page right now. Unless the page shows
 * rich text (whose cleaned HTML may keep an `<img src=x>`), no markup from data fetched anything
 * since the last check either.
 */
export async function expectInert(
  page: Page,
  vectorRequests: string[],
  where: string,
  options: { richText?: boolean } = {},
): Promise<void> {
  expect(await vectorsThatRan(page), `vectors whose code ran (${where})`).toEqual([]);
  expect(await auditDom(page), `dangerous markup in the page (${where})`).toEqual([]);
  if (!options.richText) {
    expect(vectorRequests, `requests made by markup from data (${where})`).toEqual([]);
  }
  vectorRequests.length = 0;
}
