import { posix } from 'node:path';
import type { Tree } from '@angular-devkit/schematics';
import ts from 'typescript';
import type { ChangeReport } from '../utils/report';
import { addImports, findNodes, insertAt, parseSource } from '../utils/source';

/** ng new's server routes: every route prerendered. */
const GENERATED_SERVER_ROUTES =
  /^\[\s*\{\s*path:\s*'\*\*',\s*renderMode:\s*RenderMode\.Prerender,?\s*\},?\s*\]$/;

/**
 * The admin renders in the browser only: it needs the user's session and live API answers, so
 * prerendering or server-rendering it would fetch the API at build time. With SSR (ng new
 * --ssr writes `app.routes.server.ts`), the admin's routes get `RenderMode.Client`: in front of
 * the others under a path, or instead of ng new's prerender-everything rule for the whole app.
 */
export function renderAdminOnClient(
  tree: Tree,
  appDir: string,
  path: string,
  report: ChangeReport,
): void {
  const file = posix.join(appDir, 'app.routes.server.ts');
  if (!tree.exists(file)) return;
  const text = tree.readText(file);
  const array = serverRoutesArray(parseSource(file, text));
  const rules = path
    ? [
        `{ path: '${path}', renderMode: RenderMode.Client }`,
        `{ path: '${path}/**', renderMode: RenderMode.Client }`,
      ]
    : [`{ path: '**', renderMode: RenderMode.Client }`];
  if (!array) {
    report.manual(file, `no ServerRoute[] array found: add ${rules.join(', ')}`);
    return;
  }
  const arrayText = text.slice(array.getStart(), array.getEnd());
  const pathPattern = path ? `'${path}/\\*\\*'` : `'\\*\\*'`;
  const clientRule = new RegExp(`path:\\s*${pathPattern},\\s*renderMode:\\s*RenderMode\\.Client`);
  if (clientRule.test(arrayText)) return;

  if (!path) {
    if (!GENERATED_SERVER_ROUTES.test(arrayText)) {
      report.manual(
        file,
        `changed since ng new, so kept: the admin needs ${rules[0]} for its routes`,
      );
      return;
    }
    const updated =
      text.slice(0, array.getStart()) +
      arrayText.replace('RenderMode.Prerender', 'RenderMode.Client') +
      text.slice(array.getEnd());
    tree.overwrite(file, updated);
    report.changed(
      file,
      "'**' renders on the client (RenderMode.Client): the whole app is the admin",
    );
    return;
  }
  const first = array.elements[0];
  const indent = first ? (/[ \t]*$/.exec(text.slice(0, first.getStart()))?.[0] ?? '  ') : '  ';
  const insertion = rules.map((rule) => `${rule},\n${indent}`).join('');
  const updated = first
    ? insertAt(text, first.getStart(), insertion)
    : insertAt(text, array.getStart() + 1, `\n${indent}${rules.join(`,\n${indent}`)},\n`);
  tree.overwrite(file, addImports(updated, file, [{ name: 'RenderMode', from: '@angular/ssr' }]));
  report.changed(file, `/${path} and below render on the client (RenderMode.Client)`);
}

function serverRoutesArray(source: ts.SourceFile): ts.ArrayLiteralExpression | undefined {
  const declaration = findNodes(
    source,
    (node): node is ts.VariableDeclaration =>
      ts.isVariableDeclaration(node) &&
      !!node.type &&
      /ServerRoute\[\]|Array<ServerRoute>/.test(node.type.getText()) &&
      !!node.initializer &&
      ts.isArrayLiteralExpression(node.initializer),
  )[0];
  return declaration?.initializer as ts.ArrayLiteralExpression | undefined;
}
