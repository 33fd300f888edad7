import { defineConfig } from '@playwright/test';
import { DEBIAN_CHROMIUM } from '../e2e/support/playwright-setup';

/**
 * Drives an application made by `ng new` + `ng add @ng-admin/core` + `ng generate`, served by
 * scripts/fresh-app.mjs, which passes its address in FRESH_URL.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/fresh',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    ...DEBIAN_CHROMIUM,
    baseURL: process.env['FRESH_URL'],
    viewport: { width: 1280, height: 800 },
  },
});
