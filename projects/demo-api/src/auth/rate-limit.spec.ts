import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FailureCounter } from './rate-limit.ts';

describe('FailureCounter', () => {
  test('blocks a key at its limit until the window that began at its first failure ends', () => {
    let now = 1_000_000;
    const counter = new FailureCounter(60, () => now);
    for (let attempt = 0; attempt < 3; attempt++) {
      assert.equal(counter.retryAfter('user:a', 3), 0);
      counter.fail('user:a');
      now += 1000;
    }
    assert.equal(counter.retryAfter('user:a', 3), 57);
    assert.equal(counter.retryAfter('user:b', 3), 0);
    now += 57_000;
    assert.equal(counter.retryAfter('user:a', 3), 0);
  });

  test('reset forgets a key', () => {
    const counter = new FailureCounter(60);
    counter.fail('k');
    counter.fail('k');
    counter.reset('k');
    assert.equal(counter.retryAfter('k', 1), 0);
  });
});
