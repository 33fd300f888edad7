// The API golden's extractor and comparison, proven on a small project: what the golden keeps
// of a declaration, and that a deliberate API change is reported while a comment is not.
// Run by `npm run lint`, which then checks the repository's own goldens.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { extractApi } from './api-extract.mjs';
import { describeDifferences, goldenText, lineDiff } from './api-golden.mjs';

const project = mkdtempSync(join(tmpdir(), 'api-golden-'));
after(() => rmSync(project, { recursive: true, force: true }));

const SOURCES = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      target: 'ES2022',
      module: 'preserve',
      experimentalDecorators: true,
      types: [],
      lib: ['ES2022'],
      skipLibCheck: true,
    },
    include: ['src/**/*.ts'],
  }),
  'src/decorators.ts': `export function Component(_meta: object) {
  return (_target: unknown) => undefined;
}`,
  'src/widget.ts': `import { Component } from './decorators';

/** A widget. */
@Component({ selector: 'x-widget', template: '<b>{{ shown }}</b>' })
export class Widget {
  /** Shown to users. */
  readonly size = 3;
  protected shown = 'yes';
  private secret = 1;
  #hidden = 2;
  open(): boolean {
    return this.#hidden + this.secret > 0;
  }
}

export abstract class Base {
  protected abstract read(): string;
  private cache = '';
}`,
  'src/helper.ts': `export function helper(value: string): string;
export function helper(value: number): number;
export function helper(value: string | number) {
  return value;
}`,
  'src/options.ts': 'export interface Options {\n  readonly size: number;\n}\n',
  'src/public-api.ts': `export { Base, Widget } from './widget';
export { helper as publicHelper } from './helper';
export type { Options } from './options';
`,
};

function write(files) {
  for (const [path, text] of Object.entries(files)) {
    writeFileSync(join(project, path), text);
  }
}

function extract() {
  const entry = join(project, 'src/public-api.ts');
  return extractApi(join(project, 'tsconfig.json'), [entry]).get(entry);
}

mkdirSync(join(project, 'src'));
write(SOURCES);

test('one block per exported name, sorted, under the exported name', () => {
  const api = extract();
  assert.deepEqual([...api.keys()], ['Base', 'Options', 'Widget', 'publicHelper']);
  assert.equal(
    api.get('publicHelper'),
    [
      '// publicHelper',
      'export declare function publicHelper(value: string): string;',
      'export declare function publicHelper(value: number): number;',
    ].join('\n'),
  );
  assert.match(api.get('Options'), /^\/\/ Options \(type-only export\)\n/);
});

test('a component keeps its selector and public members, without comments', () => {
  assert.equal(
    extract().get('Widget'),
    [
      '// Widget',
      "@Component({ selector: 'x-widget' })",
      'export declare class Widget {',
      '    readonly size = 3;',
      '    open(): boolean;',
      '}',
    ].join('\n'),
  );
});

test('a plain class keeps its protected members, for subclasses', () => {
  const base = extract().get('Base');
  assert.match(base, /protected abstract read\(\): string;/);
  assert.doesNotMatch(base, /cache/);
});

test('a deliberate change is reported by name, a comment change is not', async () => {
  const before = await goldenText('fixture', extract());
  write({ 'src/widget.ts': SOURCES['src/widget.ts'].replace('/** A widget. */', '// Changed.') });
  assert.equal(await goldenText('fixture', extract()), before);

  write({
    'src/widget.ts': SOURCES['src/widget.ts'].replace(
      'open(): boolean',
      'open(now = true): boolean',
    ),
    'src/public-api.ts': SOURCES['src/public-api.ts'].replace(
      "export type { Options } from './options';\n",
      '',
    ),
  });
  const changed = await goldenText('fixture', extract());
  assert.notEqual(changed, before);
  assert.equal(
    describeDifferences(before, changed),
    [
      '  changed: Widget',
      '        readonly size = 3;',
      '    -   open(): boolean;',
      '    +   open(now?: boolean): boolean;',
      '      }',
      '  removed: Options',
      '    - // Options (type-only export)',
      '    - export interface Options {',
      '    -   readonly size: number;',
      '    - }',
    ].join('\n'),
  );
  write(SOURCES);
});

test('line differences keep one line of context', () => {
  assert.deepEqual(lineDiff('a\nb\nc\nd\ne', 'a\nb\nC\nd\ne'), ['  b', '- c', '+ C', '  d']);
  assert.deepEqual(lineDiff('a', 'a'), []);
});
