import { defineConfig } from '@playwright/test';
import type { BlogDemo } from './support';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

// Playwright loads this file as CommonJS, so __dirname is the folder of this config.
const root = resolve(__dirname, '..');

/**
 * Three distinct free ports of 127.0.0.1, found by a short child process because the config is
 * read synchronously: each port is held until all are found, then released.
 */
function freePorts(): [number, number, number] {
  const script =
    "const net = require('node:net');" +
    'const servers = [net.createServer(), net.createServer(), net.createServer()];' +
    "Promise.all(servers.map((s) => new Promise((r) => s.listen(0, '127.0.0.1', r)))).then(() => {" +
    "  console.log(servers.map((s) => s.address().port).join(' '));" +
    '  servers.forEach((s) => s.close());' +
    '});';
  const [first, second, third] = execFileSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
  })
    .trim()
    .split(' ')
    .map(Number);
  return [first, second, third];
}

// Chosen once, in the runner; the workers read them from the environment they inherit.
if (
  !process.env['PORT_E2E_PORT'] ||
  !process.env['PORT_E2E_API_PORT'] ||
  !process.env['PORT_E2E_PASTED_PORT']
) {
  const [adminPort, apiPort, pastedPort] = freePorts();
  process.env['PORT_E2E_PORT'] ||= String(adminPort);
  process.env['PORT_E2E_API_PORT'] ||= String(apiPort);
  process.env['PORT_E2E_PASTED_PORT'] ||= String(pastedPort);
}
const port = process.env['PORT_E2E_PORT'];
const apiPort = process.env['PORT_E2E_API_PORT'];
const pastedPort = process.env['PORT_E2E_PASTED_PORT'];

/** The two applications that run ng-admin's blog demo scenarios, with what tells them apart. */
const demos: Record<'port' | 'pasted', BlogDemo> = {
  // The port's subcategories are the demo API's.
  port: { name: 'port', lifestyle: ['Fashion', 'Health'] },
  // The pasted configuration keeps ng-admin's, which the demo API's records do not use.
  pasted: { name: 'pasted', lifestyle: ['Travel', 'Fitness'] },
};

/**
 * ng-admin 1.0's blog demo in Debian's Chromium, against the demo REST API on a fresh
 * in-memory database without authentication, twice: the port (`ng-admin-port`, project
 * "port") and the configuration pasted as ng-admin shipped it (`ng-admin-port -c pasted`,
 * project "pasted"), each on its dev server. The servers are started here on free ports
 * (PORT_E2E_PORT, PORT_E2E_PASTED_PORT, PORT_E2E_API_PORT choose them), never reused, and
 * stopped with SIGTERM.
 */
export default defineConfig<{ demo: BlogDemo }>({
  testDir: '.',
  outputDir: '../test-results/port',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['../scripts/playwright-summary-reporter.mjs']],
  projects: [
    {
      name: 'port',
      testIgnore: /pasted\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${port}`, demo: demos.port },
    },
    {
      // ng-admin's scenarios again, on the pasted configuration, plus what only it shows.
      name: 'pasted',
      testIgnore: /screenshots\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${pastedPort}`, demo: demos.pasted },
    },
  ],
  use: {
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
    {
      command: `"${process.execPath}" node_modules/@angular/cli/bin/ng.js serve ng-admin-port --configuration pasted --host 127.0.0.1 --port ${pastedPort}`,
      cwd: root,
      url: `http://127.0.0.1:${pastedPort}`,
      env: { API_PORT: String(apiPort), NG_CLI_ANALYTICS: 'false' },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
