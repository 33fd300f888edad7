import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { ConfigError } from './config-errors';
import { Entity } from './entity';
import { StringField } from './fields/string-field';
import { BatchDeleteView } from './views/batch-delete-view';
import { CreationView } from './views/creation-view';
import { DeletionView } from './views/deletion-view';
import { EditionView } from './views/edition-view';
import { ListView } from './views/list-view';
import { ShowView } from './views/show-view';

const admin = createAdmin();

describe('Entity', () => {
  it('keeps its name and needs one', () => {
    assert.equal(admin.entity('posts').name(), 'posts');
    assert.throws(() => admin.entity(''), /non-empty string name/);
  });

  it('label defaults to the capitalised name', () => {
    assert.equal(admin.entity('posts').label(), 'Posts');
    assert.equal(admin.entity('blog_posts').label(), 'Blog Posts');
    const entity = admin.entity('posts');
    assert.equal(entity.label('Articles'), entity);
    assert.equal(entity.label(), 'Articles');
  });

  describe('identifier', () => {
    it('defaults to a string field named id', () => {
      const identifier = admin.entity('posts').identifier();
      assert.ok(identifier instanceof StringField);
      assert.equal(identifier.name(), 'id');
      assert.equal(identifier.isDetailLink(), true);
    });

    it('takes a field', () => {
      const objectId = admin.field('_id');
      const entity = admin.entity('posts');
      assert.equal(entity.identifier(objectId), entity);
      assert.equal(entity.identifier(), objectId);
    });

    it('throws for a non-field argument', () => {
      assert.throws(
        () => admin.entity('posts').identifier('_id' as never),
        (error: unknown) =>
          error instanceof ConfigError &&
          /Entity "posts": identifier\(\) expects a field \(created with admin.field\(\)\), got string/.test(
            error.message,
          ),
      );
    });
  });

  describe('views', () => {
    it('are created once each, with the right classes and kinds', () => {
      const entity = admin.entity('posts');
      assert.ok(entity.listView() instanceof ListView);
      assert.ok(entity.creationView() instanceof CreationView);
      assert.ok(entity.editionView() instanceof EditionView);
      assert.ok(entity.showView() instanceof ShowView);
      assert.ok(entity.deletionView() instanceof DeletionView);
      assert.ok(entity.batchDeleteView() instanceof BatchDeleteView);
      assert.equal(entity.listView(), entity.listView());
      assert.equal(entity.editionView(), entity.getView('edition'));
      assert.deepEqual(
        entity.views.map((view) => view.kind),
        ['list', 'creation', 'edition', 'show', 'deletion', 'batchDelete'],
      );
      assert.ok(entity.views.every((view) => view.entity === entity));
      assert.equal(entity.menuView(), entity.listView());
    });

    it('getView rejects an unknown kind', () => {
      assert.throws(
        () => admin.entity('posts').getView('grid' as never),
        /getView\(\) expects one of "list"/,
      );
    });
  });

  describe('readOnly', () => {
    it('is off by default', () => {
      assert.equal(admin.entity('posts').isReadOnly(), false);
    });

    it('disables creation, edition, deletion and batch deletion, even with fields', () => {
      const entity = admin.entity('posts');
      entity.listView().fields(admin.field('title'));
      assert.equal(entity.readOnly(), entity);
      entity.creationView().fields(admin.field('title'));
      entity.editionView().fields(admin.field('title'));
      assert.equal(entity.isReadOnly(), true);
      assert.equal(entity.listView().isEnabled(), true);
      assert.equal(entity.creationView().isEnabled(), false);
      assert.equal(entity.editionView().isEnabled(), false);
      assert.equal(entity.deletionView().isEnabled(), false);
      assert.equal(entity.batchDeleteView().isEnabled(), false);
    });
  });

  describe('getDetailLinkView', () => {
    it('targets the edition view by default', () => {
      const entity = admin.entity('posts');
      entity.editionView().fields(admin.field('title'));
      assert.equal(entity.getDetailLinkView(admin.field('id')), 'edit');
    });

    it('targets the show view of a read-only entity', () => {
      const entity = admin.entity('posts');
      entity.editionView().fields(admin.field('title'));
      entity.showView().fields(admin.field('title'));
      entity.readOnly();
      assert.equal(entity.getDetailLinkView(admin.field('id')), 'show');
    });

    it('honours detailLinkRoute, falls back to the other enabled view, or null', () => {
      const entity = admin.entity('posts');
      const toShow = admin.field('id').detailLinkRoute('show');
      assert.equal(entity.getDetailLinkView(toShow), null);
      entity.editionView().fields(admin.field('title'));
      assert.equal(entity.getDetailLinkView(toShow), 'edit');
      entity.showView().fields(admin.field('title'));
      assert.equal(entity.getDetailLinkView(toShow), 'show');
      entity.editionView().disable();
      assert.equal(entity.getDetailLinkView(admin.field('id')), 'show');
    });
  });

  describe('url and baseApiUrl', () => {
    it('url is undefined by default and takes a string or a function of the id', () => {
      const entity = admin.entity('posts');
      assert.equal(entity.url(), undefined);
      assert.equal(entity.getUrl(1), undefined);
      assert.equal(entity.url('/articles'), entity);
      assert.equal(entity.url(), '/articles');
      assert.equal(entity.getUrl(1), '/articles');
      entity.url((id) => (id === undefined ? '/articles' : `/articles/${id}`));
      assert.equal(entity.getUrl(), '/articles');
      assert.equal(entity.getUrl(3), '/articles/3');
      assert.throws(
        () => entity.url(4 as never),
        /Entity "posts": url\(\) expects a string or a function/,
      );
    });

    it('baseApiUrl is null by default (the application one applies)', () => {
      const entity = admin.entity('posts');
      assert.equal(entity.baseApiUrl(), null);
      assert.equal(
        entity.baseApiUrl('https://api.example.com/').baseApiUrl(),
        'https://api.example.com/',
      );
      assert.equal(entity.baseApiUrl(null).baseApiUrl(), null);
    });
  });

  describe('createMethod and updateMethod', () => {
    it('default to POST and PUT', () => {
      const entity = admin.entity('posts');
      assert.equal(entity.createMethod(), 'POST');
      assert.equal(entity.updateMethod(), 'PUT');
    });

    it('allow PATCH', () => {
      const entity = admin.entity('posts').updateMethod('PATCH').createMethod('PUT');
      assert.equal(entity.updateMethod(), 'PATCH');
      assert.equal(entity.createMethod(), 'PUT');
    });

    it('reject other methods', () => {
      assert.throws(
        () => admin.entity('posts').updateMethod('DELETE' as never),
        /Entity "posts": updateMethod\(\) expects one of "POST", "PUT", "PATCH", got "DELETE"/,
      );
      assert.throws(() => admin.entity('posts').createMethod('patch' as never), /createMethod\(\)/);
    });
  });

  it('has a stable unique id', () => {
    const posts = new Entity('posts');
    const others = new Entity('posts');
    assert.equal(posts.uniqueId, posts.uniqueId);
    assert.notEqual(posts.uniqueId, others.uniqueId);
    assert.match(posts.uniqueId, /^posts_\d+$/);
  });
});

describe('Entity: ng-admin forms', () => {
  it('name() is a getter only: setting it throws, pointing to the migration guide', () => {
    const entity = admin.entity('posts');
    assert.throws(
      () => (entity.name as (name: string) => unknown)('articles'),
      /Entity "posts": name\(\) takes no argument here, the name is fixed at creation \(admin\.entity\('name'\)\)\. See docs\/migrating-from-ng-admin\.md/,
    );
    assert.equal(entity.name(), 'posts');
  });

  it('refuses ng-admin url functions of (entityName, viewType, identifierValue, identifierName)', () => {
    const entity = admin.entity('posts');
    const ngAdminUrl = (name: string, _viewType: string, id: unknown) => `/${name}/${String(id)}`;
    assert.throws(
      () => entity.url(ngAdminUrl as never),
      /Entity "posts": url\(\) got a function of 3 parameters, the ng-admin 1\.0 form/,
    );
    assert.equal(entity.url((id) => `/v2/posts/${String(id)}`).getUrl(7), '/v2/posts/7');
  });

  it('errorMessage and order default to none', () => {
    const entity = admin.entity('posts');
    assert.equal(entity.errorMessage(), null);
    assert.equal(entity.getErrorMessage({ status: 404 }), null);
    assert.equal(entity.errorMessage('Not found').getErrorMessage({}), 'Not found');
    assert.equal(entity.order(), null);
    assert.equal(entity.order(2).order(), 2);
  });
});
