// `npm run test:fresh`: the real thing, end to end. Packs the library, creates an application
// with the Angular CLI in a temporary folder, runs `ng add --path=admin --auth=bearer` on the
// tarball with the demo API (authentication on, as `npm run api` starts it) behind the
// dev-server proxy, adds a site bar to the application (e2e-fresh/fixtures/), generates two
// entities from the API with the admin's token (`--header`, as the getting-started guide does),
// builds with the application's default budgets (and once more with Rollup as the guide says), serves it and drives it with Playwright
// (e2e-fresh/), signing in as the demo API's admin.
//
// FRESH_SHOTS_DIR=docs/images refreshes the getting-started guide's screenshots;
// FRESH_KEEP=1 keeps the temporary application. Every step is one test of node:test.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  globSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(import.meta.dirname, '..');
const fixtures = join(root, 'e2e-fresh/fixtures');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const cliVersion = manifest.devDependencies['@angular/cli'];
const rollupVersion = manifest.devDependencies.rollup;
const nodeVersion = manifest.devDependencies['node'];
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'nga-fresh-'));
const app = join(work, 'fresh');
const logsDir = join(root, 'test-results', 'fresh-logs');
mkdirSync(logsDir, { recursive: true });
const env = {
  ...process.env,
  NG_CLI_ANALYTICS: 'false',
  // Installs come from the npm cache where it has the packages.
  npm_config_prefer_offline: 'true',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};
const children = [];
const state = {};

after(async () => {
  await Promise.all(children.map(stop));
  if (process.env.FRESH_KEEP) console.log(`Application kept in ${app}`);
  else rmSync(work, { recursive: true, force: true });
  console.log(`Fresh application run: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('npm run pack:lib packs the library with its schematics and themes', () => {
  run('npm', ['run', 'pack:lib'], { cwd: root, log: 'pack-lib' });
  const tarballs = globSync(join(root, 'dist/ng-admin/*.tgz')).sort(
    (a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs,
  );
  assert.ok(tarballs[0], 'a tarball in dist/ng-admin');
  state.tarball = tarballs[0];
});

test('ng new creates an application', () => {
  run(
    'npx',
    [
      '-y',
      '--prefer-offline',
      '-p',
      `node@${nodeVersion}`,
      '-p',
      `@angular/cli@${cliVersion}`,
      '--',
      'ng',
      'new',
      'fresh',
      '--defaults',
      '--skip-git',
      '--ssr=false',
      '--ai-config=none',
      '--interactive=false',
      '--style=css',
      '--package-manager=npm',
    ],
    { cwd: work, log: 'ng-new' },
  );
  assert.ok(statSync(join(app, 'angular.json')).isFile());
});

test('the demo API starts on a free port, with authentication as `npm run api` has it', async () => {
  state.api = await startApi({ AUTH: 'on' });
});

test('ng add installs and sets up @ng-admin/core under /admin, signing users in', () => {
  assert.ok(state.tarball && state.api, 'needs the tarball and the API');
  copyFileSync(state.tarball, join(app, basename(state.tarball)));
  const output = ng(
    [
      'add',
      `./${basename(state.tarball)}`,
      '--skip-confirmation',
      '--defaults',
      '--api-url=/api',
      '--path=admin',
      `--proxy=${state.api}`,
      '--auth=bearer',
    ],
    'ng-add',
  );
  assert.match(output, /provideNgAdmin/);
  assert.match(
    readFileSync(join(app, 'src/app/app.config.ts'), 'utf8'),
    /provideNgAdmin\(\s*\(\) => import\('\.\/admin\.config'\)\.then\(\(m\) => m\.buildAdmin\),\s*withHostRouter\(\),\s*withAuth\(NgaBearerAuth\),?\s*\)/,
  );
  const routes = readFileSync(join(app, 'src/app/app.routes.ts'), 'utf8');
  assert.match(routes, /\{ path: 'admin', component: NgAdminComponent, children: ngAdminRoutes \}/);
  // ng new's routes are empty: ng add gives `/` a page that leads to the admin.
  assert.match(routes, /\{ path: '', pathMatch: 'full', component: Home \}/);
  assert.match(readFileSync(join(app, 'src/app/home.ts'), 'utf8'), /Open the admin/);
});

test('the application gets a site bar above its pages and the admin', () => {
  const appDir = join(app, 'src/app');
  copyFileSync(join(fixtures, 'app.html'), join(appDir, 'app.html'));
  copyFileSync(join(fixtures, 'app.css'), join(appDir, 'app.css'));
  const componentFile = join(appDir, 'app.ts');
  let component = readFileSync(componentFile, 'utf8');
  component = edit(
    component,
    'imports: [RouterOutlet]',
    () => 'imports: [RouterLink, RouterOutlet]',
  );
  component = edit(
    component,
    "import { RouterOutlet } from '@angular/router';",
    () => "import { RouterLink, RouterOutlet } from '@angular/router';",
  );
  writeFileSync(componentFile, component);
});

test('ng generate writes the posts and comments entities from the API, with a token', async () => {
  // The guide's `curl -X POST .../login`: the demo admin's access token.
  const login = await fetch(`${state.api}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-password' }),
  });
  assert.equal(login.status, 200, 'POST /login as admin');
  state.token = (await login.json()).accessToken;
  const authorization = `Authorization: Bearer ${state.token}`;
  ng(
    [
      'generate',
      '@ng-admin/core:entity',
      'posts',
      '--from-url',
      `${state.api}/posts?_perPage=20`,
      '--header',
      authorization,
    ],
    'ng-generate-posts',
  );
  ng(
    [
      'generate',
      '@ng-admin/core:entity',
      'comments',
      '--from-url',
      `${state.api}/comments`,
      '--header',
      authorization,
    ],
    'ng-generate-comments',
  );
  const printed = ['ng-generate-posts', 'ng-generate-comments'].map((log) =>
    readFileSync(join(logsDir, `${log}.txt`), 'utf8'),
  );
  writeFileSync(join(logsDir, 'ng-generate.txt'), printed.join('\n'));
  assert.match(
    readFileSync(join(app, 'src/app/admin/comments.ts'), 'utf8'),
    /'post_id', 'reference'/,
  );
});

test('ng build passes the default budgets without a warning', () => {
  const output = ng(['build', '--stats-json'], 'ng-build', { allowFailure: true });
  const initial = /Initial total\s*\|\s*([\d.]+ [kM]B)/.exec(output)?.[1];
  const warnings = output.split('\n').filter((line) => /WARNING|ERROR/.test(line));
  assert.deepEqual(
    warnings,
    [],
    `initial bundle ${initial}; see test-results/fresh-logs/ng-build.txt`,
  );
  assert.equal(state.lastStatus, 0, 'ng build failed');
});

test("the guide's Rollup build puts the eager code in one file, within the budgets", () => {
  run('npm', ['install', '--save-dev', '--prefer-offline', `rollup@${rollupVersion}`], {
    cwd: app,
    log: 'npm-install-rollup',
  });
  const output = ng(
    ['build', '--stats-json', '--output-path', 'dist/fresh-rollup'],
    'ng-build-rollup',
    { allowFailure: true, env: { NG_BUILD_CHUNKS_ROLLDOWN: 'false' } },
  );
  const warnings = output.split('\n').filter((line) => /WARNING|ERROR/.test(line));
  assert.deepEqual(warnings, [], 'see test-results/fresh-logs/ng-build-rollup.txt');
  assert.equal(state.lastStatus, 0, 'ng build failed');
  const eagerFiles = (dist) => {
    const { outputs } = JSON.parse(readFileSync(join(app, dist, 'browser-stats.json'), 'utf8'));
    return initialOutputs(outputs).filter((file) => file.endsWith('.js'));
  };
  // The default build is the comparison that makes this check able to fail.
  assert.ok(eagerFiles('dist/fresh').length > 1, 'the default build has one eager file already');
  assert.equal(eagerFiles('dist/fresh-rollup').length, 1, 'eager files with Rollup');
});

test('the configuration DSL loads with the lazy configuration, not in the initial bundle', () => {
  const { outputs } = JSON.parse(readFileSync(join(app, 'dist/fresh/browser-stats.json'), 'utf8'));
  const initial = initialOutputs(outputs);
  const dsl = /@ng-admin\/core\/fesm2022\/ng-admin-core-config\.mjs$/;
  const eager = initial.filter((file) =>
    Object.keys(outputs[file].inputs).some((i) => dsl.test(i)),
  );
  assert.deepEqual(eager, [], 'an initial file holds @ng-admin/core/config');
  // The check can fail: the DSL is in the build, in a lazy file.
  assert.ok(
    Object.values(outputs).some((output) => Object.keys(output.inputs).some((i) => dsl.test(i))),
    'no output holds @ng-admin/core/config',
  );
});

test('the served application works under /admin beside its home page (Playwright)', async () => {
  run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'e2e-fresh/tsconfig.json'], {
    cwd: root,
    log: 'tsc-e2e-fresh',
  });
  const port = await freePort();
  const serve = spawn(
    process.execPath,
    ['node_modules/@angular/cli/bin/ng.js', 'serve', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: app,
      env,
      detached: true,
    },
  );
  children.push(serve);
  await waitForOutput(serve, /Local:\s+http/, 180_000);
  const result = spawnSync(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e-fresh/playwright.config.ts'],
    {
      cwd: root,
      env: { ...env, FRESH_URL: `http://127.0.0.1:${port}`, FRESH_LOGS_DIR: logsDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  writeFileSync(join(logsDir, 'playwright.txt'), output);
  assert.equal(result.status, 0, `Playwright failed:\n${output.slice(-4000)}`);
});

/** Starts the demo API on a free port with `settings` in its environment; returns its URL. */
async function startApi(settings) {
  const api = spawn(process.execPath, ['projects/demo-api/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      ...settings,
      DB: ':memory:',
      PORT: '0',
      HOST: '127.0.0.1',
      UPLOADS: join(work, 'uploads'),
    },
    detached: true,
  });
  children.push(api);
  const line = await waitForOutput(api, /listening on (http:\/\/127\.0\.0\.1:\d+)/, 30_000);
  return line[1];
}

/** Replaces the one occurrence of `found` in `text`; fails when ng new or ng add wrote otherwise. */
function edit(text, found, replacement) {
  const at = text.indexOf(found);
  assert.ok(at >= 0 && text.indexOf(found, at + 1) < 0, `expected one "${found}" in:\n${text}`);
  return text.slice(0, at) + replacement(found) + text.slice(at + found.length);
}

/** Runs the fresh application's own CLI on the pinned Node; returns what it printed. */
function ng(args, log, options = {}) {
  const output = run(process.execPath, ['node_modules/@angular/cli/bin/ng.js', ...args], {
    cwd: app,
    log,
    ...options,
  });
  writeFileSync(join(logsDir, `${log}.txt`), `$ ng ${displayed(args)}\n${stripAnsi(output)}`);
  return stripAnsi(output);
}

/**
 * `ng add ./ng-admin-core-0.1.0.tgz` reads as the command a user types, and the token as the
 * guide's `$TOKEN`.
 */
function displayed(args) {
  return args
    .map((arg) => (arg.endsWith('.tgz') ? '@ng-admin/core' : arg))
    .map((arg) => (state.token ? arg.replace(state.token, '$TOKEN') : arg))
    .map((arg) => (/\s/.test(arg) ? `"${arg}"` : arg))
    .join(' ');
}

function run(command, args, { cwd, log, allowFailure = false, env: extraEnv = {} }) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  writeFileSync(join(logsDir, `${log}.log`), output);
  state.lastStatus = result.status;
  if (!allowFailure && result.status !== 0) {
    assert.fail(
      `${command} ${args.join(' ')} exited with ${result.status}:\n${output.slice(-4000)}`,
    );
  }
  return output;
}

function waitForOutput(child, pattern, timeoutMs) {
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}:\n${seen.slice(-2000)}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      seen += stripAnsi(chunk.toString());
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolvePromise(match);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}:\n${seen.slice(-2000)}`));
    });
  });
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Stops a child started here, with the processes it started (its process group). */
function stop(child) {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise((resolveExit) => {
    child.once('exit', resolveExit);
    setTimeout(resolveExit, 5_000);
  });
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  return exited;
}

function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
}

/** The files loaded before the application starts: the entry and what it imports statically. */
function initialOutputs(outputs) {
  const entry = Object.keys(outputs).find(
    (file) => outputs[file].entryPoint?.endsWith('src/main.ts') && file.endsWith('.js'),
  );
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of outputs[file].imports ?? []) {
      if (imported.kind === 'import-statement') queue.push(imported.path);
    }
  }
  return [...seen];
}
