// Starts the demo REST API. `--reset` restores the seed data before serving.
// Environment: PORT (3000), HOST (127.0.0.1), DB (data/demo.sqlite or :memory:),
// UPLOADS (data/uploads), LOG=1 for request logs, ALLOW_NEW_COLLECTIONS=1 to let POST create
// collections beyond the schema's.
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildApp } from './server.ts';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const reset = process.argv.includes('--reset');
const port = Number(process.env['PORT'] || 3000);
const host = process.env['HOST'] || '127.0.0.1';
const database = process.env['DB'] || resolve(workspaceRoot, 'data/demo.sqlite');
const uploadsDir = resolve(process.env['UPLOADS'] || resolve(workspaceRoot, 'data/uploads'));

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number between 0 and 65535, got "${process.env['PORT']}"`);
  process.exit(1);
}

const app = await buildApp({
  db: database === ':memory:' ? database : resolve(database),
  uploadsDir,
  logger: process.env['LOG'] === '1',
  allowNewCollections: process.env['ALLOW_NEW_COLLECTIONS'] === '1',
  reset,
});
await app.listen({ port, host });

const { port: actualPort } = app.server.address() as AddressInfo;
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(
  `Demo API listening on http://${shownHost}:${actualPort}` +
    (reset ? ' (data reset to the seed)' : ''),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
