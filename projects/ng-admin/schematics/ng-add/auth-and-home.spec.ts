import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NgAddOptions } from './options';
import { homePageSource } from './home-page';
import { collectLogs, createAppTree, createRunner, type AppOptions } from '../testing/workspace';

async function setUp(app: AppOptions = {}, options: NgAddOptions = {}) {
  const runner = createRunner();
  const logs = collectLogs(runner);
  const tree = await runner.runSchematic(
    'ng-add-setup-project',
    { project: 'demo', ...options },
    await createAppTree(runner, app),
  );
  return { runner, tree, logs };
}

/** The names an app config imports from @ng-admin/core. */
function coreImports(appConfig: string): string[] {
  const named = /import \{([^}]*)\} from '@ng-admin\/core';/.exec(appConfig)?.[1] ?? '';
  return named
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

describe('ng add --auth', () => {
  it('none (the default) adds no authentication', async () => {
    const { tree } = await setUp();
    assert.doesNotMatch(tree.readText('/src/app/app.config.ts'), /withAuth/);
  });

  it('bearer signs users in with NgaBearerAuth and says which routes it calls', async () => {
    const { tree, logs } = await setUp({}, { auth: 'bearer', apiUrl: '/api' });
    const appConfig = tree.readText('/src/app/app.config.ts');
    assert.match(
      appConfig,
      /provideNgAdmin\(\(\) => import\('.\/admin.config'\)\.then\(\(m\) => m\.buildAdmin\), withAuth\(NgaBearerAuth\)\)/,
    );
    assert.deepEqual(coreImports(appConfig), ['NgaBearerAuth', 'provideNgAdmin', 'withAuth']);
    const printed = logs.join('\n');
    assert.match(printed, /NgaBearerAuth\): POST \/api\/login answers \{ accessToken, identity \}/);
    assert.match(printed, /POST \/api\/refresh/);
    assert.match(printed, /--from-url .*posts --header "Authorization: Bearer <token>"/);
  });

  it('cookie under a path signs users in with NgaCookieAuth beside withHostRouter()', async () => {
    const { tree } = await setUp({ routing: true }, { auth: 'cookie', path: 'admin' });
    const appConfig = tree.readText('/src/app/app.config.ts');
    assert.match(
      appConfig,
      /provideNgAdmin\(\(\) => import\('.\/admin.config'\)\.then\(\(m\) => m\.buildAdmin\), withHostRouter\(\), withAuth\(NgaCookieAuth\)\)/,
    );
    assert.deepEqual(coreImports(appConfig), [
      'NgaCookieAuth',
      'provideNgAdmin',
      'withAuth',
      'withHostRouter',
    ]);
  });

  it('cookie with an API on another origin warns that the session cookie will not work', async () => {
    const { logs } = await setUp({}, { auth: 'cookie', apiUrl: 'https://api.example.com' });
    assert.ok(
      logs.some((line) => /a session cookie needs the admin and the API on one origin/.test(line)),
      logs.join('\n'),
    );
  });

  it('run again with --auth on a set-up application, says what to add and changes nothing', async () => {
    const runner = createRunner();
    const logs = collectLogs(runner);
    const once = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo' },
      await createAppTree(runner),
    );
    const before = once.readText('/src/app/app.config.ts');
    const twice = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', auth: 'bearer' },
      once,
    );
    assert.equal(twice.readText('/src/app/app.config.ts'), before);
    assert.ok(
      logs.some((line) =>
        /warn: .*without authentication: add withAuth\(NgaBearerAuth\).*import NgaBearerAuth and withAuth/s.test(
          line,
        ),
      ),
      logs.join('\n'),
    );
  });

  it('refuses an unknown kind with the ones it knows', async () => {
    await assert.rejects(
      setUp({}, { auth: 'oauth' }),
      /"\/auth" must be equal to one of the allowed values\. Allowed values are: "none", "bearer", "cookie"/,
    );
  });
});

describe('ng add --path: the page at /', () => {
  for (const routing of [true, false]) {
    it(`gives / a home page with a link to the admin (routing ${routing})`, async () => {
      const { tree } = await setUp({ routing }, { path: 'admin' });
      const routes = tree.readText('/src/app/app.routes.ts');
      assert.match(
        routes,
        /\[\n {2}\{ path: '', pathMatch: 'full', component: Home \},\n {2}\{ path: 'admin', component: NgAdminComponent, children: ngAdminRoutes \},\n\]/,
      );
      assert.match(routes, /import \{ Home \} from '\.\/home';/);
      const home = tree.readText('/src/app/home.ts');
      assert.match(home, /selector: 'app-home'/);
      assert.match(home, /<h1>Demo<\/h1>/);
      assert.match(home, /<a routerLink="\/admin">Open the admin<\/a>/);
      assert.match(home, /export class Home \{\}/);
    });
  }

  it('leaves / to the routes that answer it, and to the admin without --path', async () => {
    const runner = createRunner();
    const app = await createAppTree(runner, { routing: true });
    const routes =
      "import { Routes } from '@angular/router';\n\nexport const routes: Routes = [{ path: '**', redirectTo: 'shop' }];\n";
    app.overwrite('/src/app/app.routes.ts', routes);
    const tree = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', path: 'admin' },
      app,
    );
    assert.equal(tree.exists('/src/app/home.ts'), false);
    assert.doesNotMatch(tree.readText('/src/app/app.routes.ts'), /Home/);

    const whole = await setUp({ routing: true }, { path: '' });
    assert.equal(whole.tree.exists('/src/app/home.ts'), false);
  });

  it('keeps a home.ts of the application and says what to route', async () => {
    const runner = createRunner();
    const logs = collectLogs(runner);
    const app = await createAppTree(runner, { routing: true });
    app.create('/src/app/home.ts', '// mine\n');
    const tree = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', path: 'admin' },
      app,
    );
    assert.equal(tree.readText('/src/app/home.ts'), '// mine\n');
    assert.ok(
      logs.some((line) => /no route answers \/ \(the admin is at \/admin\)/.test(line)),
      logs.join('\n'),
    );
  });

  it('writes the title as text, whatever characters it has', () => {
    const source = homePageSource('R&D <admin> @ {ACME} `$x`', 'admin', 'app');
    assert.match(
      source,
      /<h1>R&#38;D &#60;admin&#62; &#64; &#123;ACME&#125; &#96;&#36;x&#96;<\/h1>/,
    );
  });
});
