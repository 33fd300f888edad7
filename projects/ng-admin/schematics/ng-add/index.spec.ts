import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { NodePackageTaskOptions } from '@angular-devkit/schematics/tasks/package-manager/options';
import type { RunSchematicTaskOptions } from '@angular-devkit/schematics/tasks/run-schematic/options';
import { angularVersionRange } from './index';
import type { NgAddOptions } from './options';
import { createAppTree, createRunner } from '../testing/workspace';
import { FONT_DEPENDENCIES, PEER_DEPENDENCIES } from '../utils/versions';

const libraryManifest = JSON.parse(
  readFileSync(resolve(__dirname, '../../../projects/ng-admin/package.json'), 'utf8'),
) as { peerDependencies: Record<string, string> };

describe('ng add, install phase', () => {
  it('records the peers at the application Angular version and the fonts, then installs and sets up', async () => {
    const runner = createRunner();
    const tree = await runner.runSchematic(
      'ng-add',
      { project: 'demo' },
      await createAppTree(runner),
    );

    const manifest = JSON.parse(tree.readText('/package.json')) as {
      dependencies: Record<string, string>;
    };
    const core = manifest.dependencies['@angular/core']!;
    assert.equal(manifest.dependencies['@angular/material'], angularVersionRange(core));
    assert.equal(manifest.dependencies['@angular/cdk'], angularVersionRange(core));
    assert.equal(manifest.dependencies['ngx-quill'], '^31.0.0');
    assert.equal(manifest.dependencies['quill'], '^2.0.0');
    assert.equal(
      manifest.dependencies['@fontsource/roboto'],
      FONT_DEPENDENCIES['@fontsource/roboto'],
    );
    assert.equal(manifest.dependencies['material-icons'], FONT_DEPENDENCIES['material-icons']);

    const [install, setup] = runner.tasks;
    assert.equal(runner.tasks.length, 2);
    assert.equal(install!.name, 'node-package');
    assert.equal((install!.options as NodePackageTaskOptions).command, 'install');
    assert.equal(setup!.name, 'run-schematic');
    const setupOptions = setup!.options as RunSchematicTaskOptions<NgAddOptions>;
    assert.equal(setupOptions.name, 'ng-add-setup-project');
    assert.equal(setupOptions.options.project, 'demo');
  });

  it('without an API to read, tells the setup phase not to ask for entities', async () => {
    const runner = createRunner();
    await runner.runSchematic('ng-add', { project: 'demo' }, await createAppTree(runner));
    const setup = runner.tasks[1]!.options as RunSchematicTaskOptions<NgAddOptions>;
    assert.equal(setup.options.entities, '');
  });

  it('with --proxy, leaves the entities question to the setup phase', async () => {
    const runner = createRunner();
    await runner.runSchematic(
      'ng-add',
      { project: 'demo', proxy: 'http://127.0.0.1:9' },
      await createAppTree(runner),
    );
    const setup = runner.tasks[1]!.options as RunSchematicTaskOptions<NgAddOptions>;
    assert.equal(setup.options.entities, undefined);
  });

  it('keeps the versions already in package.json and installs nothing when nothing is missing', async () => {
    const runner = createRunner();
    const app = await createAppTree(runner);
    const manifest = JSON.parse(app.readText('/package.json')) as {
      dependencies: Record<string, string>;
    };
    Object.assign(manifest.dependencies, {
      '@angular/material': '~22.2.6',
      '@angular/cdk': '~22.2.6',
      'ngx-quill': '31.0.1',
      quill: '2.0.3',
      '@fontsource/roboto': '5.3.0',
      'material-icons': '1.13.14',
    });
    app.overwrite('/package.json', JSON.stringify(manifest, null, 2));
    const tree = await runner.runSchematic('ng-add', { project: 'demo' }, app);
    assert.equal(tree.readText('/package.json'), JSON.stringify(manifest, null, 2));
    assert.deepEqual(
      runner.tasks.map((task) => task.name),
      ['run-schematic'],
    );
  });

  it('with --skip-install, records the dependencies but schedules no install', async () => {
    const runner = createRunner();
    const tree = await runner.runSchematic(
      'ng-add',
      { project: 'demo', skipInstall: true },
      await createAppTree(runner),
    );
    assert.match(tree.readText('/package.json'), /"ngx-quill"/);
    assert.deepEqual(
      runner.tasks.map((task) => task.name),
      ['run-schematic'],
    );
  });

  it('rejects wrong options before changing anything', async () => {
    const runner = createRunner();
    const app = await createAppTree(runner);
    await assert.rejects(
      runner.runSchematic('ng-add', { project: 'demo', apiUrl: 'api' }, app),
      /--api-url must be a path starting with "\/"/,
    );
    await assert.rejects(
      runner.runSchematic('ng-add', { project: 'demo', proxy: 'localhost:3000' }, app),
      /--proxy must be an http\(s\) URL/,
    );
    await assert.rejects(
      runner.runSchematic(
        'ng-add',
        { project: 'demo', apiUrl: 'http://api.example.com', proxy: 'http://localhost:3000' },
        app,
      ),
      /--proxy needs --api-url to be a path/,
    );
    await assert.rejects(
      runner.runSchematic('ng-add', { project: 'demo', theme: 'purple' }, app),
      /theme/,
    );
    await assert.rejects(
      runner.runSchematic('ng-add', { project: 'demo', path: 'ad min' }, app),
      /--path must be a route path/,
    );
  });

  it('records the same peer ranges as the library declares', () => {
    for (const [name, range] of Object.entries(PEER_DEPENDENCIES)) {
      assert.equal(range, libraryManifest.peerDependencies[name], name);
    }
    assert.equal(
      angularVersionRange(libraryManifest.peerDependencies['@angular/material']),
      libraryManifest.peerDependencies['@angular/material'],
    );
  });

  it('derives Material from the Angular version range, and says when Angular is missing', () => {
    assert.equal(angularVersionRange('^22.2.0'), '^22.2.0');
    assert.equal(angularVersionRange('~22.3.1'), '^22.3.0');
    assert.throws(() => angularVersionRange(undefined), /no @angular\/core dependency/);
  });
});
