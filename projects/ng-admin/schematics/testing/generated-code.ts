import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { UnitTestTree } from '@angular-devkit/schematics/testing';
import ts from 'typescript';

/** The configuration DSL's sources, which the generated code imports as @ng-admin/core/config. */
const DSL_ENTRY = resolve(__dirname, '../../../projects/ng-admin/config/src/public-api.ts');

/**
 * Copies the generated configuration (admin.config.ts and admin/*.ts of `appDir`) out of a
 * tree into a temporary folder, pointing its imports of @ng-admin/core/config at the DSL's
 * sources. Returns the folder; `dispose()` removes it.
 */
export function extractConfiguration(
  tree: UnitTestTree,
  appDir = '/src/app',
): { dir: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'nga-generated-'));
  const files = tree.files.filter(
    (file) => file === `${appDir}/admin.config.ts` || file.startsWith(`${appDir}/admin/`),
  );
  for (const file of files) {
    const target = join(dir, file.slice(appDir.length + 1));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, tree.readText(file));
  }
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** TypeScript errors of the generated configuration, under ng new's strict settings. */
export function typeErrors(dir: string): string[] {
  const program = ts.createProgram([join(dir, 'admin.config.ts')], {
    strict: true,
    noImplicitOverride: true,
    noPropertyAccessFromIndexSignature: true,
    noImplicitReturns: true,
    noFallthroughCasesInSwitch: true,
    skipLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
    paths: { '@ng-admin/core/config': [DSL_ENTRY] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    .filter(Boolean);
}

/** The application that the generated `buildAdmin()` returns, run against the DSL's sources. */
export async function runBuildAdmin(dir: string): Promise<AdminApplication> {
  const copy = mkdtempSync(join(tmpdir(), 'nga-run-'));
  try {
    cpSync(dir, copy, { recursive: true });
    rewriteDslImports(copy);
    const module = (await import(pathToFileURL(join(copy, 'admin.config.ts')).href)) as {
      buildAdmin(): AdminApplication;
    };
    return module.buildAdmin();
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Type-checks the configuration generated in `tree` (it must have no error), then runs its
 * `buildAdmin()` against the DSL and validates the application it returns.
 */
export async function checkAndRun(tree: UnitTestTree, appDir?: string): Promise<AdminApplication> {
  const generated = extractConfiguration(tree, appDir);
  try {
    assert.deepEqual(typeErrors(generated.dir), []);
    return (await runBuildAdmin(generated.dir)).validate();
  } finally {
    generated.dispose();
  }
}

/** The entity of that name, which must exist. */
export function entityOf(application: AdminApplication, name: string): AdminEntity {
  const found = application.entities.find((entity) => entity.name() === name);
  assert.ok(found, `entity ${name}`);
  return found;
}

/** The field of that name in a view, which must show it. */
export function fieldOf(view: AdminView, name: string): AdminField {
  const found = view.fields().find((field) => field.name() === name);
  assert.ok(found, `field ${name}`);
  return found;
}

/** The fields of a view as `name:type`, to compare with a list. */
export function fieldsOf(view: {
  fields(): readonly { name(): string; type(): string }[];
}): string[] {
  return view.fields().map((field) => `${field.name()}:${field.type()}`);
}

function rewriteDslImports(dir: string): void {
  const url = pathToFileURL(DSL_ENTRY).href;
  for (const file of ts.sys.readDirectory(dir, ['.ts'])) {
    const text = ts.sys.readFile(file)!;
    ts.sys.writeFile(file, text.replaceAll("'@ng-admin/core/config'", `'${url}'`));
  }
}

/** The parts of the DSL's Application the specs read. */
export interface AdminApplication {
  title(): string;
  baseApiUrl(): string;
  entities: readonly AdminEntity[];
  menu(): { children(): readonly { icon(): string | undefined; title(): string | undefined }[] };
  validate(): AdminApplication;
}

export interface AdminEntity {
  name(): string;
  url(): unknown;
  identifier(): { name(): string };
  listView(): AdminView;
  creationView(): AdminView;
  editionView(): AdminView;
  showView(): AdminView;
  deletionView(): AdminView;
}

export interface AdminView {
  isEnabled(): boolean;
  fields(): readonly AdminField[];
}

export interface AdminField {
  name(): string;
  type(): string;
  label(): string;
  validation(): Record<string, unknown>;
  targetEntity?(): AdminEntity | undefined;
  targetField?(): AdminField | undefined;
  singleApiCall?(): unknown;
  choices?(): unknown;
  targetFields?(): readonly AdminField[];
}
