import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isInjectableHook, type NgaHook, type PrepareContext } from './hooks';

describe('hooks', () => {
  it('isInjectableHook tells an injectable array from a plain function', () => {
    class Http {}
    const plain: NgaHook<PrepareContext> = (context) => context.query;
    const injectable: NgaHook<PrepareContext> = [
      Http,
      (http: Http, context: PrepareContext) => [http, context],
    ];
    assert.equal(isInjectableHook(plain), false);
    assert.equal(isInjectableHook(injectable), true);
  });
});
