import { defineConfig } from '@playwright/test';

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
    baseURL: process.env['FRESH_URL'],
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env['CHROME_BIN'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
