import { posix } from 'node:path';
import type { Tree } from '@angular-devkit/schematics';
import ts from 'typescript';
import { findRoutesArray } from './app-config';
import type { ChangeReport } from '../utils/report';
import { addImports, appendArrayElements, insertAt, type NamedImport } from '../utils/source';
import { quote } from '../utils/names';

const ROUTE_IMPORTS: readonly NamedImport[] = [
  { name: 'NgAdminComponent', from: '@ng-admin/core' },
  { name: 'ngAdminRoutes', from: '@ng-admin/core' },
];

/** `{ path: 'admin', component: NgAdminComponent, children: ngAdminRoutes }`. */
export function adminRoute(path: string): string {
  return `{ path: ${quote(path)}, component: NgAdminComponent, children: ngAdminRoutes }`;
}

/**
 * Mounts the admin in the application's routes: creates `app.routes.ts` when the application
 * had no router, else adds the admin route to the routes given to `provideRouter()` (before a
 * `**` catch-all, which would hide it). Nothing changes when a route already shows the admin.
 */
export function mountAdminRoute(
  tree: Tree,
  appDir: string,
  appConfigFile: string,
  path: string,
  report: ChangeReport,
): void {
  const routesFile = posix.join(appDir, 'app.routes.ts');
  const found = findRoutesArray(tree, appConfigFile);
  if (!found) {
    if (tree.exists(routesFile) && /\bprovideRouter\s*\(/.test(tree.readText(appConfigFile))) {
      report.manual(routesFile, `add the admin route: ${adminRoute(path)}`);
      return;
    }
    if (tree.exists(routesFile)) {
      report.manual(routesFile, `exists but is not used: add the admin route ${adminRoute(path)}`);
      return;
    }
    tree.create(
      routesFile,
      `import { Routes } from '@angular/router';
import { NgAdminComponent, ngAdminRoutes } from '@ng-admin/core';

export const routes: Routes = [
  ${adminRoute(path)},
];
`,
    );
    report.changed(routesFile, `created with the admin route at /${path}`);
    return;
  }
  const { file, array } = found;
  const text = tree.readText(file);
  const arrayText = text.slice(array.getStart(), array.getEnd());
  if (/\bngAdminRoutes\b|\bNgAdminComponent\b/.test(arrayText)) return;
  const catchAll = array.elements.find(
    (element) =>
      ts.isObjectLiteralExpression(element) && /path\s*:\s*['"]\*\*['"]/.test(element.getText()),
  );
  let updated: string;
  if (catchAll) {
    const start = catchAll.getStart();
    const indent = /[ \t]*$/.exec(text.slice(0, start))?.[0] ?? '';
    updated = insertAt(text, start, `${adminRoute(path)},\n${indent}`);
  } else {
    updated = appendArrayElements(text, array, [adminRoute(path)]);
  }
  tree.overwrite(file, addImports(updated, file, ROUTE_IMPORTS));
  report.changed(file, `added the admin route at /${path}`);
}
