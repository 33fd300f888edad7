// The guides' copies of real files, proven equal: a fenced block right after a
// `<!-- file: <path> -->` comment must be the content of that file, to the byte, so that what a
// reader copies is what the tests compile and run. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { globSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const MARKED_BLOCK = /<!-- file: (\S+) -->\s*\n```[a-z]*\n([\s\S]*?)^```$/gm;

const guides = ['README.md', ...globSync('docs/**/*.md')].sort();
let copies = 0;

for (const guide of guides) {
  for (const [, file, block] of readFileSync(guide, 'utf8').matchAll(MARKED_BLOCK)) {
    copies++;
    test(`${guide} gives ${file} as it is`, () => {
      assert.equal(block, readFileSync(file, 'utf8'), `${guide} and ${file} differ`);
    });
  }
}

test('the guides give at least the authentication providers', () => {
  assert.ok(copies >= 2, `found ${copies} marked copies`);
});
