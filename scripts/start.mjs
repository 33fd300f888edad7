// `npm start`: the demo REST API and the sample admin's dev server, side by side.
// The admin reaches the API through the dev-server proxy at /api (src/proxy.conf.mjs).
import { spawn } from 'node:child_process';

const extraServeArgs = process.argv.slice(2);
// API_PORT moves the demo API; the dev-server proxy follows it.
const apiEnv = process.env.API_PORT ? { ...process.env, PORT: process.env.API_PORT } : process.env;
const children = [
  spawn('npm', ['run', '--silent', 'api'], { stdio: 'inherit', env: apiEnv }),
  spawn('npm', ['run', '--silent', 'serve', '--', ...extraServeArgs], { stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
