import { defineConfig } from '@playwright/test';
import type { BlogDemo } from './support';
import {
  DEBIAN_CHROMIUM,
  SERIAL_SUITE,
  ngServe,
  nodeCommand,
  portsFromEnvironment,
  startedServer,
} from '../e2e/support/playwright-setup';

const [port, apiPort, pastedPort] = portsFromEnvironment([
  'PORT_E2E_PORT',
  'PORT_E2E_API_PORT',
  'PORT_E2E_PASTED_PORT',
]);

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
  ...SERIAL_SUITE,
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
    ...DEBIAN_CHROMIUM,
    viewport: { width: 1280, height: 800 },
  },
  webServer: [
    startedServer({
      command: nodeCommand('projects/demo-api/src/main.ts'),
      url: `http://127.0.0.1:${apiPort}/openapi.json`,
      env: { PORT: apiPort, HOST: '127.0.0.1', DB: ':memory:', AUTH: 'off' },
      stopTimeout: 5_000,
      timeout: 30_000,
    }),
    startedServer({
      command: ngServe('ng-admin-port', port),
      url: `http://127.0.0.1:${port}`,
      env: { API_PORT: apiPort, NG_CLI_ANALYTICS: 'false' },
      stopTimeout: 10_000,
      timeout: 180_000,
    }),
    startedServer({
      command: ngServe('ng-admin-port', pastedPort, '--configuration pasted'),
      url: `http://127.0.0.1:${pastedPort}`,
      env: { API_PORT: apiPort, NG_CLI_ANALYTICS: 'false' },
      stopTimeout: 10_000,
      timeout: 180_000,
    }),
  ],
});
