import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { Collection } from './collection';
import { Dashboard } from './dashboard';

const admin = createAdmin();

describe('Collection', () => {
  const post = admin.entity('posts').label('Articles');

  it('is a panel of an entity with list-like defaults', () => {
    const collection = admin.collection(post);
    assert.ok(collection instanceof Collection);
    assert.equal(collection.entity, post);
    assert.equal(collection.name(), 'posts');
    assert.equal(collection.title(), 'Articles');
    assert.deepEqual(collection.fields(), []);
    assert.equal(collection.perPage(), 5);
    assert.equal(collection.sortField(), 'id');
    assert.equal(collection.sortDir(), 'DESC');
    assert.deepEqual(collection.permanentFilters(), {});
    assert.equal(collection.order(), null);
  });

  it('sets every setting, chainable', () => {
    const title = admin.field('title');
    const views = admin.field('views', 'number');
    const collection = admin
      .collection(post)
      .name('popular')
      .title('Popular posts')
      .fields(title, [views])
      .perPage(10)
      .sortField('views')
      .sortDir('ASC')
      .permanentFilters({ published: true })
      .order(2);
    assert.equal(collection.name(), 'popular');
    assert.equal(collection.title(), 'Popular posts');
    assert.deepEqual(collection.fields(), [title, views]);
    assert.equal(collection.perPage(), 10);
    assert.equal(collection.sortField(), 'views');
    assert.equal(collection.sortDir(), 'ASC');
    assert.deepEqual(collection.permanentFilters(), { published: true });
    assert.equal(collection.order(), 2);
  });

  it('validates its settings and needs an entity', () => {
    assert.throws(() => admin.collection(post).perPage(0), /Collection "posts": perPage\(\)/);
    assert.throws(
      () => admin.collection(post).fields('title' as never),
      /fields\(\) expects fields/,
    );
    assert.throws(
      () => admin.collection('posts' as never),
      /admin: collection\(\) expects an entity/,
    );
  });
});

describe('Dashboard', () => {
  const post = admin.entity('posts');
  const comment = admin.entity('comments');

  it('starts empty, without template', () => {
    const dashboard = admin.dashboard();
    assert.ok(dashboard instanceof Dashboard);
    assert.deepEqual(dashboard.collections(), []);
    assert.equal(dashboard.hasCollections(), false);
    assert.equal(dashboard.template(), null);
  });

  it('adds collections, sorted by order when given', () => {
    const posts = admin.collection(post);
    const comments = admin.collection(comment);
    const first = admin.collection(comment).name('first').order(-1);
    const dashboard = admin
      .dashboard()
      .addCollection(posts)
      .addCollection(comments)
      .addCollection(first);
    assert.deepEqual(dashboard.collections(), [first, posts, comments]);
    assert.equal(dashboard.hasCollections(), true);
    dashboard.collections([comments]);
    assert.deepEqual(dashboard.collections(), [comments]);
    assert.throws(
      () => dashboard.addCollection(post as never),
      /addCollection\(\) expects a collection/,
    );
  });

  it('takes a template', () => {
    const dashboard = admin.dashboard().template('<h1>Welcome</h1>');
    assert.equal(dashboard.template(), '<h1>Welcome</h1>');
    assert.equal(dashboard.template(null).template(), null);
  });
});

describe('Collection: listActions', () => {
  it('defaults to none and takes row button names or a template', () => {
    const collection = admin.collection(admin.entity('tags'));
    assert.deepEqual(collection.listActions(), []);
    assert.deepEqual(collection.listActions(['show']).listActions(), ['show']);
    assert.equal(collection.listActions('<my-button />').listActions(), '<my-button />');
    assert.throws(
      () => collection.listActions(['publish'] as never),
      /Collection "tags": listActions\(\) got unknown name\(s\) "publish"\. Known names: show, edit, delete/,
    );
  });
});
