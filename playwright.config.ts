import { defineConfig } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 4200);
const apiPort = process.env['E2E_API_PORT'] ?? '3000';
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * End-to-end tests drive Debian's Chromium against `npm start`: the sample admin on the
 * dev server and the demo REST API behind its `/api` proxy, on a fresh in-memory database.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never' }], ['./scripts/playwright-summary-reporter.mjs']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env['CHROME_BIN'] ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npm start -- --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    env: { DB: ':memory:', API_PORT: apiPort, NG_CLI_ANALYTICS: 'false' },
    reuseExistingServer: !process.env['CI'],
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
