import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { ConfigError } from './config-errors';
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

describe('string tokens in injectable arrays', () => {
  const admin = createAdmin();
  const tags = admin.entity('tags');

  it("name the AngularJS service and what replaces it, at configuration time, with the hook's view", () => {
    assert.throws(
      () =>
        tags
          .listView()
          .prepare(['Restangular', 'entries', (_restangular: unknown, _entries: unknown) => 0]),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 2);
        assert.match(
          error.problems[0]!,
          /^Entity "tags", view "list": prepare\(\) lists the string "Restangular" as an injectable token: Restangular is an AngularJS service: inject HttpClient/,
        );
        assert.match(
          error.problems[1]!,
          /^Entity "tags", view "list": prepare\(\) lists the string "entries" as an injectable token: entries is a member of the hook's context, which the function receives as its last argument/,
        );
        assert.match(error.message, /See docs\/migrating-from-ng-admin.md, "Hooks"\.$/);
        return true;
      },
    );
    assert.equal(tags.listView().prepare(), undefined);
  });

  it('cover $http, $q, submit hooks and names nobody knows', () => {
    const edition = tags.editionView();
    const problem = (hook: () => unknown) => {
      try {
        hook();
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return '';
    };
    assert.match(
      problem(() => edition.onSubmitSuccess(['$http', () => 0])),
      /view "edition": onSubmitSuccess\(\) lists the string "\$http".*inject HttpClient/,
    );
    assert.match(
      problem(() => edition.onSubmitError(['$q', 'notification', () => 0])),
      /"\$q".*return a Promise or an Observable, both are awaited\n.*"notification".*member of the hook's context/,
    );
    assert.match(
      problem(() => edition.onSubmitError(['myService', () => 0])),
      /"myService".*Angular injects classes and InjectionTokens, not names/,
    );
  });

  it('leave class and InjectionToken-like tokens alone', () => {
    class Http {}
    const token = { toString: () => 'TOKEN' };
    const hook = [Http, token, () => 0] as const;
    tags.showView().prepare(hook);
    assert.deepEqual(tags.showView().prepare(), hook);
  });
});
