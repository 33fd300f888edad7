import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';

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

// The config is evaluated in the runner and again in every worker: the ports are chosen once,
// in the runner, and handed to the workers through the environment they inherit.
if (!process.env['E2E_PORT'] || !process.env['E2E_API_PORT'] || !process.env['E2E_AUTH_PORT']) {
  const [adminPort, apiPort, authPort] = freePorts();
  process.env['E2E_PORT'] ||= String(adminPort);
  process.env['E2E_API_PORT'] ||= String(apiPort);
  process.env['E2E_AUTH_PORT'] ||= String(authPort);
}
const port = Number(process.env['E2E_PORT']);
const apiPort = process.env['E2E_API_PORT'];
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
 * dev server and the demo REST API behind its `/api` proxy, on a fresh in-memory database,
 * without authentication (AUTH=off). The auth specs open the same admin through
 * e2e/support/auth-gateway.mjs, in front of a second demo API with authentication on. Never a
 * server this run did not start: free ports unless E2E_PORT / E2E_API_PORT / E2E_AUTH_PORT say
 * otherwise, and an error if they are taken.
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
  webServer: [
    {
      command: `npm start -- --host 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}`,
      env: { DB: ':memory:', API_PORT: apiPort, AUTH: 'off', NG_CLI_ANALYTICS: 'false' },
      reuseExistingServer: false,
      // SIGTERM lets npm start stop the API and the dev server itself.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/support/auth-gateway.mjs',
      url: `http://127.0.0.1:${process.env['E2E_AUTH_PORT']}/api/openapi.json`,
      env: { ACCESS_TOKEN_TTL: '3' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
