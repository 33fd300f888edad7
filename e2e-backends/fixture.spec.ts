import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from './support/backend';

test('blog.json holds the demo API seed, as write-blog-json.mts writes it', () => {
  const script = resolve(__dirname, 'fixtures/write-blog-json.mts');
  const run = spawnSync(process.execPath, ['--no-warnings', script, '--check'], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('drf-openapi.json is what manage.py generateschema writes for the Django project', () => {
  const script = resolve(__dirname, 'fixtures/write-drf-openapi.mjs');
  const run = spawnSync(process.execPath, ['--no-warnings', script, '--check'], {
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
