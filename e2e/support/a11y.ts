import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';

/** Runs axe-core on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A message still fading in has the contrast of its half-transparent frame: axe reads the
  // page as it settles, not the animation (seen on a slow machine with Material's mat-error).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner runs forever: only the animations that end are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n'),
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * Attaches a screenshot to the test report. E2E_SHOTS_DIR also gathers the screenshots of a
 * run in one folder, to look at them side by side.
 */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const body = await page.screenshot({ fullPage: options.fullPage, animations: 'disabled' });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  const folder = process.env['E2E_SHOTS_DIR'];
  if (folder) {
    await mkdir(folder, { recursive: true });
    await writeFile(`${folder}/${name}.png`, body);
  }
}

/**
 * Attaches light and dark screenshots, 1280 and 390 px wide, to the report. `prepare` runs
 * before each one, for what a resize closes (an open dropdown, say).
 */
export async function attachScreenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean; prepare?: () => Promise<void> } = {},
): Promise<void> {
  const { fullPage = true, prepare } = options;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: fullPage ? 1800 : 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await prepare?.();
      await attachScreenshot(page, testInfo, `${name}-${colorScheme}-${width}`, { fullPage });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
