import { join } from 'node:path';
import { SchematicTestRunner, type UnitTestTree } from '@angular-devkit/schematics/testing';
import type { EntityOptions } from '../entity/index';

/** The runner of this package's collection (compiled next to this file's folder). */
export function createRunner(): SchematicTestRunner {
  return new SchematicTestRunner('@ng-admin/core', join(__dirname, '..', 'collection.json'));
}

/** Options of the application, as `ng new` takes them. */
export interface AppOptions {
  routing?: boolean;
  ssr?: boolean;
  style?: 'css' | 'scss';
}

/**
 * A workspace as `ng new demo` leaves it: the application at the root (`src/app/...`), made
 * by @schematics/angular's own workspace and application schematics.
 */
export async function createAppTree(
  runner: SchematicTestRunner,
  { routing = false, ssr = false, style = 'css' }: AppOptions = {},
): Promise<UnitTestTree> {
  const tree = await runner.runExternalSchematic('@schematics/angular', 'workspace', {
    name: 'demo',
    newProjectRoot: 'projects',
    version: '22.2.7',
  });
  return runner.runExternalSchematic(
    '@schematics/angular',
    'application',
    { name: 'demo', projectRoot: '', routing, ssr, style, skipTests: true },
    tree,
  );
}

/**
 * An application after `ng add @ng-admin/core --defaults` (with `--api-url` when `apiUrl` is
 * given).
 */
export async function addedApp(
  runner: SchematicTestRunner,
  apiUrl?: string,
): Promise<UnitTestTree> {
  return runner.runSchematic(
    'ng-add-setup-project',
    { project: 'demo', ...(apiUrl ? { apiUrl } : {}) },
    await createAppTree(runner),
  );
}

/** `ng generate @ng-admin/core:entity` with these options, in the project `demo` of `tree`. */
export function generateEntity(
  runner: SchematicTestRunner,
  tree: UnitTestTree,
  options: EntityOptions,
): Promise<UnitTestTree> {
  return runner.runSchematic('entity', { project: 'demo', ...options }, tree);
}

/** Every file of a tree with its content, to compare two runs. */
export function snapshot(tree: UnitTestTree): Map<string, string> {
  return new Map(tree.files.map((file) => [file, tree.read(file)?.toString('latin1') ?? '']));
}

/** The files whose content differs between two snapshots (added and removed ones included). */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const files = new Set([...before.keys(), ...after.keys()]);
  return [...files].filter((file) => before.get(file) !== after.get(file)).sort();
}

/** The log lines a schematic run printed, collected from the runner's logger. */
export function collectLogs(runner: SchematicTestRunner): string[] {
  const lines: string[] = [];
  runner.logger.subscribe((entry) => lines.push(`${entry.level}: ${entry.message}`));
  return lines;
}
