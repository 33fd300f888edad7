import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

// Playwright loads this file as CommonJS, so __dirname is the folder of this config.
const root = resolve(__dirname, '..');

/** Two distinct free ports of 127.0.0.1, held until both are found, then released. */
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
if (!process.env['JSA_E2E_PORT'] || !process.env['JSON_SERVER_AUTH_PORT']) {
  const [adminPort, apiPort] = freePorts();
  process.env['JSA_E2E_PORT'] ||= String(adminPort);
  process.env['JSON_SERVER_AUTH_PORT'] ||= String(apiPort);
}
const port = process.env['JSA_E2E_PORT'];
const apiPort = process.env['JSON_SERVER_AUTH_PORT'];

/**
 * The admin of projects/json-server-auth-example, signed in by the provider that
 * docs/auth-and-permissions.md gives to copy, in Debian's Chromium, against json-server-auth
 * from npm. Both servers start here on free ports (JSA_E2E_PORT / JSON_SERVER_AUTH_PORT choose
 * them), never reused, and stop with SIGTERM.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/json-server-auth',
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
      command: `"${process.execPath}" e2e-json-server-auth/start-api.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${apiPort}/posts`,
      // Without a token the guarded collection answers 401: json-server-auth is up.
      env: { JSON_SERVER_AUTH_PORT: String(apiPort) },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `"${process.execPath}" node_modules/@angular/cli/bin/ng.js serve json-server-auth-example --host 127.0.0.1 --port ${port}`,
      cwd: root,
      url: `http://127.0.0.1:${port}`,
      env: { JSON_SERVER_AUTH_PORT: String(apiPort), NG_CLI_ANALYTICS: 'false' },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
