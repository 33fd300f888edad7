import { posix } from 'node:path';
import { SchematicsException, Tree } from '@angular-devkit/schematics';
import { readWorkspace, type ProjectDefinition } from '@schematics/angular/utility';
import ts from 'typescript';
import { findNodes, parseSource } from './source';

/** An application of the workspace and the files ng-admin's schematics edit in it. */
export interface AppProject {
  name: string;
  definition: ProjectDefinition;
  /** The project's root folder (`''` for the workspace's first application). */
  root: string;
  /** `src` or `projects/<name>/src`. */
  sourceRoot: string;
  mainFile: string;
  /** The file holding the `ApplicationConfig` given to bootstrapApplication. */
  appConfigFile: string;
  /** The folder of the app config, where `admin.config.ts` lives. */
  appDir: string;
  /** The root component's class name and file (`App`, `src/app/app.ts`). */
  rootComponent: { className: string; file: string };
}

/**
 * Finds the application to set up: the one named, or the workspace's only application. Throws
 * a message that says what to pass when it cannot decide or the project does not fit.
 */
export async function resolveApplication(tree: Tree, projectName?: string): Promise<AppProject> {
  const workspace = await readWorkspace(tree);
  const applications = [...workspace.projects.entries()].filter(
    ([, project]) => project.extensions['projectType'] === 'application',
  );
  let name = projectName;
  if (!name) {
    if (applications.length !== 1) {
      const names = applications.map(([candidate]) => candidate).join(', ') || '(none)';
      throw new SchematicsException(
        `Pass --project: this workspace has ${applications.length} applications (${names}).`,
      );
    }
    name = applications[0]![0];
  }
  const definition = workspace.projects.get(name);
  if (!definition) {
    const known = [...workspace.projects.keys()].join(', ') || '(none)';
    throw new SchematicsException(`No project "${name}" in angular.json. Projects: ${known}.`);
  }
  if (definition.extensions['projectType'] !== 'application') {
    throw new SchematicsException(
      `Project "${name}" is a library: @ng-admin/core sets up applications. Pass --project <app>.`,
    );
  }
  const root = definition.root ?? '';
  const sourceRoot = definition.sourceRoot ?? posix.join(root, 'src');
  const buildOptions = definition.targets.get('build')?.options ?? {};
  const mainFile = normalizePath(String(buildOptions['browser'] ?? buildOptions['main'] ?? ''));
  if (!mainFile || !tree.exists(mainFile)) {
    throw new SchematicsException(
      `Project "${name}" has no main file (the build target's "browser" option).`,
    );
  }
  const bootstrap = findBootstrap(tree, mainFile);
  const appConfigFile = bootstrap.configFile ?? mainFile;
  return {
    name,
    definition,
    root,
    sourceRoot,
    mainFile,
    appConfigFile,
    appDir: posix.dirname(appConfigFile),
    rootComponent: bootstrap.rootComponent,
  };
}

function findBootstrap(
  tree: Tree,
  mainFile: string,
): { configFile?: string; rootComponent: AppProject['rootComponent'] } {
  const source = parseSource(mainFile, tree.readText(mainFile));
  const call = findNodes(
    source,
    (node): node is ts.CallExpression =>
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'bootstrapApplication',
  )[0];
  if (!call) {
    throw new SchematicsException(
      `${mainFile} does not call bootstrapApplication(): @ng-admin/core sets up standalone ` +
        'applications (the default of ng new). See the README to add it to an NgModule by hand.',
    );
  }
  const [component, config] = call.arguments;
  if (!component || !ts.isIdentifier(component)) {
    throw new SchematicsException(`Cannot read the root component of ${mainFile}.`);
  }
  const rootComponent = {
    className: component.text,
    file: resolveImport(tree, mainFile, source, component.text),
  };
  if (!config) return { rootComponent };
  if (!ts.isIdentifier(config)) return { configFile: mainFile, rootComponent };
  return { configFile: resolveImport(tree, mainFile, source, config.text), rootComponent };
}

/** The file a relative import of `name` in `source` points to. */
function resolveImport(tree: Tree, fromFile: string, source: ts.SourceFile, name: string): string {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    const imported =
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => element.name.text === name);
    if (!imported) continue;
    const specifier = statement.moduleSpecifier.text;
    const base = posix.join(posix.dirname(fromFile), specifier);
    for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) {
      if (tree.exists(candidate)) return candidate;
    }
    throw new SchematicsException(`Cannot find ${specifier}, imported by ${fromFile}.`);
  }
  return fromFile;
}

function normalizePath(path: string): string {
  return posix.normalize(path).replace(/^\.\//, '').replace(/^\//, '');
}
