// Reads the public API of TypeScript entry points from their sources with the TypeScript
// compiler API, with no build: the declarations the compiler would emit for every exported
// name, normalized into a stable text (one block per exported name, sorted by name, without
// comments, private members or the members a template uses). Used by scripts/api-golden.mjs.
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Decorators that make a class an Angular component, directive, pipe or service. */
const ANGULAR_DECORATORS = new Set(['Component', 'Directive', 'Pipe', 'Injectable', 'NgModule']);
/** Decorator properties that are part of the public contract of such a class. */
const CONTRACT_PROPERTIES = ['selector', 'exportAs', 'name', 'providedIn'];
/** Where the in-memory declarations are placed; nothing is written there. */
const OUT_DIR = '.api-extract';

/**
 * The public API of each entry point of a TypeScript project.
 *
 * @param {string} tsconfigPath the project's tsconfig (its files cover every entry point)
 * @param {readonly string[]} entryFiles the entry files (`public-api.ts`)
 * @returns {Map<string, Map<string, string>>} by entry file, the declaration text by exported name
 */
export function extractApi(tsconfigPath, entryFiles) {
  const root = dirname(resolve(tsconfigPath));
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(tsconfigPath),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const workspace = commonRoot([root, ...entryFiles.map((file) => dirname(resolve(file)))]);
  const options = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    rootDir: workspace,
    outDir: join(workspace, OUT_DIR),
    declarationDir: join(workspace, OUT_DIR),
  };
  const program = ts.createProgram({ rootNames: parsed.fileNames, options });
  const declarations = new Map();
  const emitted = program.emit(undefined, (fileName, text) => declarations.set(fileName, text));
  const problems = [...program.getSyntacticDiagnostics(), ...emitted.diagnostics];
  if (problems.length > 0) {
    throw new Error(ts.formatDiagnostics(problems, formatHost(workspace)));
  }
  const checker = program.getTypeChecker();
  const toDeclarationFile = (sourceFile) =>
    join(options.outDir, relative(workspace, sourceFile)).replace(/\.tsx?$/, '.d.ts');
  const parsedDeclarations = new Map();
  const declarationFile = (fileName) => {
    if (!parsedDeclarations.has(fileName)) {
      const text = declarations.get(fileName);
      parsedDeclarations.set(
        fileName,
        text === undefined ? null : ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest),
      );
    }
    return parsedDeclarations.get(fileName);
  };

  const result = new Map();
  for (const entry of entryFiles) {
    const sourceFile = program.getSourceFile(resolve(entry));
    if (!sourceFile) throw new Error(`${entry} is not part of ${tsconfigPath}`);
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
    const api = new Map();
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const name = exported.getName();
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const blocks = [];
      for (const declaration of target.declarations ?? []) {
        const file = declaration.getSourceFile().fileName;
        const dts = file.endsWith('.d.ts') ? null : declarationFile(toDeclarationFile(file));
        if (!dts) {
          blocks.push(`// re-exported from ${relative(workspace, file).split(sep).join('/')}`);
          continue;
        }
        blocks.push(...printDeclaration(dts, declaration, target.getName(), name));
      }
      const typeOnly = isTypeOnlyExport(exported) ? ' (type-only export)' : '';
      api.set(name, [`// ${name}${typeOnly}`, ...new Set(blocks)].join('\n'));
    }
    result.set(entry, new Map([...api].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  }
  return result;
}

/** The emitted declarations of a source declaration, found by name in its declaration file. */
function printDeclaration(dts, sourceDeclaration, localName, exportedName) {
  const decorators = contractDecorators(sourceDeclaration);
  const template = decorators.some((line) => !line.startsWith('@Injectable'));
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const texts = [];
  for (const statement of dts.statements) {
    for (const node of namedDeclarations(statement, localName, sourceDeclaration.kind)) {
      const text = printer.printNode(ts.EmitHint.Unspecified, publicPart(node, template), dts);
      texts.push([...decorators, rename(text, localName, exportedName)].join('\n'));
    }
  }
  return texts;
}

/** The top-level declarations of a statement that declare `name` with the source's kind. */
function namedDeclarations(statement, name, sourceKind) {
  if (ts.isVariableStatement(statement)) {
    const matches = statement.declarationList.declarations.filter(
      (item) => ts.isIdentifier(item.name) && item.name.text === name,
    );
    return matches.map((item) =>
      ts.factory.updateVariableStatement(
        statement,
        statement.modifiers,
        ts.factory.updateVariableDeclarationList(statement.declarationList, [item]),
      ),
    );
  }
  const declared = statement.name && ts.isIdentifier(statement.name) ? statement.name.text : null;
  if (declared !== name) return [];
  // Merged declarations (a class and an interface of one name) each print under their kind.
  const sameFamily =
    statement.kind === sourceKind ||
    (ts.isFunctionDeclaration(statement) && sourceKind === ts.SyntaxKind.FunctionDeclaration);
  return sameFamily ? [statement] : [];
}

/** A class without its private members, and without the protected ones a template uses. */
function publicPart(node, template) {
  if (!ts.isClassDeclaration(node)) return node;
  const members = node.members.filter((member) => {
    if (member.name && ts.isPrivateIdentifier(member.name)) return false;
    const flags = ts.getCombinedModifierFlags(member);
    if (flags & ts.ModifierFlags.Private) return false;
    return !(template && flags & ts.ModifierFlags.Protected);
  });
  return ts.factory.updateClassDeclaration(
    node,
    node.modifiers,
    node.name,
    node.typeParameters,
    node.heritageClauses,
    members,
  );
}

/** `@Component({ selector: 'nga-admin' })`: the decorator lines of an Angular class. */
function contractDecorators(declaration) {
  if (!ts.isClassDeclaration(declaration)) return [];
  const lines = [];
  for (const decorator of ts.getDecorators(declaration) ?? []) {
    const call = decorator.expression;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
    const name = call.expression.text;
    if (!ANGULAR_DECORATORS.has(name)) continue;
    const [argument] = call.arguments;
    const properties = [];
    if (argument && ts.isObjectLiteralExpression(argument)) {
      for (const property of argument.properties) {
        if (!ts.isPropertyAssignment(property) || !property.name) continue;
        const key = property.name.getText();
        if (CONTRACT_PROPERTIES.includes(key)) {
          properties.push(`${key}: ${property.initializer.getText()}`);
        }
      }
    }
    lines.push(`@${name}(${properties.length > 0 ? `{ ${properties.join(', ')} }` : ''})`);
  }
  return lines;
}

/** The printed declaration under its exported name (`export { A as B }` prints `B`). */
function rename(text, localName, exportedName) {
  if (localName === exportedName) return text;
  const keyword =
    /^((?:export |declare |default |abstract )*(?:class|interface|type|enum|function|const|let|var|namespace) )/;
  const match = keyword.exec(text);
  if (!match || !text.startsWith(localName, match[0].length)) return text;
  return match[0] + exportedName + text.slice(match[0].length + localName.length);
}

function isTypeOnlyExport(symbol) {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      ts.isExportSpecifier(declaration) &&
      (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly),
  );
}

function commonRoot(directories) {
  return directories.reduce((common, directory) => {
    while (!`${directory}${sep}`.startsWith(`${common}${sep}`) && common !== dirname(common)) {
      common = dirname(common);
    }
    return common;
  });
}

function formatHost(directory) {
  return {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => directory,
    getNewLine: () => '\n',
  };
}
