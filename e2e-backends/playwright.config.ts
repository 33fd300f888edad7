import { defineConfig } from '@playwright/test';
import type { BackendOptions } from './support/backend';
import {
  DEBIAN_CHROMIUM,
  SERIAL_SUITE,
  ngServe,
  nodeCommand,
  portsFromEnvironment,
  startedServer,
} from '../e2e/support/playwright-setup';

const [adminPort, djangoPort, graphqlPort] = portsFromEnvironment([
  'BACKENDS_ADMIN_PORT',
  'BACKENDS_DJANGO_PORT',
  'BACKENDS_GRAPHQL_PORT',
]);

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
  ...SERIAL_SUITE,
  reporter: [['list'], ['../scripts/playwright-summary-reporter.mjs']],
  use: {
    ...DEBIAN_CHROMIUM,
    baseURL: `http://127.0.0.1:${adminPort}`,
    viewport: { width: 1280, height: 800 },
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
    startedServer({
      command: nodeCommand('e2e-backends/servers/django.mjs'),
      url: `http://127.0.0.1:${djangoPort}/api/`,
      env: { PORT: djangoPort },
      stopTimeout: 5_000,
      timeout: 60_000,
    }),
    startedServer({
      command: nodeCommand(
        'node_modules/json-graphql-server/bin/json-graphql-server.cjs' +
          ` e2e-backends/fixtures/blog.json --host 127.0.0.1 --port ${graphqlPort}`,
      ),
      url: `http://127.0.0.1:${graphqlPort}/?query=%7B__typename%7D`,
      stopTimeout: 5_000,
      timeout: 30_000,
    }),
    startedServer({
      command: ngServe('backends-admin', adminPort),
      url: `http://127.0.0.1:${adminPort}`,
      env: { DJANGO_PORT: djangoPort, GRAPHQL_PORT: graphqlPort, NG_CLI_ANALYTICS: 'false' },
      stopTimeout: 10_000,
      timeout: 180_000,
    }),
  ],
});
