import {
  chain,
  schematic,
  type Rule,
  type SchematicContext,
  type Tree,
} from '@angular-devkit/schematics';
import { adminConfigPath, applicationTitle, writeAdminConfig } from './admin-config-file';
import { addAdminProviders, hasRouter } from './app-config';
import { addHomePage } from './home-page';
import {
  apiOrigin,
  isAbsoluteUrl,
  normalizeOptions,
  type NgAddOptions,
  type SetupOptions,
} from './options';
import { ADMIN_CONTENT, OUTLET_CONTENT, showInRootComponent } from './root-component';
import { mountAdminRoute } from './routes';
import { renderAdminOnClient } from './server-routes';
import { configureWorkspace, writeProxyConfig } from './workspace-config';
import { resolveApplication, type AppProject } from '../utils/project';
import { ChangeReport } from '../utils/report';

/**
 * `ng add @ng-admin/core`, phase 2, once the dependencies are installed: angular.json (theme,
 * fonts, CommonJS allow-list, proxy), the providers, `admin.config.ts`, the root template or
 * route, the server routes with SSR, then the entities the user asked for. Running it again
 * changes nothing; a file the user changed since ng new is left alone with a note.
 *
 * @usageNotes
 * A private schematic: `ng add @ng-admin/core --path=admin` schedules it after the install,
 * with the same options. Specs run it directly:
 * ```ts
 * await runner.runSchematic('ng-add-setup-project', { project: 'demo', path: 'admin' }, tree);
 * ```
 */
export function setupProject(rawOptions: NgAddOptions): Rule {
  return async (tree: Tree) => {
    const options = normalizeOptions(rawOptions);
    const app = await resolveApplication(tree, options.project);
    const report = new ChangeReport();
    return chain([
      configureWorkspace(app.definition, app.name, options, report),
      (host: Tree) => setUpFiles(host, app, options, report),
      ...entityRules(app, options),
      (_host: Tree, context: SchematicContext) => {
        report.print(context.logger, `@ng-admin/core set up in "${app.name}"`);
        context.logger.info(nextSteps(options));
      },
    ]);
  };
}

function setUpFiles(
  tree: Tree,
  app: AppProject,
  options: SetupOptions,
  report: ChangeReport,
): void {
  writeProxyConfig(tree, app.definition, options, report);
  const title = applicationTitle(tree, app.sourceRoot, app.name);
  writeAdminConfig(tree, app.appDir, title, options.apiUrl, report);

  const hostRouter = options.path !== '' || hasRouter(tree.readText(app.appConfigFile));
  addAdminProviders(
    tree,
    app.appConfigFile,
    adminConfigPath(app.appDir),
    { hostRouter, path: options.path, auth: options.auth },
    report,
  );
  if (hostRouter) {
    mountAdminRoute(tree, app.appDir, app.appConfigFile, options.path, report);
    const prefix = app.definition.prefix ?? 'app';
    addHomePage(tree, app.appDir, app.appConfigFile, { path: options.path, title, prefix }, report);
  }
  const { className, file } = app.rootComponent;
  showInRootComponent(tree, file, className, hostRouter ? OUTLET_CONTENT : ADMIN_CONTENT, report);
  renderAdminOnClient(tree, app.appDir, options.path, report);
}

/** The entity generator, once per collection the user named, reading the API at its origin. */
function entityRules(app: AppProject, options: SetupOptions): Rule[] {
  const origin = apiOrigin(options);
  if (options.skipEntities || options.entities.length === 0) return [];
  if (!origin) {
    return [
      (_tree: Tree, context: SchematicContext) => {
        context.logger.warn(
          `Entities ${options.entities.join(', ')} not generated: the API at ${options.apiUrl} ` +
            'cannot be read now (give --proxy, or an absolute --api-url).',
        );
      },
    ];
  }
  return options.entities.map((name) =>
    schematic('entity', { name, project: app.name, fromUrl: `${origin}${name}` }),
  );
}

function nextSteps(options: SetupOptions): string {
  const origin = apiOrigin(options) ?? 'http://<your API>/';
  const where = options.path ? `http://localhost:4200/${options.path}` : 'http://localhost:4200';
  const credentials = {
    none: '',
    bearer: ' --header "Authorization: Bearer <token>"',
    cookie: ' --header "Cookie: <session cookie>"',
  }[options.auth];
  return [
    ...authNotes(options),
    'Next:',
    `  ng generate @ng-admin/core:entity posts --from-url ${origin}posts${credentials}   (an entity from a page of the API)`,
    '  ng generate @ng-admin/core:entity --from-openapi openapi.json      (every collection of an OpenAPI 3 document)',
    `  ng serve, then open ${where}`,
  ].join('\n');
}

/** What `--auth` expects of the API, and where to change it. */
function authNotes(options: SetupOptions): string[] {
  if (options.auth === 'none') return [];
  const api = options.apiUrl;
  const notes = [
    options.auth === 'bearer'
      ? `Sign-in (NgaBearerAuth): POST ${api}login answers { accessToken, identity } and sets a refresh cookie, POST ${api}refresh renews the token, POST ${api}logout, GET ${api}me.`
      : `Sign-in (NgaCookieAuth): POST ${api}login sets a session cookie and an XSRF-TOKEN cookie, POST ${api}logout, GET ${api}me.`,
    '  Other routes: withAuth(..., { endpoints: { login: ... } }). Another kind of API: a ' +
      'provider of your own, see the guide "Authentication and permissions" (docs/auth-and-permissions.md).',
  ];
  if (options.auth === 'cookie' && isAbsoluteUrl(options.apiUrl)) {
    notes.push(
      `  Warning: a session cookie needs the admin and the API on one origin; ${api} is another: use --api-url=/api with --proxy.`,
    );
  }
  return notes;
}
