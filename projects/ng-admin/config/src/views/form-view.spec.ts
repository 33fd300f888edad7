import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { CreationView } from './creation-view';
import { EditionView } from './edition-view';
import { FormView } from './form-view';

const admin = createAdmin();

describe('creationView and editionView settings (spec 4.2 and 6)', () => {
  const entity = admin.entity('posts');
  const views = [entity.creationView(), entity.editionView()];

  it('are form views of the right kinds', () => {
    assert.ok(views[0] instanceof CreationView);
    assert.ok(views[1] instanceof EditionView);
    assert.deepEqual(
      views.map((view) => [view instanceof FormView, view.kind]),
      [
        [true, 'creation'],
        [true, 'edition'],
      ],
    );
  });

  for (const view of views) {
    describe(view.kind, () => {
      it('onSubmitSuccess and onSubmitError default to none', () => {
        const fresh = admin.entity('posts').getView(view.kind as 'creation' | 'edition');
        assert.equal(fresh.onSubmitSuccess(), undefined);
        assert.equal(fresh.onSubmitError(), undefined);
      });

      it('take a function', () => {
        const success = () => false;
        const error = () => undefined;
        assert.equal(view.onSubmitSuccess(success), view);
        assert.equal(view.onSubmitSuccess(), success);
        assert.equal(view.onSubmitError(error).onSubmitError(), error);
      });

      it('take an injectable array', () => {
        class Notification {}
        class Router {}
        const hook = [
          Notification,
          Router,
          (_n: Notification, _r: Router, _context: unknown) => false,
        ] as const;
        view.onSubmitSuccess(hook).onSubmitError(hook);
        assert.deepEqual(view.onSubmitSuccess(), hook);
        assert.deepEqual(view.onSubmitError(), hook);
      });

      it('reject other values, naming entity and view', () => {
        assert.throws(
          () => view.onSubmitSuccess('done' as never),
          new RegExp(
            `Entity "posts", view "${view.kind}": onSubmitSuccess\\(\\) expects a function`,
          ),
        );
        assert.throws(
          () => view.onSubmitError([1, 2] as never),
          /onSubmitError\(\) expects a function/,
        );
      });
    });
  }
});
