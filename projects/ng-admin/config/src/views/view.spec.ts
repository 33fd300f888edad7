import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import type { Field } from '../fields/field';
import type { View } from './view';

const admin = createAdmin();
const names = (fields: readonly Field[]) => fields.map((field) => field.name());

const allViews = () => {
  const entity = admin.entity('posts');
  return [
    entity.listView(),
    entity.creationView(),
    entity.editionView(),
    entity.showView(),
    entity.deletionView(),
    entity.batchDeleteView(),
  ] as View[];
};

describe('View settings shared by all views (spec 4.2)', () => {
  for (const view of allViews()) {
    describe(`${view.kind} view`, () => {
      it('knows its kind and its entity', () => {
        assert.equal(view.entity.name(), 'posts');
        assert.equal(String(view), `Entity "posts", view "${view.kind}"`);
      });

      it('has prepare, title, description and url, getters and chainable setters', () => {
        const prepare = () => undefined;
        const title = (entry?: { values: Record<string, unknown> }) =>
          String(entry?.values['title']);
        const fresh = allViews().find((candidate) => candidate.kind === view.kind)!;
        assert.equal(fresh.prepare(), undefined);
        assert.equal(fresh.prepare(prepare).prepare(), prepare);
        assert.equal(fresh.title(), undefined);
        assert.equal(fresh.title('Posts').title(), 'Posts');
        assert.equal(fresh.title(title).title(), title);
        assert.equal(fresh.title(false).title(), false);
        assert.equal(fresh.description(), '');
        assert.equal(fresh.description('All the posts').description(), 'All the posts');
        assert.equal(fresh.url(), undefined);
        assert.equal(fresh.url('/v2/posts').url(), '/v2/posts');
        assert.equal(fresh.getUrl(), '/v2/posts');
        fresh.url((id) => `/v2/posts/${id}`);
        assert.equal(fresh.getUrl(7), '/v2/posts/7');
      });
    });
  }

  describe('fields', () => {
    it('accept fields, arrays, nested arrays and several arguments, appending each call', () => {
      const view = admin.entity('posts').editionView();
      const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((name) => admin.field(name));
      assert.equal(view.fields(a, [b, [c]]), view);
      view.fields([d]).fields(e);
      assert.deepEqual(view.fields(), [a, b, c, d, e]);
    });

    it('can be given the fields of another view', () => {
      const entity = admin.entity('posts');
      entity.creationView().fields(admin.field('title'), admin.field('body', 'text'));
      entity
        .editionView()
        .fields([entity.creationView().fields(), admin.field('created_at', 'date')]);
      assert.deepEqual(names(entity.editionView().fields()), ['title', 'body', 'created_at']);
    });

    it('keep the given order, also past ten fields', () => {
      const view = admin.entity('posts').listView();
      const many = Array.from({ length: 15 }, (_, index) => admin.field(`f${index}`));
      view.fields(many);
      assert.deepEqual(view.fields(), many);
    });

    it('are sorted by order() when orders are given, stably, without changing the fields', () => {
      const view = admin.entity('posts').listView();
      const title = admin.field('title');
      const id = admin.field('id').order(0);
      const body = admin.field('body');
      const last = admin.field('last').order(10);
      view.fields(title, body, last, id);
      assert.deepEqual(names(view.fields()), ['title', 'id', 'body', 'last']);
      assert.equal(title.order(), null);
    });

    it('return a copy', () => {
      const view = admin.entity('posts').listView().fields(admin.field('title'));
      view.fields().pop();
      assert.equal(view.fields().length, 1);
    });

    it('are found by name; duplicate names are allowed', () => {
      const first = admin.field('title');
      const view = admin.entity('posts').showView().fields(first, admin.field('title'));
      assert.equal(view.getField('title'), first);
      assert.equal(view.hasField('title'), true);
      assert.equal(view.hasField('body'), false);
      assert.equal(view.getField('body'), undefined);
      assert.equal(view.fields().length, 2);
    });

    it('reject what is not a field, naming entity, view and position', () => {
      const view = admin.entity('posts').listView();
      assert.throws(
        () => view.fields(admin.field('ok'), ['title'] as never),
        /Entity "posts", view "list": fields\(\) expects fields .*got string at argument 1\[0\]/,
      );
    });
  });

  describe('enabled state', () => {
    it('list, creation, edition and show views are enabled once they have fields', () => {
      const entity = admin.entity('posts');
      for (const view of [
        entity.listView(),
        entity.creationView(),
        entity.editionView(),
        entity.showView(),
      ]) {
        assert.equal(view.isEnabled(), false, view.kind);
        view.fields(admin.field('title'));
        assert.equal(view.isEnabled(), true, view.kind);
      }
    });

    it('the show view is unused by default', () => {
      assert.equal(admin.entity('posts').showView().isEnabled(), false);
    });

    it('deletion and batch deletion are enabled by default, without fields', () => {
      const entity = admin.entity('posts');
      assert.equal(entity.deletionView().isEnabled(), true);
      assert.equal(entity.batchDeleteView().isEnabled(), true);
    });

    it('disable() wins over fields and enable() forces a view on', () => {
      const view = admin.entity('posts').listView();
      assert.equal(view.disable(), view);
      view.fields(admin.field('title'));
      assert.equal(view.isEnabled(), false);
      assert.equal(view.enable(), view);
      assert.equal(view.isEnabled(), true);
      assert.equal(admin.entity('posts').showView().enable().isEnabled(), true);
      assert.equal(admin.entity('posts').deletionView().disable().isEnabled(), false);
    });
  });

  describe('actions', () => {
    it('default to the natural buttons of each view', () => {
      const entity = admin.entity('posts');
      assert.deepEqual(entity.listView().actions(), ['filter', 'create', 'export']);
      assert.deepEqual(entity.creationView().actions(), ['list']);
      assert.deepEqual(entity.editionView().actions(), ['list', 'delete']);
      assert.deepEqual(entity.showView().actions(), ['list', 'edit', 'delete']);
      assert.deepEqual(entity.deletionView().actions(), ['list']);
      assert.deepEqual(entity.batchDeleteView().actions(), ['list']);
    });

    it('take an array of button names or a template string', () => {
      const view = admin.entity('posts').showView();
      assert.equal(view.actions(['back', 'edit']), view);
      assert.deepEqual(view.actions(), ['back', 'edit']);
      const template = '<nga-back-button /> <my-publish [entry]="entry" />';
      assert.equal(view.actions(template).actions(), template);
    });

    it('reject unknown button names and other values', () => {
      const view = admin.entity('posts').listView();
      assert.throws(
        () => view.actions(['create', 'publish'] as never),
        /Entity "posts", view "list": actions\(\) got unknown name\(s\) "publish". Known names: back, list, filter/,
      );
      assert.throws(() => view.actions(3 as never), /actions\(\) expects a string or an array/);
    });
  });

  it('title, description and url reject other values', () => {
    const view = admin.entity('posts').listView();
    assert.throws(() => view.title(3 as never), /title\(\) expects a string or a function/);
    assert.throws(() => view.title(true as never), /title\(\)/);
    assert.throws(() => view.description(null as never), /description\(\)/);
    assert.throws(() => view.url({} as never), /url\(\)/);
  });

  describe('prepare', () => {
    it('accepts a function or an injectable array of tokens ending with the function', () => {
      class Http {}
      const fn = (http: Http, context: unknown) => [http, context];
      const view = admin.entity('posts').listView().prepare([Http, fn]);
      assert.deepEqual(view.prepare(), [Http, fn]);
    });

    it('rejects an array not ending with a function, and other values', () => {
      const view = admin.entity('posts').listView();
      assert.throws(
        () => view.prepare(['Http'] as never),
        /Entity "posts", view "list": prepare\(\) expects a function or an injectable array ending with a function, got array/,
      );
      assert.throws(() => view.prepare('go' as never), /prepare\(\)/);
      assert.throws(() => view.prepare([] as never), /prepare\(\)/);
    });
  });
});

describe('View: ng-admin forms used in hooks and configurations', () => {
  it('enabled is the property form of isEnabled()', () => {
    const view = admin.entity('posts').showView();
    assert.equal(view.enabled, false);
    view.fields(admin.field('title'));
    assert.equal(view.enabled, true);
    assert.equal(view.disable().enabled, false);
  });

  it('getEntity() and identifier() reach the entity', () => {
    const objectId = admin.field('_id');
    const entity = admin.entity('posts').identifier(objectId);
    assert.equal(entity.listView().getEntity(), entity);
    assert.equal(entity.editionView().identifier(), objectId);
  });

  it('hasFields() and removeFields()', () => {
    const view = admin.entity('posts').listView();
    assert.equal(view.hasFields(), false);
    view.fields(admin.field('title'), admin.field('body'));
    assert.equal(view.hasFields(), true);
    assert.equal(view.removeFields(), view);
    assert.deepEqual(view.fields(), []);
    assert.equal(view.getField('title'), undefined);
    assert.deepEqual(names(view.fields(admin.field('views')).fields()), ['views']);
  });
});
