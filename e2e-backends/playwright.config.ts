import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { BackendOptions } from './support/backend';

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
  !process.env['BACKENDS_ADMIN_PORT'] ||
  !process.env['BACKENDS_DJANGO_PORT'] ||
  !process.env['BACKENDS_GRAPHQL_PORT']
) {
  const [adminPort, djangoPort, graphqlPort] = freePorts();
  process.env['BACKENDS_ADMIN_PORT'] ||= String(adminPort);
  process.env['BACKENDS_DJANGO_PORT'] ||= String(djangoPort);
  process.env['BACKENDS_GRAPHQL_PORT'] ||= String(graphqlPort);
}
const adminPort = process.env['BACKENDS_ADMIN_PORT'];
const djangoPort = process.env['BACKENDS_DJANGO_PORT'];
const graphqlPort = process.env['BACKENDS_GRAPHQL_PORT'];

/**
 * The sample's blog admin (e2e-backends/admin) in Debian's Chromium, against real servers
 * started here on free ports, never reused, each once for the whole run: Django REST framework
 * (e2e-backends/django, from Debian's packages, on a fresh SQLite database) and
 * json-graphql-server (from npm, on fixtures/blog.json). The admin's dev server reaches them
 * through its proxy. The CRUD scenarios run once per backend (the `drf` and `graphql`
 * projects); the Django-only ones (pagination by limit, token and session sign-in) in `drf`.
 */
export default defineConfig<BackendOptions>({
  testDir: '.',
  outputDir: '../test-results/backends',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['../scripts/playwright-summary-reporter.mjs']],
  use: {
    baseURL: `http://127.0.0.1:${adminPort}`,
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
    djangoUrl: `http://127.0.0.1:${djangoPort}`,
    graphqlUrl: `http://127.0.0.1:${graphqlPort}/`,
  },
  projects: [
    {
      name: 'drf',
      use: { backend: 'drf' },
      testMatch: ['crud.spec.ts', 'drf-*.spec.ts', 'fixture.spec.ts', 'screenshots.spec.ts'],
    },
    {
      name: 'graphql',
      use: { backend: 'graphql' },
      testMatch: ['crud.spec.ts', 'screenshots.spec.ts'],
    },
  ],
  webServer: [
    {
      command: `"${process.execPath}" e2e-backends/servers/django.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${djangoPort}/api/`,
      env: { PORT: String(djangoPort) },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command:
        `"${process.execPath}" node_modules/json-graphql-server/bin/json-graphql-server.cjs` +
        ` e2e-backends/fixtures/blog.json --host 127.0.0.1 --port ${graphqlPort}`,
      cwd: root,
      url: `http://127.0.0.1:${graphqlPort}/?query=%7B__typename%7D`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `"${process.execPath}" node_modules/@angular/cli/bin/ng.js serve backends-admin --host 127.0.0.1 --port ${adminPort}`,
      cwd: root,
      url: `http://127.0.0.1:${adminPort}`,
      env: {
        DJANGO_PORT: String(djangoPort),
        GRAPHQL_PORT: String(graphqlPort),
        NG_CLI_ANALYTICS: 'false',
      },
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
