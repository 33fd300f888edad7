import { defineConfig } from '@playwright/test';
import {
  DEBIAN_CHROMIUM,
  SERIAL_SUITE,
  ngServe,
  nodeCommand,
  portsFromEnvironment,
  startedServer,
} from '../e2e/support/playwright-setup';

const [port, apiPort] = portsFromEnvironment(['JSA_E2E_PORT', 'JSON_SERVER_AUTH_PORT']);

/**
 * The admin of projects/json-server-auth-example, signed in by the provider that
 * docs/auth-and-permissions.md gives to copy, in Debian's Chromium, against json-server-auth
 * from npm. Both servers start here on free ports (JSA_E2E_PORT / JSON_SERVER_AUTH_PORT choose
 * them), never reused, and stop with SIGTERM.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/json-server-auth',
  ...SERIAL_SUITE,
  reporter: [['list'], ['../scripts/playwright-summary-reporter.mjs']],
  use: {
    ...DEBIAN_CHROMIUM,
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
  },
  webServer: [
    startedServer({
      command: nodeCommand('e2e-json-server-auth/start-api.mjs'),
      url: `http://127.0.0.1:${apiPort}/posts`,
      // Without a token the guarded collection answers 401: json-server-auth is up.
      env: { JSON_SERVER_AUTH_PORT: apiPort },
      stopTimeout: 5_000,
      timeout: 30_000,
    }),
    startedServer({
      command: ngServe('json-server-auth-example', port),
      url: `http://127.0.0.1:${port}`,
      env: { JSON_SERVER_AUTH_PORT: apiPort, NG_CLI_ANALYTICS: 'false' },
      stopTimeout: 10_000,
      timeout: 180_000,
    }),
  ],
});
