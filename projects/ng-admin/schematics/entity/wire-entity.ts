import ts from 'typescript';
import { iconFor, quote } from '../utils/names';
import { addImports, endOfLine, findNodes, insertAt, parseSource } from '../utils/source';

/** What admin.config.ts holds, as the generator needs it. */
export interface AdminConfigInfo {
  /** Entity name → its variable, for each `const x = admin.entity('name')` in buildAdmin. */
  declared: Map<string, string>;
  /** Names of the functions buildAdmin calls (`configurePosts`...). */
  calls: Set<string>;
  /** The variable holding `admin.application(...)`, if any. */
  applicationVariable?: string;
  /** The variable holding `admin.menu()`, if any. */
  menuVariable?: string;
}

/** An entity to add to buildAdmin(). */
export interface WireRequest {
  name: string;
  variable: string;
  /** The configure function and the module it comes from; none for an entity without views. */
  configure?: { functionName: string; module: string; targets: readonly string[] };
}

const ADMIN_FUNCTION = 'buildAdmin';

/** Reads the entities, configure calls, application and menu of buildAdmin(). */
export function readAdminConfig(text: string): AdminConfigInfo {
  const info: AdminConfigInfo = { declared: new Map(), calls: new Set() };
  const body = buildAdminBody(parseSource('admin.config.ts', text));
  if (!body) return info;
  for (const statement of body.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const root = chainRoot(declaration.initializer);
        if (!root) continue;
        const variable = declaration.name.text;
        if (root.method === 'entity' && root.firstArgument) {
          info.declared.set(root.firstArgument, variable);
        }
        if (root.method === 'application') info.applicationVariable ??= variable;
        if (root.method === 'menu' && !root.firstArgument) info.menuVariable ??= variable;
      }
    }
    for (const call of findNodes(
      statement,
      (node): node is ts.CallExpression =>
        ts.isCallExpression(node) && ts.isIdentifier(node.expression),
    )) {
      info.calls.add((call.expression as ts.Identifier).text);
    }
  }
  return info;
}

/**
 * Adds an entity to buildAdmin(): the import of its configure function, its declaration
 * among the other entities (so that every configuration can reference it), and its block
 * before the `return`: the configure call, `addEntity` and the menu entry. An entity without
 * configure function (a reference target not generated yet) is only declared and added.
 * Returns `undefined` when buildAdmin() does not have the shape ng add wrote.
 */
export function wireEntity(text: string, request: WireRequest): string | undefined {
  const info = readAdminConfig(text);
  const application = info.applicationVariable;
  if (!application || !info.menuVariable || !buildAdminBody(parseSource('a.ts', text))) {
    return undefined;
  }
  let result = text;
  if (request.configure) {
    result = addImports(result, 'admin.config.ts', [
      { name: request.configure.functionName, from: request.configure.module },
    ]);
  }
  if (!info.declared.has(request.name)) result = declareEntity(result, request);
  const variable = readAdminConfig(result).declared.get(request.name) ?? request.variable;

  const configure = request.configure;
  if (configure && info.calls.has(configure.functionName)) {
    return replaceConfigureCall(result, configure.functionName, configureCall(variable, request));
  }
  // Statements only: the starter file's commented example mentions addEntity and admin.menu.
  const code = statementsText(result);
  const added = new RegExp(`\\.addEntity\\(\\s*${variable}\\s*\\)`).test(code);
  if (!configure) {
    if (added) return result;
    return insertBeforeReturn(result, [
      stubComment(request.name),
      `${application}.addEntity(${variable});`,
    ]);
  }
  // A reference target declared earlier without views gets its views now: drop its note.
  result = result.replace(
    new RegExp(`^[ \\t]*${escapeRegExp(stubComment(request.name))}\\n`, 'm'),
    '',
  );
  const inMenu = new RegExp(`admin\\.menu\\(\\s*${variable}\\s*\\)`).test(code);
  const block = [
    configureCall(variable, request),
    ...(added ? [] : [`${application}.addEntity(${variable});`]),
    ...(inMenu
      ? []
      : [
          `${info.menuVariable}.addChild(admin.menu(${variable}).icon(${quote(iconFor(request.name))}));`,
        ]),
  ];
  return insertBeforeReturn(result, block);
}

function configureCall(variable: string, request: WireRequest): string {
  const { functionName, targets } = request.configure!;
  const targetsArgument = targets.length > 0 ? [`{ ${targets.join(', ')} }`] : [];
  return `${functionName}(${[variable, ...targetsArgument].join(', ')});`;
}

/** The code of buildAdmin()'s statements, without the comments between them. */
function statementsText(text: string): string {
  const body = buildAdminBody(parseSource('admin.config.ts', text));
  return body ? body.statements.map((statement) => statement.getText()).join('\n') : '';
}

function stubComment(name: string): string {
  return `// ${name} has no views yet: ng generate @ng-admin/core:entity ${name} adds them.`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function declareEntity(text: string, request: WireRequest): string {
  const body = buildAdminBody(parseSource('admin.config.ts', text))!;
  const declaration = `const ${request.variable} = admin.entity(${quote(request.name)});`;
  const declarations = body.statements.filter(
    (statement) =>
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.some(
        (item) => item.initializer && chainRoot(item.initializer)?.method === 'entity',
      ),
  );
  const last = declarations[declarations.length - 1];
  if (last) {
    const indent = indentOf(text, last.getStart());
    return insertAt(text, endOfLine(text, last.getEnd()), `${indent}${declaration}\n`);
  }
  return insertBeforeReturn(text, [
    '// Entities come first, so that their configurations can reference each other.',
    declaration,
  ]);
}

function insertBeforeReturn(text: string, lines: readonly string[]): string {
  const body = buildAdminBody(parseSource('admin.config.ts', text))!;
  const returnStatement = [...body.statements].reverse().find(ts.isReturnStatement);
  const anchor = returnStatement ?? body.statements[body.statements.length - 1];
  const indent = anchor ? indentOf(text, anchor.getStart()) : '  ';
  const position = anchor ? lineStart(text, anchor.getStart()) : body.getEnd() - 1;
  return insertAt(text, position, `${lines.map((line) => `${indent}${line}`).join('\n')}\n\n`);
}

function replaceConfigureCall(text: string, functionName: string, call: string): string {
  const body = buildAdminBody(parseSource('admin.config.ts', text))!;
  const statement = body.statements.find(
    (candidate) =>
      ts.isExpressionStatement(candidate) &&
      ts.isCallExpression(candidate.expression) &&
      ts.isIdentifier(candidate.expression.expression) &&
      candidate.expression.expression.text === functionName,
  );
  if (!statement) return text;
  return text.slice(0, statement.getStart()) + call + text.slice(statement.getEnd());
}

function buildAdminBody(source: ts.SourceFile): ts.Block | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === ADMIN_FUNCTION) {
      return statement.body;
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const initializer = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.name.text === ADMIN_FUNCTION &&
          initializer &&
          (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) &&
          ts.isBlock(initializer.body)
        ) {
          return initializer.body;
        }
      }
    }
  }
  return undefined;
}

/** For `admin.entity('posts').label('Articles')`: method `entity`, first argument `posts`. */
function chainRoot(
  expression: ts.Expression,
): { method: string; firstArgument?: string } | undefined {
  let node: ts.Expression = expression;
  while (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const access = node.expression;
    if (ts.isIdentifier(access.expression) && access.expression.text === 'admin') {
      const argument = node.arguments[0];
      return {
        method: access.name.text,
        firstArgument: argument && ts.isStringLiteralLike(argument) ? argument.text : undefined,
      };
    }
    node = access.expression;
  }
  return undefined;
}

function lineStart(text: string, position: number): number {
  return text.lastIndexOf('\n', position - 1) + 1;
}

function indentOf(text: string, position: number): string {
  return /^[ \t]*/.exec(text.slice(lineStart(text, position)))?.[0] ?? '';
}

/** The statements to add by hand when admin.config.ts has another shape. */
export function manualWiring(request: WireRequest): string {
  const lines = [`const ${request.variable} = admin.entity(${quote(request.name)});`];
  if (request.configure) {
    lines.unshift(
      `import { ${request.configure.functionName} } from '${request.configure.module}';`,
    );
    lines.push(configureCall(request.variable, request));
  }
  lines.push(`application.addEntity(${request.variable});`);
  return lines.join('\n');
}
