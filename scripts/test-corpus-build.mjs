// `npm run test:corpus`: builds the library (the package an application installs, themes
// included), then for each document of the OpenAPI corpus writes an `ng new` application,
// runs `ng add` and `ng generate @ng-admin/core:entity --from-openapi <document>` on it (the
// schematics of the built package, run by the Angular DevKit as the CLI runs them), and builds
// it with `ng build` and the budgets `ng new` sets: an error budget (1 MB initial) fails the
// build, a warning (500 kB) is listed under the suite's count. One node:test test per
// document; each prints its build time and initial bundle size.
//
// Then the same for `--from-url` against a real json-server 0.17 (started here on a free port
// from a JSON fixture): the application builds, and the dialect it was given, run from the
// built package against that server, asks for the page size json-server honours and reads
// the right total. And for the blog of the e2e-backends suite on a real Django REST framework
// (`--from-url`, and `--from-openapi` on what `manage.py generateschema` writes) and a real
// json-graphql-server (`--from-graphql`): one application built for each, its list read by the
// built dialect and shown in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(join(root, 'package.json'));
const corpusDir = join(root, 'projects/ng-admin/schematics/entity/corpus');
// The documents of projects/ng-admin/schematics/testing/corpus.ts.
const documents = [
  ['petstore', 'petstore.json'],
  ['petstore-expanded', 'petstore-expanded.json'],
  ['xero-projects', 'xero-projects.yaml'],
  ['listmonk', 'listmonk.yaml'],
  ['keycloak', 'keycloak-23.0.7.yml'],
  ['discourse', 'discourse.json'],
  ['adyen-management', 'adyen-management-v3.yaml'],
  ['box', 'box.json'],
  ['openai', 'openai.yaml'],
  ['digitalocean', 'digitalocean/specification/DigitalOcean-public.v2.yaml'],
];
const work = mkdtempSync(join(tmpdir(), 'nga-corpus-'));
const started = Date.now();
let runner;
const warnings = [];

before(() => {
  const build = spawnSync('npm', ['run', '--silent', 'build:lib'], { cwd: root, encoding: 'utf8' });
  assert.equal(build.status, 0, `npm run build:lib failed:\n${build.stdout}\n${build.stderr}`);
  const { SchematicTestRunner } = require('@angular-devkit/schematics/testing');
  runner = new SchematicTestRunner(
    '@ng-admin/core',
    join(root, 'dist/ng-admin/schematics/collection.json'),
  );
});

after(() => {
  rmSync(work, { recursive: true, force: true });
  if (process.env.NGA_TEST_SUMMARY && warnings.length > 0) {
    appendFileSync(
      process.env.NGA_TEST_SUMMARY,
      JSON.stringify({ passed: 0, failed: 0, notes: warnings }) + '\n',
    );
  }
  console.log(`Corpus builds: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

/** An `ng new` application after `ng add` and the given entity generations, as a tree. */
async function generatedApp(name, generations, setup = {}) {
  let tree = await runner.runExternalSchematic('@schematics/angular', 'workspace', {
    name,
    newProjectRoot: 'projects',
    version: '22.2.7',
  });
  tree = await runner.runExternalSchematic(
    '@schematics/angular',
    'application',
    { name, projectRoot: '', routing: true, ssr: false, style: 'scss', skipTests: true },
    tree,
  );
  tree = await runner.runSchematic('ng-add-setup-project', { project: name, ...setup }, tree);
  for (const options of generations) {
    tree = await runner.runSchematic('entity', { project: name, ...options }, tree);
  }
  return tree;
}

/** Writes the tree into a folder that shares the workspace's node_modules, and builds it. */
function buildApp(name, tree) {
  const app = join(work, name);
  for (const path of tree.files) {
    const target = join(app, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, tree.read(path));
  }
  symlinkSync(join(root, 'node_modules'), join(app, 'node_modules'), 'dir');
  const buildAt = Date.now();
  const build = spawnSync(
    process.execPath,
    [require.resolve('@angular/cli/bin/ng.js'), 'build', '--no-progress'],
    { cwd: app, encoding: 'utf8', env: { ...process.env, NG_CLI_ANALYTICS: 'false', CI: 'true' } },
  );
  const output = `${build.stdout}\n${build.stderr}`;
  assert.equal(build.status, 0, `ng build failed:\n${output}`);
  for (const warning of output.match(/\[WARNING\] bundle initial exceeded maximum budget[^\n]*/g) ??
    []) {
    warnings.push(`corpus ${name}: ${warning.replace('[WARNING] ', '')}`);
  }
  return {
    app,
    seconds: ((Date.now() - buildAt) / 1000).toFixed(1),
    initial: /Initial total\s*\|\s*([\d.]+ [kM]B)/.exec(output)?.[1] ?? '?',
  };
}

for (const [name, file] of documents) {
  test(`${name}: the generated application builds with the default budgets`, async () => {
    const generatedAt = Date.now();
    const tree = await generatedApp(name, [{ fromOpenapi: join(corpusDir, file) }]);
    const generated = ((Date.now() - generatedAt) / 1000).toFixed(1);
    const { app, seconds, initial } = buildApp(name, tree);
    console.log(
      `${name}: ${tree.files.filter((path) => path.startsWith('/src/app/admin/')).length} files ` +
        `generated in ${generated} s, built in ${seconds} s, initial ${initial}`,
    );
    rmSync(app, { recursive: true, force: true });
  });
}

test('--from-url against json-server 0.17: the admin pages, counts and searches as json-server answers', async (t) => {
  const data = join(work, 'json-server-db.json');
  copyFileSync(join(root, 'projects/ng-admin/schematics/testing/json-server-db.json'), data);
  const fixture = JSON.parse(readFileSync(data, 'utf8'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      require.resolve('json-server/lib/cli/bin.js'),
      data,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  t.after(() => server.kill());
  const api = `http://127.0.0.1:${port}/`;
  await waitFor(`${api}posts/1`);

  const tree = await generatedApp(
    'jsonserver',
    [
      { name: 'posts', fromUrl: `${api}posts` },
      { name: 'comments', fromUrl: `${api}comments` },
    ],
    { apiUrl: api },
  );
  const appConfig = tree.readText('/src/app/app.config.ts');
  assert.match(appConfig, /withApiMapping\(NgaJsonServerDialect\)/);
  const posts = tree.readText('/src/app/admin/posts.ts');
  assert.match(posts, /\.filters\(\[admin\.field\('q'\)\.label\('Search'\)\.pinned\(true\)\]\)/);
  assert.match(tree.readText('/src/app/admin/comments.ts'), /targetEntity\(posts\)/);
  const { app, seconds, initial } = buildApp('jsonserver', tree);
  console.log(`json-server: built in ${seconds} s, initial ${initial}`);

  // The generated configuration and the dialect of the built package, as the admin runs them.
  await import('@angular/compiler');
  const core = await import('@ng-admin/core');
  const { buildAdmin } = await import(pathToFileURL(join(app, 'src/app/admin.config.ts')).href);
  const entity = buildAdmin().entities.find((candidate) => candidate.name() === 'posts');
  const listView = entity.listView();
  const dialect = new core.NgaJsonServerDialect();
  const resource = { entityName: 'posts', identifierName: 'id', url: `${api}posts` };
  const list = async (query) => {
    const request = dialect.listRequest({ resource, purpose: 'list', ...query });
    const response = await fetchAgain(core.urlWithParams(request));
    const body = await response.json();
    return dialect.parseList(
      { status: response.status, headers: { get: (name) => response.headers.get(name) }, body },
      { resource, purpose: 'list' },
    );
  };
  const perPage = listView.perPage();
  const page = await list({
    page: 2,
    perPage,
    sortField: listView.sortField(),
    sortDir: listView.sortDir(),
  });
  assert.equal(page.total, fixture.posts.length, 'the paginator total');
  assert.equal(page.records.length, perPage, 'json-server honours the page size asked');
  const expected = [...fixture.posts]
    .sort((a, b) => b.id - a.id)
    .slice(perPage, 2 * perPage)
    .map((post) => post.id);
  assert.deepEqual(
    page.records.map((post) => post.id),
    expected,
  );
  const searched = await list({ page: 1, perPage, filters: { q: 'foxtrot' } });
  assert.ok(searched.total > 0 && searched.total < fixture.posts.length);
  assert.ok(searched.records.every((post) => JSON.stringify(post).includes('foxtrot')));
  // Range and contains filters, in json-server's conventions (views_gte, title_like).
  const ranged = await list({
    page: 1,
    perPage: fixture.posts.length,
    conditions: [...viewsBetween(20, 60), { field: 'title', operator: 'contains', value: 'notes' }],
  });
  assert.deepEqual(
    ranged.records.map((post) => post.id).sort((a, b) => a - b),
    fixture.posts
      .filter((post) => post.views >= 20 && post.views <= 60 && post.title.includes('notes'))
      .map((post) => post.id),
    'posts with 20 to 60 views whose title holds "notes"',
  );
  assert.ok(ranged.total > 0 && ranged.total < fixture.posts.length, 'a selective range');

  const shown = browserCheck(app, 'jsonserver');
  assert.equal(shown.rows, perPage, 'rows of the first page');
  assert.equal(shown.range, `1-${perPage} of ${fixture.posts.length}`);
  console.log(`json-server in Chromium: ${shown.rows} rows, "${shown.range}"`);
  rmSync(app, { recursive: true, force: true });
});

test('--from-openapi and --from-url against Django REST framework: NgaDjangoRestDialect pages, sorts and searches the real server', async (t) => {
  const fixture = JSON.parse(readFileSync(join(root, 'e2e-backends/fixtures/blog.json'), 'utf8'));
  const port = await freePort();
  // Migrates and seeds a fresh SQLite database from blog.json, then serves the blog API.
  const server = spawn(process.execPath, [join(root, 'e2e-backends/servers/django.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  t.after(() => server.kill('SIGTERM'));
  const api = `http://127.0.0.1:${port}/api/`;
  await waitFor(`${api}posts/`, 600);

  // A page of the live API: the dialect, its search and the references come from the answers.
  const fromUrl = await generatedApp(
    'drfurl',
    [
      { name: 'posts', fromUrl: `${api}posts/` },
      { name: 'comments', fromUrl: `${api}comments/` },
    ],
    { apiUrl: api },
  );
  assert.match(
    fromUrl.readText('/src/app/app.config.ts'),
    /withApiMapping\(NgaDjangoRestDialect\)/,
  );
  assert.match(
    fromUrl.readText('/src/app/admin/posts.ts'),
    /\.filters\(\[admin\.field\('q'\)\.label\('Search'\)\.pinned\(true\)\]\)/,
  );
  assert.match(fromUrl.readText('/src/app/admin/comments.ts'), /targetEntity\(posts\)/);

  // The document manage.py generateschema writes for the same project (checked against it by
  // the backends suite): this application is built and run.
  const tree = await generatedApp(
    'drf',
    [{ fromOpenapi: join(root, 'e2e-backends/fixtures/drf-openapi.json') }],
    { apiUrl: api },
  );
  assert.match(tree.readText('/src/app/app.config.ts'), /withApiMapping\(NgaDjangoRestDialect\)/);
  const { app, seconds, initial } = buildApp('drf', tree);
  console.log(`Django REST framework: built in ${seconds} s, initial ${initial}`);

  const core = await builtPackage();
  const listView = await generatedListView(app, 'posts');
  const dialect = new core.NgaDjangoRestDialect();
  const resource = { entityName: 'posts', identifierName: 'id', url: `${api}posts` };
  const perPage = listView.perPage();
  const page = await readList(core, dialect, resource, {
    page: 2,
    perPage,
    sortField: listView.sortField(),
    sortDir: listView.sortDir(),
  });
  assert.equal(page.total, fixture.posts.length, 'the paginator total');
  assert.deepEqual(
    page.records.map((post) => post.id),
    [...fixture.posts]
      .sort((a, b) => b.id - a.id)
      .slice(perPage, 2 * perPage)
      .map((post) => post.id),
  );
  const word = 'denim';
  const searched = await readList(core, dialect, resource, {
    page: 1,
    perPage,
    filters: { q: word },
  });
  const matching = fixture.posts.filter((post) =>
    [post.title, post.teaser, post.body].some((text) => text.toLowerCase().includes(word)),
  );
  assert.ok(matching.length > 0 && matching.length < fixture.posts.length, 'a selective word');
  assert.equal(searched.total, matching.length, `posts holding "${word}"`);
  // Range and several-value filters as django-filter lookups (views__gte, category__in).
  const ranged = await readList(core, dialect, resource, {
    page: 1,
    perPage,
    conditions: [
      ...viewsBetween(100, 2000),
      { field: 'category', operator: 'in', value: ['tech', 'science'] },
    ],
  });
  const inRange = fixture.posts.filter(
    (post) =>
      post.views >= 100 && post.views <= 2000 && ['tech', 'science'].includes(post.category),
  );
  assert.ok(inRange.length > 0 && inRange.length < fixture.posts.length, 'a selective range');
  assert.equal(ranged.total, inRange.length, 'posts with 100 to 2000 views in tech or science');

  const shown = browserCheck(app, 'drf');
  const first = Math.min(perPage, fixture.posts.length);
  assert.equal(shown.rows, first, 'rows of the first page');
  assert.equal(shown.range, `1-${first} of ${fixture.posts.length}`);
  console.log(`Django REST framework in Chromium: ${shown.rows} rows, "${shown.range}"`);
  rmSync(app, { recursive: true, force: true });
});

test('--from-graphql against json-graphql-server: NgaGraphqlDialect pages, sorts and searches the real server', async (t) => {
  const fixture = JSON.parse(readFileSync(join(root, 'e2e-backends/fixtures/blog.json'), 'utf8'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      join(root, 'node_modules/json-graphql-server/bin/json-graphql-server.cjs'),
      join(root, 'e2e-backends/fixtures/blog.json'),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    { stdio: 'ignore' },
  );
  t.after(() => server.kill());
  const endpoint = `http://127.0.0.1:${port}/`;
  await waitFor(`${endpoint}?query=%7B__typename%7D`);

  const tree = await generatedApp('graphql', [{ fromGraphql: endpoint }], { apiUrl: endpoint });
  assert.match(tree.readText('/src/app/app.config.ts'), /withApiMapping\(NgaGraphqlDialect\)/);
  assert.match(tree.readText('/src/app/admin/comments.ts'), /targetEntity\(posts\)/);
  const { app, seconds, initial } = buildApp('graphql', tree);
  console.log(`GraphQL: built in ${seconds} s, initial ${initial}`);

  const core = await builtPackage();
  const listView = await generatedListView(app, 'posts');
  const dialect = new core.NgaGraphqlDialect();
  const fields = listView.fields().map((field) => field.name().split('.')[0]);
  const resource = { entityName: 'posts', identifierName: 'id', url: `${endpoint}posts`, fields };
  const perPage = listView.perPage();
  assert.equal(listView.sortField(), 'id');
  const page = await readList(core, dialect, resource, {
    page: 2,
    perPage,
    sortField: listView.sortField(),
    sortDir: listView.sortDir(),
  });
  assert.equal(page.total, fixture.posts.length, 'the paginator total');
  assert.deepEqual(
    page.records.map((post) => Number(post.id)),
    [...fixture.posts]
      .sort((a, b) => b.id - a.id)
      .slice(perPage, 2 * perPage)
      .map((post) => post.id),
  );
  assert.deepEqual(Object.keys(page.records[0]).sort(), [...new Set(['id', ...fields])].sort());
  const word = 'denim';
  const searched = await readList(core, dialect, resource, {
    page: 1,
    perPage,
    filters: { q: word },
  });
  assert.ok(searched.total > 0 && searched.total < fixture.posts.length);
  assert.ok(searched.records.every((post) => JSON.stringify(post).toLowerCase().includes(word)));
  // A range in json-graphql-server's filter conventions (views_gte, views_lte).
  const ranged = await readList(core, dialect, resource, {
    page: 1,
    perPage,
    conditions: viewsBetween(100, 400),
  });
  const inRange = fixture.posts.filter((post) => post.views >= 100 && post.views <= 400);
  assert.ok(inRange.length > 0 && inRange.length < fixture.posts.length, 'a selective range');
  assert.equal(ranged.total, inRange.length, 'posts with 100 to 400 views');

  const shown = browserCheck(app, 'graphql');
  const first = Math.min(perPage, fixture.posts.length);
  assert.equal(shown.rows, first, 'rows of the first page');
  assert.equal(shown.range, `1-${first} of ${fixture.posts.length}`);
  console.log(`GraphQL in Chromium: ${shown.rows} rows, "${shown.range}"`);
  rmSync(app, { recursive: true, force: true });
});

/** The list conditions of a views range, both bounds included. */
function viewsBetween(from, to) {
  return [
    { field: 'views', operator: 'gte', value: from },
    { field: 'views', operator: 'lte', value: to },
  ];
}

/** The built package, as the generated applications import it. */
async function builtPackage() {
  await import('@angular/compiler');
  return import('@ng-admin/core');
}

/** The list view of an entity, from the generated configuration of a written application. */
async function generatedListView(app, name) {
  const { buildAdmin } = await import(pathToFileURL(join(app, 'src/app/admin.config.ts')).href);
  return buildAdmin()
    .entities.find((candidate) => candidate.name() === name)
    .listView();
}

/** A list request of the dialect, sent to the server and read back by the dialect. */
async function readList(core, dialect, resource, query) {
  const request = dialect.listRequest({ resource, purpose: 'list', ...query });
  const init = {
    method: request.method,
    headers: { Accept: 'application/json', ...request.headers },
  };
  if (request.body !== undefined) {
    init.body = JSON.stringify(request.body);
    init.headers['Content-Type'] = 'application/json';
  }
  const response = await fetchAgain(core.urlWithParams(request), init);
  const body = await response.json();
  return dialect.parseList(
    { status: response.status, headers: { get: (name) => response.headers.get(name) }, body },
    { resource, purpose: 'list' },
  );
}

/**
 * The built admin's posts list in Chromium, under the lock every browser suite of the machine
 * takes, unless the caller holds it already (NGA_BROWSER_LOCK_HELD=1: a whole test run under
 * `flock`, whose lock a second `flock` here would wait for forever).
 */
function browserCheck(app, name) {
  const command = [
    process.execPath,
    join(root, 'scripts/corpus-browser-check.mjs'),
    join(app, `dist/${name}/browser`),
    process.env.CORPUS_SHOT ? process.env.CORPUS_SHOT.replace(/(\.png)?$/, `-${name}.png`) : '',
  ];
  const [file, ...args] = process.env.NGA_BROWSER_LOCK_HELD
    ? command
    : ['flock', '/tmp/nga-browser.lock', ...command];
  const check = spawnSync(file, args, { cwd: root, encoding: 'utf8' });
  assert.equal(check.status, 0, `${check.stdout}\n${check.stderr}`);
  return JSON.parse(check.stdout.trim().split('\n').pop());
}

/** fetch, once more when a kept-alive connection was closed by the server in between. */
async function fetchAgain(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitFor(url, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${url} did not answer`);
}
