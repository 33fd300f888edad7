import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { requestJson } from './testing.ts';

const MAIN = join(import.meta.dirname, 'main.ts');

interface RunningCli {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Runs `node main.ts` as `npm run api` does, on a free port, until its URL line appears. */
async function startCli(env: Record<string, string>, args: string[] = []): Promise<RunningCli> {
  const { NODE_TEST_CONTEXT: _testContext, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: { ...parentEnv, PORT: '0', HOST: '', LOG: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed: ${stdout}${stderr}`)), 15000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}: ${stdout}${stderr}`));
    });
  });
  return {
    url,
    output: () => stdout,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function totalOf(url: string): Promise<number> {
  const { status, headers } = await requestJson(url);
  assert.equal(status, 200);
  return Number(headers.get('x-total-count'));
}

describe('main.ts', () => {
  let workDir: string;
  let env: Record<string, string>;

  before(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'demo-api-main-'));
    env = {
      DB: join(workDir, 'nested', 'demo.sqlite'),
      UPLOADS: join(workDir, 'uploads'),
      AUTH: 'off',
    };
  });
  after(() => rm(workDir, { recursive: true, force: true }));

  test('seeds an empty database on first start and keeps changes across restarts', async () => {
    const first = await startCli({ ...env, ALLOW_NEW_COLLECTIONS: '1' });
    try {
      assert.match(first.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal(first.output().trim().split('\n').length, 1);
      assert.match(first.output(), /\(authentication off\)/);
      // Off by default: the name is reserved, so it is not a collection either.
      assert.equal((await requestJson(`${first.url}/_counters`)).status, 404);
      assert.equal(await totalOf(`${first.url}/posts`), 40);
      assert.equal((await requestJson(`${first.url}/posts/1`, { method: 'DELETE' })).status, 200);
      const note = await requestJson(`${first.url}/notes`, { method: 'POST', body: { a: 1 } });
      assert.equal(note.status, 201);
    } finally {
      await first.stop();
    }

    const second = await startCli(env);
    try {
      assert.equal(await totalOf(`${second.url}/posts`), 39);
      // A collection in the database stays known without ALLOW_NEW_COLLECTIONS.
      assert.equal(await totalOf(`${second.url}/notes`), 1);
    } finally {
      await second.stop();
    }
  });

  test('--reset drops everything and restores the seed', async () => {
    const cli = await startCli(env, ['--reset']);
    try {
      assert.match(cli.output(), /reset/);
      assert.equal(await totalOf(`${cli.url}/posts`), 40);
      assert.equal(await totalOf(`${cli.url}/comments`), 150);
      assert.equal(await totalOf(`${cli.url}/tags`), 12);
      assert.equal((await requestJson(`${cli.url}/posts/1`)).status, 200);
      assert.equal((await requestJson(`${cli.url}/notes`)).status, 404);
    } finally {
      await cli.stop();
    }
  });

  test('DB=:memory: serves the seed without touching the database file', async () => {
    const cli = await startCli({ ...env, DB: ':memory:' });
    try {
      assert.equal(await totalOf(`${cli.url}/posts`), 40);
      await requestJson(`${cli.url}/posts/2`, { method: 'DELETE' });
    } finally {
      await cli.stop();
    }
    const onFile = await startCli(env);
    try {
      assert.equal((await requestJson(`${onFile.url}/posts/2`)).status, 200);
    } finally {
      await onFile.stop();
    }
  });

  test('refuses an invalid PORT, switch or lifetime with a clear message', async () => {
    await assert.rejects(startCli({ ...env, PORT: 'eighty' }), /PORT must be a number/);
    await assert.rejects(startCli({ ...env, AUTH: 'maybe' }), /AUTH must be on or off/);
    await assert.rejects(
      startCli({ ...env, ACCESS_TOKEN_TTL: '15m' }),
      /ACCESS_TOKEN_TTL must be a number of seconds/,
    );
  });

  test('a port in use gives one clear line instead of a stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      await assert.rejects(
        startCli({ ...env, PORT: String(port) }),
        (error: Error) =>
          new RegExp(`Port ${port} on 127.0.0.1 is already in use`).test(error.message) &&
          /API_PORT/.test(error.message) &&
          !/\bat .*\.(ts|js):\d+/.test(error.message),
      );
    } finally {
      blocker.close();
    }
  });

  test('authentication is on unless AUTH=off; ACCESS_TOKEN_TTL and DEBUG_COUNTERS', async () => {
    const cli = await startCli({ ...env, AUTH: '', ACCESS_TOKEN_TTL: '60', DEBUG_COUNTERS: '1' });
    try {
      assert.doesNotMatch(cli.output(), /authentication off/);
      const anonymous = await requestJson(`${cli.url}/posts`);
      assert.equal(anonymous.status, 401);
      const login = await requestJson(`${cli.url}/login`, {
        method: 'POST',
        body: { username: 'viewer', password: 'viewer-password' },
      });
      assert.equal(login.status, 200);
      assert.equal(login.body.expiresIn, 60);
      const response = await fetch(`${cli.url}/posts`, {
        headers: { Authorization: `Bearer ${login.body.accessToken}` },
      });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-total-count'), '40');
      const counters = await requestJson(`${cli.url}/_counters`);
      assert.deepEqual(counters.body, { login: 1, refresh: 0, logout: 0 });
    } finally {
      await cli.stop();
    }
  });
});
