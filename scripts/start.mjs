// `npm start`: the demo REST API and the sample admin's dev server, side by side.
// The admin reaches the API through the dev-server proxy at /api (src/proxy.conf.mjs).
//
// Ports: API_PORT (default 3000) for the API, PORT or `--port` (default 4200) for the admin.
// Both are checked before anything starts; the two processes then live and die together:
// Ctrl+C, SIGTERM or the failure of either stops both.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STOP_GRACE_MS = 5000;

/** The value of `--name value` or `--name=value` in the arguments meant for `ng serve`. */
function argument(args, name) {
  for (let index = 0; index < args.length; index++) {
    if (args[index] === name) return args[index + 1];
    if (args[index].startsWith(`${name}=`)) return args[index].slice(name.length + 1);
  }
  return undefined;
}

function portNumber(raw, what, variable) {
  const port = Number(raw);
  if (!/^\d+$/.test(String(raw)) || port < 1 || port > 65535) {
    fail(`${what}: ${variable} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Whether nothing listens on `port` at `host`; "localhost" is checked on IPv4 and IPv6. */
async function isFree(port, host) {
  const addresses = host === 'localhost' ? ['127.0.0.1', '::1'] : [host];
  for (const address of addresses) {
    const answer = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', (error) => resolve(error.code));
      probe.listen({ port, host: address, exclusive: true }, () =>
        probe.close(() => resolve('free')),
      );
    });
    // An address this machine does not have (no IPv6) cannot be busy either.
    if (answer === 'EADDRINUSE' || answer === 'EACCES') return false;
  }
  return true;
}

const serveArgs = process.argv.slice(2);
const admin = {
  port: portNumber(
    argument(serveArgs, '--port') ?? process.env.PORT ?? 4200,
    'The admin',
    argument(serveArgs, '--port') ? '--port' : 'PORT',
  ),
  host: argument(serveArgs, '--host') ?? 'localhost',
};
const api = {
  port: portNumber(process.env.API_PORT ?? 3000, 'The demo API', 'API_PORT'),
  host: process.env.HOST || '127.0.0.1',
};

if (admin.port === api.port) {
  fail(`The admin and the demo API cannot share port ${api.port}: set PORT and API_PORT apart.`);
}
for (const [name, { port, host }, variable] of [
  ['demo API', api, 'API_PORT'],
  ['admin dev server', admin, 'PORT'],
]) {
  if (!(await isFree(port, host))) {
    fail(
      `Port ${port} (${name}) is already in use on ${host}. Stop the program that uses it, or` +
        ` choose other ports, e.g. API_PORT=${api.port + 1} PORT=${admin.port + 1} npm start` +
        ` (${variable} moves the ${name}).`,
    );
  }
}

const withPort = argument(serveArgs, '--port')
  ? serveArgs
  : [...serveArgs, '--port', String(admin.port)];
const children = [
  spawn(process.execPath, ['projects/demo-api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // AUTH=off starts the API without authentication (every visitor is an anonymous admin).
    env: { ...process.env, PORT: String(api.port) },
  }),
  spawn(process.execPath, ['node_modules/@angular/cli/bin/ng.js', 'serve', 'host', ...withPort], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(api.port), NG_CLI_ANALYTICS: 'false' },
  }),
];

let exitCode;
/** Stops every child still running, waits for them (killing the stubborn), then exits. */
async function stopAll(code) {
  if (exitCode !== undefined) return;
  exitCode = code;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await Promise.all(running.map((child) => new Promise((resolve) => child.once('close', resolve))));
  clearTimeout(timer);
  process.exit(exitCode);
}

for (const child of children) {
  child.once('error', (error) => {
    console.error(`Could not start ${child.spawnargs.join(' ')}: ${error.message}`);
    void stopAll(1);
  });
  // Either one ending ends both; a child that stops on its own is a failure of `npm start`.
  child.once('exit', (code) => void stopAll(code || 1));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));
