import { posix } from 'node:path';
import type { Tree } from '@angular-devkit/schematics';
import ts from 'typescript';
import { findRoutesArray } from './app-config';
import type { ChangeReport } from '../utils/report';
import { addImports, prependArrayElement } from '../utils/source';

/** The route of the home page ng add writes: `/` exactly, so it never shadows another route. */
export const HOME_ROUTE = "{ path: '', pathMatch: 'full', component: Home }";

/**
 * The home page of an application whose admin lives under `path`: the application's title
 * and a link to the admin, so that `/`, the first address `ng serve` prints, shows something.
 *
 * @usageNotes
 * ```ts
 * homePageSource('Back office', 'admin', 'app');
 * ```
 */
export function homePageSource(title: string, path: string, prefix: string): string {
  // Text of an Angular template inside a template literal: no markup, interpolation, block.
  const text = (value: string) =>
    value.replace(/[&<>`$@{}]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `import { Component } from '@angular/core';
import { RouterLink } from '@angular/router';

/**
 * The application's home page, written by ng add @ng-admin/core so that / shows something:
 * the admin lives under /${path}. Make this page yours, or route / elsewhere in app.routes.ts.
 */
@Component({
  selector: '${prefix}-home',
  imports: [RouterLink],
  template: \`
    <main class="home">
      <h1>${text(title)}</h1>
      <p>The admin of this application is at <code>/${path}</code>.</p>
      <a routerLink="/${path}">Open the admin</a>
    </main>
  \`,
  styles: \`
    .home {
      max-width: 640px;
      margin: 0 auto;
      padding: 48px 24px;
      font-family: Roboto, sans-serif;
    }
  \`,
})
export class Home {}
`;
}

/**
 * Gives `/` a home page when the admin lives under a path and no route of the application
 * answers `/` (ng new's empty routes): writes `home.ts` and routes `/` to it. Routes that already
 * answer `/` (a `''` path, a `**` catch-all) are the application's and are left alone.
 */
export function addHomePage(
  tree: Tree,
  appDir: string,
  appConfigFile: string,
  options: { path: string; title: string; prefix: string },
  report: ChangeReport,
): void {
  if (options.path === '') return;
  const found = findRoutesArray(tree, appConfigFile);
  if (!found) return;
  const answersRoot = found.array.elements.some(
    (element) =>
      ts.isObjectLiteralExpression(element) &&
      /path\s*:\s*['"](?:\*\*)?['"]/.test(element.getText()),
  );
  if (answersRoot) return;
  const homeFile = posix.join(appDir, 'home.ts');
  if (tree.exists(homeFile)) {
    report.manual(
      found.file,
      `no route answers / (the admin is at /${options.path}): route / to your home page, e.g. ${HOME_ROUTE}`,
    );
    return;
  }
  tree.create(homeFile, homePageSource(options.title, options.path, options.prefix));
  report.changed(homeFile, `created: the home page at /, with a link to the admin`);
  const text = prependArrayElement(tree.readText(found.file), found.array, HOME_ROUTE);
  const importFrom = `./${posix.relative(posix.dirname(found.file), homeFile).replace(/\.ts$/, '')}`;
  tree.overwrite(found.file, addImports(text, found.file, [{ name: 'Home', from: importFrom }]));
  report.changed(found.file, `added ${HOME_ROUTE}`);
}
