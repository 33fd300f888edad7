// Starts the demo REST API. `--reset` restores the seed data before serving.
// The environment variables are listed in the README: PORT, HOST, DB, UPLOADS, LOG, AUTH,
// ALLOW_NEW_COLLECTIONS, ACCESS_TOKEN_TTL, REFRESH_TOKEN_TTL, DEBUG_COUNTERS.
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildApp } from './server.ts';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const reset = process.argv.includes('--reset');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A whole number of seconds (or unset), else a clear message and exit code 1. */
function seconds(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1)
    fail(`${name} must be a number of seconds >= 1, got "${raw}"`);
  return value;
}

/** `1`/`0` style switches; anything else is refused rather than guessed. */
function flag(name: string, fallback: boolean): boolean {
  const raw = (process.env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['1', 'on', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'off', 'false', 'no'].includes(raw)) return false;
  return fail(`${name} must be on or off (1 or 0), got "${process.env[name]}"`);
}

const port = Number(process.env['PORT'] || 3000);
const host = process.env['HOST'] || '127.0.0.1';
const database = process.env['DB'] || resolve(workspaceRoot, 'data/demo.sqlite');
const uploadsDir = resolve(process.env['UPLOADS'] || resolve(workspaceRoot, 'data/uploads'));

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  fail(`PORT must be a number between 0 and 65535, got "${process.env['PORT']}"`);
}

const auth = flag('AUTH', true);
const app = await buildApp({
  db: database === ':memory:' ? database : resolve(database),
  uploadsDir,
  logger: flag('LOG', false),
  reset,
  auth,
  allowNewCollections: flag('ALLOW_NEW_COLLECTIONS', false),
  debugCounters: flag('DEBUG_COUNTERS', false),
  tokenLifetimes: {
    accessTokenTtl: seconds('ACCESS_TOKEN_TTL'),
    refreshTokenTtl: seconds('REFRESH_TOKEN_TTL'),
  },
});

try {
  await app.listen({ port, host });
} catch (error) {
  await app.close();
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    fail(
      `Port ${port} on ${host} is already in use. Stop what uses it, or choose another port:` +
        ` PORT=3001 npm run api (with npm start: API_PORT=3001 npm start).`,
    );
  }
  throw error;
}

const { port: actualPort } = app.server.address() as AddressInfo;
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(
  `Demo API listening on http://${shownHost}:${actualPort}` +
    (reset ? ' (data reset to the seed)' : '') +
    (auth ? '' : ' (authentication off)'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
