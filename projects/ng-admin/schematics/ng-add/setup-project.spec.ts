import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UnitTestTree } from '@angular-devkit/schematics/testing';
import type { NgAddOptions } from './options';
import { extractConfiguration, runBuildAdmin, typeErrors } from '../testing/generated-code';
import {
  changedFiles,
  collectLogs,
  createAppTree,
  createRunner,
  snapshot,
  type AppOptions,
} from '../testing/workspace';

interface BuildOptions {
  styles: (string | { input: string })[];
  allowedCommonJsDependencies: string[];
}

async function setUp(app: AppOptions = {}, options: NgAddOptions = {}) {
  const runner = createRunner();
  const logs = collectLogs(runner);
  const before = await createAppTree(runner, app);
  const original = snapshot(before);
  const tree = await runner.runSchematic(
    'ng-add-setup-project',
    { project: 'demo', ...options },
    before,
  );
  return { runner, tree, original, logs };
}

function workspaceOf(tree: UnitTestTree) {
  const workspace = JSON.parse(tree.readText('/angular.json'));
  const architect = workspace.projects.demo.architect;
  return {
    build: architect.build.options as BuildOptions,
    production: architect.build.configurations.production,
    serve: architect.serve,
  };
}

describe('ng add, setup phase', () => {
  it('sets up an ng new application without routing: providers, <nga-admin />, theme, fonts, configuration', async () => {
    const { tree, original, logs } = await setUp();

    const appConfig = tree.readText('/src/app/app.config.ts');
    assert.match(
      appConfig,
      /provideBrowserGlobalErrorListeners\(\),\n\s+provideHttpClient\(withFetch\(\)\),\n\s+provideNgAdmin\(\(\) => import\('.\/admin.config'\)\.then\(\(m\) => m\.buildAdmin\)\),\n {2}\]/,
    );
    assert.match(
      appConfig,
      /import \{ provideHttpClient, withFetch \} from '@angular\/common\/http';/,
    );
    assert.match(appConfig, /import \{ provideNgAdmin \} from '@ng-admin\/core';/);
    // The configuration is a chunk of its own, not in the initial bundle.
    assert.doesNotMatch(appConfig, /import \{ buildAdmin \}/);
    assert.doesNotMatch(appConfig, /withHostRouter|provideRouter/);

    assert.equal(tree.readText('/src/app/app.html'), '<nga-admin />\n');
    const component = tree.readText('/src/app/app.ts');
    assert.match(component, /imports: \[NgAdminComponent\]/);
    assert.match(component, /import \{ NgAdminComponent \} from '@ng-admin\/core';/);
    assert.match(tree.readText('/src/app/app.css'), /height: 100%/);

    const { build, production } = workspaceOf(tree);
    assert.deepEqual(build.styles, [
      'node_modules/@fontsource/roboto/400.css',
      'node_modules/@fontsource/roboto/500.css',
      'node_modules/material-icons/iconfont/filled.css',
      'node_modules/@ng-admin/core/themes/azure.css',
      'src/styles.css',
    ]);
    for (const name of ['angular-expressions', 'papaparse', 'quill-delta']) {
      assert.ok(build.allowedCommonJsDependencies.includes(name), name);
    }
    const originalWorkspace = JSON.parse(original.get('/angular.json')!);
    assert.deepEqual(
      production.budgets,
      originalWorkspace.projects.demo.architect.build.configurations.production.budgets,
    );
    assert.equal(tree.exists('/proxy.conf.json'), false);
    assert.doesNotMatch(tree.readText('/src/index.html'), /fonts.googleapis/);

    const adminConfig = tree.readText('/src/app/admin.config.ts');
    assert.match(adminConfig, /export function buildAdmin\(\): Application \{/);
    assert.match(adminConfig, /admin\.application\('Demo'\)\.baseApiUrl\('\/api\/'\)/);
    assert.doesNotMatch(adminConfig, /^\s*const posts/m);
    assert.ok(logs.some((line) => line.includes('src/app/app.config.ts: providers +=')));
  });

  it('writes a configuration that type-checks and runs', async () => {
    const { tree } = await setUp({}, { apiUrl: 'http://localhost:3000' });
    const generated = extractConfiguration(tree);
    try {
      assert.deepEqual(typeErrors(generated.dir), []);
      const application = await runBuildAdmin(generated.dir);
      assert.equal(application.title(), 'Demo');
      assert.equal(application.baseApiUrl(), 'http://localhost:3000/');
      assert.equal(application.entities.length, 0);
    } finally {
      generated.dispose();
    }
  });

  for (const app of [
    { routing: false, ssr: false, style: 'css' },
    { routing: true, ssr: false, style: 'scss' },
    { routing: true, ssr: true, style: 'scss' },
    { routing: false, ssr: true, style: 'css' },
  ] as const) {
    for (const path of ['', 'admin']) {
      it(`changes nothing when run again (routing ${app.routing}, ssr ${app.ssr}, path "${path}")`, async () => {
        const runner = createRunner();
        const options = { project: 'demo', path, proxy: 'http://127.0.0.1:3000' };
        const once = await runner.runSchematic(
          'ng-add-setup-project',
          options,
          await createAppTree(runner, app),
        );
        const first = snapshot(once);
        const twice = await runner.runSchematic('ng-add-setup-project', options, once);
        assert.deepEqual(changedFiles(first, snapshot(twice)), []);
      });
    }
  }

  it('mounts the admin next to the routes of a routing application, with withHostRouter()', async () => {
    const { tree } = await setUp({ routing: true }, { path: 'admin' });
    const appConfig = tree.readText('/src/app/app.config.ts');
    assert.match(appConfig, /provideRouter\(routes\)/);
    assert.match(
      appConfig,
      /provideNgAdmin\(\(\) => import\('.\/admin.config'\)\.then\(\(m\) => m\.buildAdmin\), withHostRouter\(\)\)/,
    );
    assert.equal((appConfig.match(/provideRouter\(/g) ?? []).length, 1);
    const routes = tree.readText('/src/app/app.routes.ts');
    assert.match(
      routes,
      /\{ path: 'admin', component: NgAdminComponent, children: ngAdminRoutes \}/,
    );
    assert.match(routes, /import \{ NgAdminComponent, ngAdminRoutes \} from '@ng-admin\/core';/);
    assert.equal(tree.readText('/src/app/app.html'), '<router-outlet />\n');
    assert.match(tree.readText('/src/app/app.ts'), /imports: \[RouterOutlet\]/);
  });

  it('puts the admin route before a catch-all route', async () => {
    const runner = createRunner();
    const app = await createAppTree(runner, { routing: true });
    app.overwrite(
      '/src/app/app.routes.ts',
      "import { Routes } from '@angular/router';\nimport { Home } from './home';\n\nexport const routes: Routes = [\n  { path: '', component: Home },\n  { path: '**', redirectTo: '' },\n];\n",
    );
    const tree = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', path: 'admin' },
      app,
    );
    const routes = tree.readText('/src/app/app.routes.ts');
    assert.ok(routes.indexOf("path: 'admin'") < routes.indexOf("path: '**'"), routes);
    assert.ok(routes.indexOf("path: ''") < routes.indexOf("path: 'admin'"), routes);
  });

  it('gives an application without routing a router when the admin goes under a path', async () => {
    const { tree } = await setUp({ routing: false }, { path: '/back-office/' });
    const appConfig = tree.readText('/src/app/app.config.ts');
    assert.match(appConfig, /provideRouter\(routes\)/);
    assert.match(appConfig, /import \{ routes \} from '.\/app.routes';/);
    assert.match(appConfig, /withHostRouter\(\)/);
    assert.match(
      tree.readText('/src/app/app.routes.ts'),
      /path: 'back-office', component: NgAdminComponent/,
    );
    assert.equal(tree.readText('/src/app/app.html'), '<router-outlet />\n');
    assert.match(tree.readText('/src/app/app.ts'), /imports: \[RouterOutlet\]/);
  });

  it('fills a routing application with the admin at its root path through the host router', async () => {
    const { tree } = await setUp({ routing: true }, { path: '' });
    assert.match(
      tree.readText('/src/app/app.routes.ts'),
      /\{ path: '', component: NgAdminComponent, children: ngAdminRoutes \}/,
    );
    assert.match(tree.readText('/src/app/app.config.ts'), /withHostRouter\(\)/);
    assert.equal(tree.readText('/src/app/app.html'), '<router-outlet />\n');
  });

  it('with SSR, renders the admin on the client only', async () => {
    const underPath = await setUp({ routing: true, ssr: true }, { path: 'admin' });
    const serverRoutes = underPath.tree.readText('/src/app/app.routes.server.ts');
    assert.match(
      serverRoutes,
      /\{ path: 'admin', renderMode: RenderMode\.Client \},\n {2}\{ path: 'admin\/\*\*', renderMode: RenderMode\.Client \},\n {2}\{\n\s+path: '\*\*',\n\s+renderMode: RenderMode\.Prerender/,
    );

    const wholeApp = await setUp({ routing: false, ssr: true }, { path: '' });
    const wholeRoutes = wholeApp.tree.readText('/src/app/app.routes.server.ts');
    assert.match(wholeRoutes, /path: '\*\*',\s+renderMode: RenderMode\.Client/);
    assert.doesNotMatch(wholeRoutes, /Prerender/);
    assert.equal(wholeApp.tree.readText('/src/app/app.html'), '<nga-admin />\n');
  });

  it('with SSR and server routes the user changed, keeps them and says what the admin needs', async () => {
    const runner = createRunner();
    const logs = collectLogs(runner);
    const app = await createAppTree(runner, { ssr: true });
    const custom =
      "import { RenderMode, ServerRoute } from '@angular/ssr';\n\nexport const serverRoutes: ServerRoute[] = [\n  { path: 'about', renderMode: RenderMode.Prerender },\n  { path: '**', renderMode: RenderMode.Server },\n];\n";
    app.overwrite('/src/app/app.routes.server.ts', custom);
    const tree = await runner.runSchematic('ng-add-setup-project', { project: 'demo' }, app);
    assert.equal(tree.readText('/src/app/app.routes.server.ts'), custom);
    assert.ok(
      logs.some((line) =>
        /warn: .*app\.routes\.server\.ts: changed since ng new.*RenderMode\.Client/s.test(line),
      ),
      logs.join('\n'),
    );
  });

  it('works the same in an scss application', async () => {
    const { tree } = await setUp({ style: 'scss' });
    assert.equal(workspaceOf(tree).build.styles.at(-1), 'src/styles.scss');
    assert.match(
      tree.readText('/src/app/app.scss'),
      /:host \{\n {2}display: block;\n {2}height: 100%;\n\}/,
    );
  });

  it('with --proxy, writes proxy.conf.json for the API path and points ng serve at it', async () => {
    const { tree } = await setUp({}, { apiUrl: '/rest/v1', proxy: 'http://localhost:8080/' });
    assert.deepEqual(JSON.parse(tree.readText('/proxy.conf.json')), {
      '/rest/v1': {
        target: 'http://localhost:8080',
        secure: false,
        changeOrigin: true,
        pathRewrite: { '^/rest/v1': '' },
      },
    });
    assert.equal(workspaceOf(tree).serve.options.proxyConfig, 'proxy.conf.json');
    assert.match(tree.readText('/src/app/admin.config.ts'), /baseApiUrl\('\/rest\/v1\/'\)/);
  });

  it('completes an existing proxy file and keeps an entry that goes elsewhere', async () => {
    const runner = createRunner();
    const logs = collectLogs(runner);
    const app = await createAppTree(runner);
    app.create(
      '/proxy.conf.json',
      JSON.stringify({ '/auth': { target: 'http://localhost:9000' } }),
    );
    let tree = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', proxy: 'http://localhost:3000' },
      app,
    );
    assert.deepEqual(Object.keys(JSON.parse(tree.readText('/proxy.conf.json'))), ['/auth', '/api']);

    tree = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', proxy: 'http://localhost:4000' },
      tree,
    );
    assert.equal(
      JSON.parse(tree.readText('/proxy.conf.json'))['/api'].target,
      'http://localhost:3000',
    );
    assert.ok(
      logs.some((line) => line.includes('/api already goes to http://localhost:3000; kept')),
    );
  });

  it('switches the prebuilt theme when run with another --theme', async () => {
    const runner = createRunner();
    const once = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo' },
      await createAppTree(runner),
    );
    const twice = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', theme: 'violet' },
      once,
    );
    const styles = workspaceOf(twice).build.styles;
    assert.ok(styles.includes('node_modules/@ng-admin/core/themes/violet.css'));
    assert.ok(!styles.includes('node_modules/@ng-admin/core/themes/azure.css'));
  });

  it('leaves a template the user changed alone and says what to add', async () => {
    const runner = createRunner();
    const logs = collectLogs(runner);
    const app = await createAppTree(runner);
    app.overwrite('/src/app/app.html', '<h1>My shop</h1>\n');
    const tree = await runner.runSchematic('ng-add-setup-project', { project: 'demo' }, app);
    assert.equal(tree.readText('/src/app/app.html'), '<h1>My shop</h1>\n');
    assert.match(tree.readText('/src/app/app.ts'), /imports: \[\]/);
    assert.ok(
      logs.some((line) =>
        /warn: .*src\/app\/app\.html: changed since ng new, so kept: add <nga-admin \/>/s.test(
          line,
        ),
      ),
      logs.join('\n'),
    );
  });

  it('keeps an admin.config.ts that exists', async () => {
    const runner = createRunner();
    const app = await createAppTree(runner);
    app.create('/src/app/admin.config.ts', '// mine\n');
    const tree = await runner.runSchematic('ng-add-setup-project', { project: 'demo' }, app);
    assert.equal(tree.readText('/src/app/admin.config.ts'), '// mine\n');
  });

  it('refuses a library project and an unknown project with a clear message', async () => {
    const runner = createRunner();
    const app = await createAppTree(runner);
    const withLibrary = await runner.runExternalSchematic(
      '@schematics/angular',
      'library',
      { name: 'lib' },
      app,
    );
    await assert.rejects(
      runner.runSchematic('ng-add-setup-project', { project: 'lib' }, withLibrary),
      /is a library/,
    );
    await assert.rejects(
      runner.runSchematic('ng-add-setup-project', { project: 'nope' }, app),
      /No project "nope"/,
    );
  });

  it('refuses an NgModule application, which it cannot set up', async () => {
    const runner = createRunner();
    const workspace = await runner.runExternalSchematic('@schematics/angular', 'workspace', {
      name: 'ws',
      newProjectRoot: 'projects',
      version: '22.2.7',
    });
    const app = await runner.runExternalSchematic(
      '@schematics/angular',
      'application',
      { name: 'demo', projectRoot: '', standalone: false, skipTests: true },
      workspace,
    );
    await assert.rejects(
      runner.runSchematic('ng-add-setup-project', { project: 'demo' }, app),
      /does not call bootstrapApplication\(\)/,
    );
  });
});
