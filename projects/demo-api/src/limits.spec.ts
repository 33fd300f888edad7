import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exceedsJsonDepth } from './limits.ts';

describe('exceedsJsonDepth', () => {
  test('counts nested objects and arrays, a top-level object being depth 1', () => {
    assert.equal(exceedsJsonDepth('{"a":{"b":[1]}}', 3), false);
    assert.equal(exceedsJsonDepth('{"a":{"b":[1]}}', 2), true);
    assert.equal(exceedsJsonDepth('[[],[],[]]', 2), false);
    assert.equal(exceedsJsonDepth('42', 0), false);
  });

  test('ignores brackets inside strings, escaped quotes included', () => {
    assert.equal(exceedsJsonDepth('{"a":"[[[[{{{{"}', 1), false);
    assert.equal(exceedsJsonDepth('{"a":"\\"[[[["}', 1), false);
    assert.equal(exceedsJsonDepth('{"a\\\\":[[1]]}', 2), true);
  });

  test('scans a hundred thousand levels without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    assert.equal(exceedsJsonDepth(deep, 32), true);
    assert.equal(exceedsJsonDepth(deep, 100_000), false);
  });
});
