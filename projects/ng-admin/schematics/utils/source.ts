import ts from 'typescript';

/** Parses TypeScript text, keeping parent links for the node helpers below. */
export function parseSource(fileName: string, text: string): ts.SourceFile {
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** A named import to make available in a file. */
export interface NamedImport {
  name: string;
  from: string;
}

/**
 * Adds named imports that a file lacks: into an existing `import { ... } from` of the same
 * module, or as a new import declaration after the last one.
 *
 * @usageNotes
 * ```ts
 * addImports(text, 'app.config.ts', [{ name: 'provideNgAdmin', from: '@ng-admin/core' }]);
 * ```
 */
export function addImports(
  text: string,
  fileName: string,
  imports: readonly NamedImport[],
): string {
  let result = text;
  for (const wanted of imports) result = addImport(result, fileName, wanted);
  return result;
}

function addImport(text: string, fileName: string, { name, from }: NamedImport): string {
  const source = parseSource(fileName, text);
  const declarations = source.statements.filter(ts.isImportDeclaration);
  const sameModule = declarations.filter(
    (declaration) =>
      ts.isStringLiteral(declaration.moduleSpecifier) && declaration.moduleSpecifier.text === from,
  );
  for (const declaration of sameModule) {
    const bindings = declaration.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) return text;
    if (bindings && ts.isNamedImports(bindings)) {
      if (bindings.elements.some((element) => element.name.text === name)) return text;
    }
  }
  const named = sameModule
    .map((declaration) => declaration.importClause?.namedBindings)
    .find(
      (bindings): bindings is ts.NamedImports =>
        !!bindings && ts.isNamedImports(bindings) && !bindings.parent.isTypeOnly,
    );
  if (named && named.elements.length > 0) {
    const last = named.elements[named.elements.length - 1]!;
    return insertAt(text, last.getEnd(), `, ${name}`);
  }
  const line = `import { ${name} } from '${from}';\n`;
  const lastImport = declarations[declarations.length - 1];
  if (!lastImport) return line + (text.startsWith('\n') ? '' : '\n') + text;
  return insertAt(text, endOfLine(text, lastImport.getEnd()), line);
}

/** Inserts `insertion` at `position`. */
export function insertAt(text: string, position: number, insertion: string): string {
  return text.slice(0, position) + insertion + text.slice(position);
}

/** The position just after the line break that follows `position` (or the end of the text). */
export function endOfLine(text: string, position: number): number {
  const lineBreak = text.indexOf('\n', position);
  return lineBreak === -1 ? text.length : lineBreak + 1;
}

/** The position of the start of the line that holds `position`. */
export function startOfLine(text: string, position: number): number {
  return text.lastIndexOf('\n', position - 1) + 1;
}

/** The indentation of the line that holds `position`. */
export function indentationAt(text: string, position: number): string {
  const start = startOfLine(text, position);
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

/**
 * Appends elements to an array literal, one per line, in the indentation of its elements,
 * keeping a trailing comma when the array has one.
 */
export function appendArrayElements(
  text: string,
  array: ts.ArrayLiteralExpression,
  elements: readonly string[],
): string {
  if (elements.length === 0) return text;
  const existing = array.elements;
  const source = array.getSourceFile();
  const arrayIndent = indentationAt(text, array.getStart(source));
  const multiline = text.slice(array.getStart(source), array.getEnd()).includes('\n');
  if (existing.length === 0) {
    const inner = `${arrayIndent}  `;
    const body = elements.map((element) => `${inner}${element},`).join('\n');
    return (
      text.slice(0, array.getStart(source)) +
      `[\n${body}\n${arrayIndent}]` +
      text.slice(array.getEnd())
    );
  }
  const last = existing[existing.length - 1]!;
  const indent = multiline
    ? indentationAt(text, existing[0]!.getStart(source))
    : `${arrayIndent}  `;
  const trailingComma = existing.hasTrailingComma;
  const lines = elements.map((element) => `\n${indent}${element}`);
  if (trailingComma) {
    const comma = text.indexOf(',', last.getEnd());
    const closing = array.getEnd() - 1;
    // ng new leaves a blank, indented line before the closing bracket: close right after ours.
    const rest =
      text.slice(comma + 1, closing).trim() === ''
        ? `\n${arrayIndent}`
        : text.slice(comma + 1, closing);
    return (
      text.slice(0, comma + 1) +
      lines.map((line) => `${line},`).join('') +
      rest +
      text.slice(closing)
    );
  }
  return insertAt(text, last.getEnd(), lines.map((line) => `,${line}`).join(''));
}

/** Puts an element first in an array literal, on its own line when the array is multi-line. */
export function prependArrayElement(
  text: string,
  array: ts.ArrayLiteralExpression,
  element: string,
): string {
  const first = array.elements[0];
  if (!first) return appendArrayElements(text, array, [element]);
  const source = array.getSourceFile();
  const start = first.getStart(source);
  const multiline = text.slice(array.getStart(source), array.getEnd()).includes('\n');
  return insertAt(
    text,
    start,
    multiline ? `${element},\n${indentationAt(text, start)}` : `${element}, `,
  );
}

/** Every node below `root` (depth first) that passes `test`. */
export function findNodes<T extends ts.Node>(
  root: ts.Node,
  test: (node: ts.Node) => node is T,
): T[] {
  const found: T[] = [];
  const visit = (node: ts.Node) => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** Calls of a plain function by name: `provideRouter(...)`. */
export function findCalls(root: ts.Node, functionName: string): ts.CallExpression[] {
  return findNodes(
    root,
    (node): node is ts.CallExpression =>
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === functionName,
  );
}

/** The top-level `const name = ...` declaration of a file, if any. */
export function findVariable(
  source: ts.SourceFile,
  name: string,
): ts.VariableDeclaration | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration;
    }
  }
  return undefined;
}

/** The module a file imports `name` from, if it does. */
export function importSourceOf(source: ts.SourceFile, name: string): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      if (bindings.elements.some((element) => element.name.text === name)) {
        return statement.moduleSpecifier.text;
      }
    }
  }
  return undefined;
}
