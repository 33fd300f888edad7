// json-server-auth from npm, as its README runs it (`json-server-auth db.json -r routes.json`),
// on a copy of the example's database in a temporary folder, so that the committed one never
// changes. JSON_SERVER_AUTH_PORT says where it listens; SIGTERM stops it and removes the copy.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = process.env.JSON_SERVER_AUTH_PORT;
if (!port) {
  console.error('start-api: set JSON_SERVER_AUTH_PORT.');
  process.exit(1);
}
const example = resolve(import.meta.dirname, '../projects/json-server-auth-example/api');
const work = mkdtempSync(join(tmpdir(), 'nga-json-server-auth-'));
copyFileSync(join(example, 'db.json'), join(work, 'db.json'));

const cli = createRequire(import.meta.url).resolve('json-server-auth/dist/bin.js');
const server = spawn(
  process.execPath,
  [cli, 'db.json', '--routes', join(example, 'routes.json'), '--port', port, '--host', '127.0.0.1'],
  { cwd: work, stdio: 'inherit' },
);

function stop() {
  server.kill('SIGTERM');
}
server.once('exit', (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
