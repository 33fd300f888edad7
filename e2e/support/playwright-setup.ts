// What the Playwright configs of every end-to-end suite share: free ports, Debian's Chromium and
// servers that are started by the run, never reused.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

/** The workspace folder, where the servers' commands run. */
export const WORKSPACE = resolve(__dirname, '../..');

/**
 * The ports named by these environment variables: those unset are chosen among the free ports
 * of 127.0.0.1 (distinct, each held until all are found). The config is evaluated in the runner
 * and again in every worker: the runner chooses, the workers inherit its environment.
 */
export function portsFromEnvironment<const Names extends readonly string[]>(
  names: Names,
): { [Index in keyof Names]: string } {
  if (names.some((name) => !process.env[name])) {
    const ports = freePorts(names.length);
    names.forEach((name, index) => {
      process.env[name] ||= String(ports[index]);
    });
  }
  return names.map((name) => process.env[name]!) as { [Index in keyof Names]: string };
}

/** Found by a short child process because Playwright reads its config synchronously. */
function freePorts(count: number): number[] {
  const script =
    "const net = require('node:net');" +
    `const servers = Array.from({ length: ${count} }, () => net.createServer());` +
    "Promise.all(servers.map((s) => new Promise((r) => s.listen(0, '127.0.0.1', r)))).then(() => {" +
    "  console.log(servers.map((s) => s.address().port).join(' '));" +
    '  servers.forEach((s) => s.close());' +
    '});';
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .trim()
    .split(' ')
    .map(Number);
}

/**
 * How the suites run: one worker, tests in file order, a retry on CI only, a minute a test and
 * ten seconds an expectation.
 */
export const SERIAL_SUITE = {
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env['CI'] ? 1 : 0,
} as const satisfies PlaywrightTestConfig;

/**
 * Debian's Chromium (CHROME_BIN elsewhere), headless, without the background services that
 * would slow a shared machine down, with a trace and a screenshot of every failure.
 */
export const DEBIAN_CHROMIUM = {
  browserName: 'chromium',
  headless: true,
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumFlags],
  },
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
} as const satisfies PlaywrightTestConfig['use'];

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/**
 * A server the run starts in the workspace folder (unless `cwd` says otherwise) and stops
 * (SIGTERM, then `stopTimeout` ms before it is killed, when given), never one already
 * listening; its output shows only its errors.
 */
export function startedServer({
  stopTimeout,
  ...server
}: Pick<WebServer, 'command' | 'url' | 'timeout'> &
  Partial<Pick<WebServer, 'cwd' | 'env'>> & { stopTimeout?: number }): WebServer {
  return {
    cwd: WORKSPACE,
    ...server,
    reuseExistingServer: false,
    ...(stopTimeout ? { gracefulShutdown: { signal: 'SIGTERM', timeout: stopTimeout } } : {}),
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/** The command that runs a Node script of the workspace with the Node of this run. */
export function nodeCommand(script: string): string {
  return `"${process.execPath}" ${script}`;
}

/** `ng serve` of a project of the workspace (with extra `options`) on 127.0.0.1:`port`. */
export function ngServe(project: string, port: string, options = ''): string {
  return nodeCommand(
    `node_modules/@angular/cli/bin/ng.js serve ${project}${options ? ` ${options}` : ''} --host 127.0.0.1 --port ${port}`,
  );
}
