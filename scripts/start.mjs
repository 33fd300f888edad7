// `npm start`: the demo REST API and the sample admin's dev server, side by side.
// The admin reaches the API through the dev-server proxy at /api (src/proxy.conf.json).
import { spawn } from 'node:child_process';

const extraServeArgs = process.argv.slice(2);
const children = [
  spawn('npm', ['run', '--silent', 'api'], { stdio: 'inherit' }),
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
