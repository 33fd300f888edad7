// `npm start` (scripts/start.mjs): busy ports are reported before anything starts, and the
// API and the dev server stop together.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const linuxOnly = { skip: process.platform !== 'linux' && 'reads /proc' };

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runStart(env: Record<string, string>, args: string[] = []): Run {
  const { NODE_TEST_CONTEXT: _testContext, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    cwd: ROOT,
    env: { ...parentEnv, DB: ':memory:', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => output, exited };
}

/** Listens on a free port of 127.0.0.1, as something else using it would. */
async function occupy(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

async function freePort(): Promise<number> {
  const { port, server } = await occupy();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Parent pid of every live process (Linux /proc). */
function parents(): Map<number, number> {
  const result = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') result.set(Number(entry), Number(parent));
    } catch {
      // The process ended while being read.
    }
  }
  return result;
}

/** Pids of the live processes started, directly or not, by `pid`. */
function descendantsOf(pid: number): number[] {
  const parentOf = parents();
  const found: number[] = [];
  let generation = [pid];
  while (generation.length > 0) {
    generation = [...parentOf]
      .filter(([, parent]) => generation.includes(parent))
      .map(([child]) => child);
    found.push(...generation);
  }
  return found;
}

/** Collects every process `pid` starts until stopped; `stop` also kills any left over. */
function watchDescendants(pid: number) {
  const seen = new Set<number>();
  const timer = setInterval(() => descendantsOf(pid).forEach((child) => seen.add(child)), 20);
  return {
    seen,
    stop() {
      clearInterval(timer);
      const left = [...seen].filter(isAlive);
      for (const child of left) process.kill(child, 'SIGKILL');
      return left;
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm start', () => {
  test(
    'a busy API port is named, with the variables to choose others, before anything starts',
    linuxOnly,
    async () => {
      const { port, server } = await occupy();
      try {
        const run = runStart({ API_PORT: String(port), PORT: String(await freePort()) });
        const watch = watchDescendants(run.child.pid!);
        assert.equal(await run.exited, 1);
        const seen = [...watch.seen];
        watch.stop();
        assert.match(run.output(), new RegExp(`Port ${port} \\(demo API\\) is already in use`));
        assert.match(run.output(), /API_PORT=\d+ PORT=\d+ npm start/);
        assert.doesNotMatch(run.output(), /EADDRINUSE|at .*:\d+:\d+/);
        assert.deepEqual(seen, [], 'no process was started');
      } finally {
        server.close();
      }
    },
  );

  test('a busy admin port (PORT or --port) is named too', async () => {
    const { port, server } = await occupy();
    try {
      const byEnv = runStart({ API_PORT: String(await freePort()), PORT: String(port) });
      assert.equal(await byEnv.exited, 1);
      assert.match(
        byEnv.output(),
        new RegExp(`Port ${port} \\(admin dev server\\) is already in use`),
      );
      const byArgument = runStart({ API_PORT: String(await freePort()) }, [
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
      ]);
      assert.equal(await byArgument.exited, 1);
      assert.match(byArgument.output(), /admin dev server\) is already in use on 127\.0\.0\.1/);
    } finally {
      server.close();
    }
  });

  test('refuses one port for both, or a port that is not a number', async () => {
    const same = runStart({ API_PORT: '4321', PORT: '4321' });
    assert.equal(await same.exited, 1);
    assert.match(same.output(), /cannot share port 4321/);
    const word = runStart({ API_PORT: 'http' });
    assert.equal(await word.exited, 1);
    assert.match(word.output(), /API_PORT must be a port number/);
  });

  test('when the API fails, the dev server is stopped too', linuxOnly, async () => {
    const run = runStart({
      API_PORT: String(await freePort()),
      PORT: String(await freePort()),
      AUTH: 'not-a-switch',
    });
    const watch = watchDescendants(run.child.pid!);
    try {
      const code = await run.exited;
      assert.notEqual(code, 0);
      assert.match(run.output(), /AUTH must be on or off/);
      assert.ok(watch.seen.size >= 2, 'both processes had started');
      await waitFor(
        () => [...watch.seen].every((pid) => !isAlive(pid)),
        5000,
        'every process to end',
      );
    } finally {
      assert.deepEqual(watch.stop(), [], 'no process outlived npm start');
    }
  });

  test('SIGTERM stops both processes and exits 0', linuxOnly, async () => {
    const run = runStart({ API_PORT: String(await freePort()), PORT: String(await freePort()) });
    const watch = watchDescendants(run.child.pid!);
    try {
      await waitFor(() => /Demo API listening on/.test(run.output()), 30_000, 'the API');
      // `npm start` keeps the demo API's authentication on: the login page shows first.
      assert.doesNotMatch(run.output(), /\(authentication off\)/);
      assert.ok(watch.seen.size >= 2, 'both processes had started');
      run.child.kill('SIGTERM');
      assert.equal(await run.exited, 0);
      await waitFor(
        () => [...watch.seen].every((pid) => !isAlive(pid)),
        5000,
        'every process to end',
      );
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
      assert.deepEqual(watch.stop(), [], 'no process outlived npm start');
    }
  });
});
