import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { Tree } from '@angular-devkit/schematics';
import ts from 'typescript';
import type { ChangeReport } from '../utils/report';
import { addImports, appendArrayElements, insertAt, parseSource } from '../utils/source';

/** What the root component shows: the admin itself, or the router's outlet. */
export interface RootContent {
  tag: '<nga-admin />' | '<router-outlet />';
  /** The component class the tag needs in the root component's `imports`. */
  component: { name: string; from: string };
}

export const ADMIN_CONTENT: RootContent = {
  tag: '<nga-admin />',
  component: { name: 'NgAdminComponent', from: '@ng-admin/core' },
};

export const OUTLET_CONTENT: RootContent = {
  tag: '<router-outlet />',
  component: { name: 'RouterOutlet', from: '@angular/router' },
};

/** The style that lets the admin fill the page: its host element takes the page's height. */
export const HOST_STYLE = ':host {\n  display: block;\n  height: 100%;\n}\n';

/**
 * Makes the root component show `content`: its template becomes the tag when it is still
 * ng new's placeholder page, and the tag's component joins its `imports`. A template the user
 * wrote is left alone, with a note saying what to add. An empty component stylesheet gets
 * the style that lets the admin fill the page.
 */
export function showInRootComponent(
  tree: Tree,
  componentFile: string,
  className: string,
  content: RootContent,
  report: ChangeReport,
): void {
  const source = parseSource(componentFile, tree.readText(componentFile));
  const metadata = componentMetadata(source, className);
  if (!metadata) {
    report.manual(componentFile, `no @Component found for ${className}: show ${content.tag} in it`);
    return;
  }
  const template = readTemplate(tree, componentFile, metadata);
  if (template?.file && isPlaceholder(tree.readText(template.file))) {
    tree.overwrite(template.file, `${content.tag}\n`);
    report.changed(template.file, `ng new's placeholder page replaced by ${content.tag}`);
    addComponentImport(tree, componentFile, className, content, report);
  } else if (template && containsTag(template.text, content.tag)) {
    addComponentImport(tree, componentFile, className, content, report);
  } else {
    // Importing a component the template does not use would only earn a compiler warning.
    report.manual(
      template?.file ?? componentFile,
      `changed since ng new, so kept: add ${content.tag} where the admin goes, and ` +
        `${content.component.name} (from '${content.component.from}') to the imports of ${className}`,
    );
  }
  addHostStyle(tree, componentFile, metadata, report);
}

function componentMetadata(
  source: ts.SourceFile,
  className: string,
): ts.ObjectLiteralExpression | undefined {
  const declaration = source.statements.find(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && statement.name?.text === className,
  );
  if (!declaration) return undefined;
  for (const decorator of ts.getDecorators(declaration) ?? []) {
    const call = decorator.expression;
    if (
      ts.isCallExpression(call) &&
      ts.isIdentifier(call.expression) &&
      call.expression.text === 'Component' &&
      call.arguments[0] &&
      ts.isObjectLiteralExpression(call.arguments[0])
    ) {
      return call.arguments[0];
    }
  }
  return undefined;
}

function property(metadata: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const entry of metadata.properties) {
    if (ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name) && entry.name.text === name) {
      return entry.initializer;
    }
  }
  return undefined;
}

function readTemplate(
  tree: Tree,
  componentFile: string,
  metadata: ts.ObjectLiteralExpression,
): { file?: string; text: string } | undefined {
  const url = property(metadata, 'templateUrl');
  if (url && ts.isStringLiteralLike(url)) {
    const file = posix.join(posix.dirname(componentFile), url.text);
    return tree.exists(file) ? { file, text: tree.readText(file) } : undefined;
  }
  const inline = property(metadata, 'template');
  return inline && ts.isStringLiteralLike(inline) ? { text: inline.text } : undefined;
}

function containsTag(template: string, tag: string): boolean {
  const name = /<([a-z-]+)/.exec(tag)![1]!;
  return new RegExp(`<${name}[\\s/>]`).test(template);
}

function addComponentImport(
  tree: Tree,
  componentFile: string,
  className: string,
  content: RootContent,
  report: ChangeReport,
): void {
  const text = tree.readText(componentFile);
  const metadata = componentMetadata(parseSource(componentFile, text), className)!;
  const imports = property(metadata, 'imports');
  const name = content.component.name;
  if (imports && ts.isArrayLiteralExpression(imports)) {
    if (imports.elements.some((element) => element.getText() === name)) return;
    const updated = appendInline(text, imports, name);
    tree.overwrite(componentFile, addImports(updated, componentFile, [content.component]));
    report.changed(componentFile, `imports += ${name}`);
    return;
  }
  if (imports) {
    report.manual(componentFile, `add ${name} to the component's imports`);
    return;
  }
  const first = metadata.properties[0];
  const indent = first ? (/[ \t]*$/.exec(text.slice(0, first.getStart()))?.[0] ?? '  ') : '  ';
  const updated = first
    ? insertAt(text, first.getStart(), `imports: [${name}],\n${indent}`)
    : insertAt(text, metadata.getStart() + 1, ` imports: [${name}] `);
  tree.overwrite(componentFile, addImports(updated, componentFile, [content.component]));
  report.changed(componentFile, `imports: [${name}]`);
}

/** `imports: [RouterOutlet]` → `imports: [RouterOutlet, NgAdminComponent]`, on the same line. */
function appendInline(text: string, array: ts.ArrayLiteralExpression, name: string): string {
  if (array.elements.length === 0) {
    return text.slice(0, array.getStart()) + `[${name}]` + text.slice(array.getEnd());
  }
  if (text.slice(array.getStart(), array.getEnd()).includes('\n')) {
    return appendArrayElements(text, array, [name]);
  }
  const last = array.elements[array.elements.length - 1]!;
  return insertAt(text, last.getEnd(), `, ${name}`);
}

function addHostStyle(
  tree: Tree,
  componentFile: string,
  metadata: ts.ObjectLiteralExpression,
  report: ChangeReport,
): void {
  const styleUrl = property(metadata, 'styleUrl');
  if (!styleUrl || !ts.isStringLiteralLike(styleUrl)) return;
  const file = posix.join(posix.dirname(componentFile), styleUrl.text);
  if (!tree.exists(file) || tree.readText(file).trim() !== '') return;
  tree.overwrite(file, HOST_STYLE);
  report.changed(file, 'the root element takes the page height, so that the admin fills it');
}

let placeholderCache: string | null | undefined;

/**
 * Whether a template is still the page ng new generated (with or without its router
 * outlet), compared with the Angular CLI's own template, whitespace aside.
 */
export function isPlaceholder(template: string): boolean {
  placeholderCache ??= readPlaceholderTemplate();
  if (!placeholderCache) return false;
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const actual = squash(template);
  return (
    actual === squash(placeholderCache) || actual === squash(`${placeholderCache}<router-outlet />`)
  );
}

function readPlaceholderTemplate(): string | null {
  try {
    const manifest = require.resolve('@schematics/angular/package.json', {
      paths: [process.cwd(), __dirname],
    });
    const template = readFileSync(
      join(dirname(manifest), 'application/files/common-files/src/app/app__suffix__.html.template'),
      'utf8',
    );
    const conditional = template.indexOf('<% if (routing)');
    return conditional >= 0 ? template.slice(0, conditional) : null;
  } catch {
    return null;
  }
}
