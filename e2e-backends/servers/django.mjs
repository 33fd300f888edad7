// Starts the blog's Django REST framework API on 127.0.0.1:PORT with a fresh SQLite database
// in a temporary folder (migrated, then seeded from fixtures/blog.json), and removes the
// folder when stopped. DJANGO_PYTHON chooses the Python (default: Debian's /usr/bin/python3).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const project = fileURLToPath(new URL('../django/', import.meta.url));
const python = process.env.DJANGO_PYTHON || '/usr/bin/python3';
const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'nga-django-'));
const env = {
  ...process.env,
  BLOG_DB: join(folder, 'blog.sqlite3'),
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONUNBUFFERED: '1',
};
const cleanUp = () => rmSync(folder, { recursive: true, force: true });

for (const command of [['migrate', '--verbosity', '0'], ['seed_blog']]) {
  const run = spawnSync(python, ['manage.py', ...command], { cwd: project, env, stdio: 'inherit' });
  if (run.status !== 0) {
    cleanUp();
    console.error(
      `manage.py ${command[0]} failed (${run.error?.message ?? `exit ${run.status}`}).`,
    );
    process.exit(1);
  }
}

const server = spawn(python, ['manage.py', 'runserver', `127.0.0.1:${port}`, '--noreload'], {
  cwd: project,
  env,
  stdio: 'inherit',
});
server.once('error', (error) => {
  console.error(`Could not start Django: ${error.message}`);
  cleanUp();
  process.exit(1);
});
server.once('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill('SIGTERM'));
}
