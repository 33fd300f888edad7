import { defineConfig } from '@playwright/test';
import {
  DEBIAN_CHROMIUM,
  SERIAL_SUITE,
  portsFromEnvironment,
  startedServer,
} from './e2e/support/playwright-setup';

const [port, apiPort, authPort] = portsFromEnvironment([
  'E2E_PORT',
  'E2E_API_PORT',
  'E2E_AUTH_PORT',
]);

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
  ...SERIAL_SUITE,
  reporter: [['list'], ['html', { open: 'never' }], ['./scripts/playwright-summary-reporter.mjs']],
  use: {
    ...DEBIAN_CHROMIUM,
    baseURL: `http://127.0.0.1:${port}`,
  },
  webServer: [
    startedServer({
      command: `npm start -- --host 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}`,
      env: { DB: ':memory:', API_PORT: apiPort, AUTH: 'off', NG_CLI_ANALYTICS: 'false' },
      // SIGTERM lets npm start stop the API and the dev server itself.
      stopTimeout: 10_000,
      timeout: 180_000,
    }),
    startedServer({
      command: 'node e2e/support/auth-gateway.mjs',
      url: `http://127.0.0.1:${authPort}/api/openapi.json`,
      env: { ACCESS_TOKEN_TTL: '3' },
      timeout: 60_000,
    }),
  ],
});
