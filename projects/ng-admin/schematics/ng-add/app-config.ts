import { posix } from 'node:path';
import type { Tree } from '@angular-devkit/schematics';
import ts from 'typescript';
import {
  addImports,
  appendArrayElements,
  findCalls,
  findNodes,
  parseSource,
  type NamedImport,
} from '../utils/source';
import type { ChangeReport } from '../utils/report';
import type { AuthKind } from './options';

/** How the admin is mounted. */
export interface MountPlan {
  /** The application has (or gets) its own router: provideNgAdmin(..., withHostRouter()). */
  hostRouter: boolean;
  /** The admin's route path (`''`: the whole application). */
  path: string;
  /** How users sign in: `withAuth(...)` with the matching built-in provider, or nothing. */
  auth?: AuthKind;
}

/** The built-in provider `--auth` picks. */
const AUTH_PROVIDERS: Record<Exclude<AuthKind, 'none'>, string> = {
  bearer: 'NgaBearerAuth',
  cookie: 'NgaCookieAuth',
};

/** The features given to `provideNgAdmin(configure, ...)` for a mount plan. */
export function adminFeatures(plan: MountPlan): { call: string; imports: NamedImport[] }[] {
  const features: { call: string; imports: NamedImport[] }[] = [];
  if (plan.hostRouter) {
    features.push({
      call: 'withHostRouter()',
      imports: [{ name: 'withHostRouter', from: '@ng-admin/core' }],
    });
  }
  if (plan.auth && plan.auth !== 'none') {
    const provider = AUTH_PROVIDERS[plan.auth];
    features.push({
      call: `withAuth(${provider})`,
      imports: [
        { name: provider, from: '@ng-admin/core' },
        { name: 'withAuth', from: '@ng-admin/core' },
      ],
    });
  }
  return features;
}

/** Whether an app config already provides Angular's router. */
export function hasRouter(appConfigText: string): boolean {
  return /\bprovideRouter\s*\(/.test(appConfigText);
}

/**
 * Adds `provideHttpClient(withFetch())` (unless an HttpClient is provided) and
 * `provideNgAdmin(() => import('./admin.config').then((m) => m.buildAdmin))` (with `withHostRouter()` under a host router and
 * `withAuth(...)` with `--auth`) to the providers of the app config, and
 * `provideRouter(routes)` when the admin needs a router the application does not have yet.
 * Everything else is kept.
 */
export function addAdminProviders(
  tree: Tree,
  appConfigFile: string,
  adminConfigFile: string,
  plan: MountPlan,
  report: ChangeReport,
): void {
  const text = tree.readText(appConfigFile);
  const providers = findProvidersArray(parseSource(appConfigFile, text));
  const features = adminFeatures(plan);
  // The configuration loads in a chunk of its own: however many entities it grows to, the
  // initial bundle stays within the default budgets.
  const configure = `() => import('${relativeModule(appConfigFile, adminConfigFile)}').then((m) => m.buildAdmin)`;
  const args = [configure, ...features.map((feature) => feature.call)];
  const provideAdmin = `provideNgAdmin(${args.join(', ')})`;
  if (!providers) {
    report.manual(
      appConfigFile,
      `no \`providers: [...]\` array found: add provideHttpClient(withFetch()) and ${provideAdmin}`,
    );
    return;
  }
  const elements: string[] = [];
  const imports: NamedImport[] = [];
  if (plan.hostRouter && !hasRouter(text)) {
    elements.push('provideRouter(routes)');
    imports.push({ name: 'provideRouter', from: '@angular/router' });
    imports.push({ name: 'routes', from: './app.routes' });
  }
  if (!/\bprovideHttpClient\s*\(/.test(text)) {
    elements.push('provideHttpClient(withFetch())');
    imports.push({ name: 'provideHttpClient', from: '@angular/common/http' });
    imports.push({ name: 'withFetch', from: '@angular/common/http' });
  }
  if (!/\bprovideNgAdmin\s*\(/.test(text)) {
    elements.push(provideAdmin);
    imports.push({ name: 'provideNgAdmin', from: '@ng-admin/core' });
    imports.push(...features.flatMap((feature) => feature.imports));
  } else {
    if (plan.hostRouter && !/\bwithHostRouter\s*\(/.test(text)) {
      report.manual(
        appConfigFile,
        'provideNgAdmin() is there without withHostRouter(), but the application has its own ' +
          'router: pass withHostRouter() as its second argument',
      );
    }
    const auth = features.find((feature) => feature.call.startsWith('withAuth('));
    if (auth && !/\bwithAuth\s*\(/.test(text)) {
      report.manual(
        appConfigFile,
        `provideNgAdmin() is there without authentication: add ${auth.call} to its features ` +
          `(import ${auth.imports.map((item) => item.name).join(' and ')} from '@ng-admin/core')`,
      );
    }
  }
  if (elements.length === 0) return;
  const updated = addImports(
    appendArrayElements(text, providers, elements),
    appConfigFile,
    imports,
  );
  tree.overwrite(appConfigFile, updated);
  report.changed(appConfigFile, `providers += ${elements.join(', ')}`);
}

/** The `providers: [...]` array of the first object literal that has one. */
export function findProvidersArray(source: ts.SourceFile): ts.ArrayLiteralExpression | undefined {
  const property = findNodes(
    source,
    (node): node is ts.PropertyAssignment =>
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'providers' &&
      ts.isArrayLiteralExpression(node.initializer) &&
      ts.isObjectLiteralExpression(node.parent),
  )[0];
  return property?.initializer as ts.ArrayLiteralExpression | undefined;
}

/** `./admin.config` for `src/app/admin.config.ts` seen from `src/app/app.config.ts`. */
export function relativeModule(fromFile: string, toFile: string): string {
  const relative = posix.relative(posix.dirname(fromFile), toFile).replace(/\.ts$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * The file and array literal of the routes given to `provideRouter(routes)`, when they are a
 * plain array exported by a relative module (as `ng new --routing` writes them).
 */
export function findRoutesArray(
  tree: Tree,
  appConfigFile: string,
): { file: string; array: ts.ArrayLiteralExpression } | undefined {
  const config = parseSource(appConfigFile, tree.readText(appConfigFile));
  const routesArgument = findCalls(config, 'provideRouter')[0]?.arguments[0];
  if (!routesArgument || !ts.isIdentifier(routesArgument)) return undefined;
  const name = routesArgument.text;
  let file = appConfigFile;
  for (const statement of config.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      if (bindings.elements.some((element) => element.name.text === name)) {
        file = `${posix.join(posix.dirname(appConfigFile), statement.moduleSpecifier.text)}.ts`;
      }
    }
  }
  if (!tree.exists(file)) return undefined;
  const source = parseSource(file, tree.readText(file));
  const declaration = findNodes(
    source,
    (node): node is ts.VariableDeclaration =>
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name,
  )[0];
  const initializer = declaration?.initializer;
  if (!initializer || !ts.isArrayLiteralExpression(initializer)) return undefined;
  return { file, array: initializer };
}
