// @ng-admin/core/config must run as it is in Node, in tooling and in code generators,
// and stay free of Angular, RxJS and the browser so that the Angular part depends on it
// and never the reverse. ESLint forbids the known offenders by name; this test is
// stricter: a source file may import nothing but other files of this entry point, so
// no package at all can slip in. Specs may also use Node built-ins and TypeScript, and
// name this entry point itself (to augment FieldTypeMap the way users do).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const sourceDir = import.meta.dirname;
const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');
const isSpecTooling = (specifier: string) =>
  specifier.startsWith('node:') ||
  specifier === 'typescript' ||
  specifier === '@ng-admin/core/config';

function tsFiles(): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
}

function importsOf(file: string): string[] {
  const source = readFileSync(join(sourceDir, file), 'utf8');
  // preProcessFile sees import/export declarations, import() and require() calls and
  // skips comments and strings, so usage examples in JSDoc are not mistaken for imports.
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.map((imported) => imported.fileName);
}

describe('no package imports in @ng-admin/core/config', () => {
  it('finds the sources', () => {
    const files = tsFiles();
    assert.ok(files.includes('public-api.ts'));
    assert.ok(files.includes(join('fields', 'field.ts')));
  });

  for (const file of tsFiles()) {
    it(file, () => {
      const isSpec = file.endsWith('.spec.ts');
      const offending = importsOf(file).filter(
        (specifier) => !isRelative(specifier) && !(isSpec && isSpecTooling(specifier)),
      );
      assert.deepEqual(offending, [], `${file} imports ${offending.join(', ')}`);
    });
  }

  it('detects a package import, with the same rules', () => {
    const source = "import { Injectable } from '@angular/core';\nimport { x } from './x';";
    const found = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
    assert.deepEqual(
      found.filter((specifier) => !isRelative(specifier)),
      ['@angular/core'],
    );
  });
});
