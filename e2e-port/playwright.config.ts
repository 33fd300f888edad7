import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

// Playwright loads this file as CommonJS, so __dirname is the folder of this config.
const root = resolve(__dirname, '..');

/**
 * Two distinct free ports of 127.0.0.1, found by a short child process because the config is
 * read synchronously: each port is held until both are found, then released.
 */
function freePorts(): [number, number] {
  const script =
    "const net = require('node:net');" +
    'const servers = [net.createServer(), net.createServer()];' +
    "Promise.all(servers.map((s) => new Promise((r) => s.listen(0, '127.0.0.1', r)))).then(() => {" +
    "  console.log(servers.map((s) => s.address().port).join(' '));" +
    '  servers.forEach((s) => s.close());' +
    '});';
  const [first, second] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .trim()
    .split(' ')
    .map(Number);
  return [first, second];
}

// Chosen once, in the runner; the workers read them from the environment they inherit.
if (!process.env['PORT_E2E_PORT'] || !process.env['PORT_E2E_API_PORT']) {
  const [adminPort, apiPort] = freePorts();
  process.env['PORT_E2E_PORT'] ||= String(adminPort);
  process.env['PORT_E2E_API_PORT'] ||= String(apiPort);
}
const port = process.env['PORT_E2E_PORT'];
const apiPort = process.env['PORT_E2E_API_PORT'];

/**
 * The ported ng-admin blog demo (`ng-admin-port`) on its dev server, in Debian's Chromium,
 * against the demo REST API on a fresh in-memory database without authentication. Both
 * servers are started here on free ports (PORT_E2E_PORT / PORT_E2E_API_PORT choose them),
 * never reused, and stopped with SIGTERM.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/port',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['../scripts/playwright-summary-reporter.mjs']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: [
    {
      command: `"${process.execPath}" projects/demo-api/src/main.ts`,
      cwd: root,
      url: `http://127.0.0.1:${apiPort}/openapi.json`,
      env: { PORT: String(apiPort), HOST: '127.0.0.1', DB: ':memory:', AUTH: 'off' },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `"${process.execPath}" node_modules/@angular/cli/bin/ng.js serve ng-admin-port --host 127.0.0.1 --port ${port}`,
      cwd: root,
      url: `http://127.0.0.1:${port}`,
      env: { API_PORT: String(apiPort), NG_CLI_ANALYTICS: 'false' },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
