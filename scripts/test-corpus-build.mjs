// `npm run test:corpus`: builds the library (the package an application installs, themes
// included), then for each document of the OpenAPI corpus writes an `ng new` application,
// runs `ng add` and `ng generate @ng-admin/core:entity --from-openapi <document>` on it (the
// schematics of the built package, run by the Angular DevKit as the CLI runs them), and builds
// it with `ng build` and the budgets `ng new` sets: an error budget (1 MB initial) fails the
// build, a warning (500 kB) is listed under the suite's count. One node:test test per
// document; each prints its build time and initial bundle size.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

for (const [name, file] of documents) {
  test(`${name}: the generated application builds with the default budgets`, async () => {
    const generatedAt = Date.now();
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
    tree = await runner.runSchematic('ng-add-setup-project', { project: name }, tree);
    tree = await runner.runSchematic(
      'entity',
      { project: name, fromOpenapi: join(corpusDir, file) },
      tree,
    );
    const generated = ((Date.now() - generatedAt) / 1000).toFixed(1);
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
      {
        cwd: app,
        encoding: 'utf8',
        env: { ...process.env, NG_CLI_ANALYTICS: 'false', CI: 'true' },
      },
    );
    const output = `${build.stdout}\n${build.stderr}`;
    assert.equal(build.status, 0, `ng build failed:\n${output}`);
    const initial = /Initial total\s*\|\s*([\d.]+ [kM]B)/.exec(output)?.[1] ?? '?';
    for (const warning of output.match(
      /\[WARNING\] bundle initial exceeded maximum budget[^\n]*/g,
    ) ?? []) {
      warnings.push(`corpus ${name}: ${warning.replace('[WARNING] ', '')}`);
    }
    console.log(
      `${name}: ${tree.files.filter((path) => path.startsWith('/src/app/admin/')).length} files ` +
        `generated in ${generated} s, built in ${((Date.now() - buildAt) / 1000).toFixed(1)} s, ` +
        `initial ${initial}`,
    );
    rmSync(app, { recursive: true, force: true });
  });
}
