import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';

const admin = createAdmin();

describe('Mutation modes', () => {
  it('default: deletions undoable, edition saves pessimistic, the rest pessimistic', () => {
    const posts = admin.entity('posts');
    const app = admin.application('Blog').addEntity(posts);
    assert.equal(app.mutationMode(), null);
    assert.equal(app.mutationModeFor(posts.deletionView()), 'undoable');
    assert.equal(app.mutationModeFor(posts.batchDeleteView()), 'undoable');
    assert.equal(app.mutationModeFor(posts.editionView()), 'pessimistic');
    assert.equal(app.mutationModeFor(posts.creationView()), 'pessimistic');
    assert.equal(app.mutationModeFor(posts.listView()), 'pessimistic');
  });

  it('the application sets every view that sets none; a view sets its own', () => {
    const posts = admin.entity('posts');
    const app = admin.application('Blog').addEntity(posts);
    assert.equal(app.mutationMode('optimistic'), app);
    assert.equal(app.mutationModeFor(posts.deletionView()), 'optimistic');
    assert.equal(app.mutationModeFor(posts.editionView()), 'optimistic');
    assert.equal(app.mutationModeFor(posts.creationView()), 'pessimistic');
    assert.equal(posts.editionView().mutationMode('undoable'), posts.editionView());
    assert.equal(posts.editionView().mutationMode(), 'undoable');
    assert.equal(app.mutationModeFor(posts.editionView()), 'undoable');
    posts.batchDeleteView().mutationMode('pessimistic');
    assert.equal(app.mutationModeFor(posts.batchDeleteView()), 'pessimistic');
    posts.batchDeleteView().mutationMode(null);
    assert.equal(app.mutationModeFor(posts.batchDeleteView()), 'optimistic');
  });

  it('refuse another mode, naming the view or the application', () => {
    const posts = admin.entity('posts');
    assert.throws(
      () => posts.deletionView().mutationMode('later' as never),
      /Entity "posts", view "deletion": mutationMode\(\) expects one of "undoable", "optimistic", "pessimistic", got "later"/,
    );
    assert.throws(
      () => admin.application('Blog').mutationMode('eager' as never),
      /Application "Blog": mutationMode\(\) expects one of/,
    );
  });

  it('undoDelay defaults to 5 seconds and takes a positive whole number of milliseconds', () => {
    const app = admin.application('Blog');
    assert.equal(app.undoDelay(), 5000);
    assert.equal(app.undoDelay(8000).undoDelay(), 8000);
    assert.throws(() => app.undoDelay(0), /undoDelay\(\) expects an integer >= 1, got number/);
    assert.throws(() => app.undoDelay(1.5), /undoDelay\(\) expects an integer >= 1/);
  });
});

describe('ReferenceField.creatable', () => {
  it('defaults to false and takes a boolean', () => {
    const field = admin.field('tags', 'reference_many');
    assert.equal(field.creatable(), false);
    assert.equal(field.creatable(true).creatable(), true);
    assert.throws(() => field.creatable('yes' as never), /creatable\(\) expects a boolean/);
  });

  it('is a problem for validate() when the target has no creation view', () => {
    const tags = admin.entity('tags');
    tags.listView().fields(admin.field('name'));
    const posts = admin.entity('posts');
    posts
      .creationView()
      .fields(
        admin
          .field('tags', 'reference_many')
          .targetEntity(tags)
          .targetField(admin.field('name'))
          .creatable(true),
      );
    const app = admin.application('Blog').addEntity(posts).addEntity(tags);
    assert.throws(
      () => app.validate(),
      /Entity "posts", view "creation", field "tags": creatable\(\) needs the creation view of Entity "tags", which is disabled/,
    );
    tags.creationView().fields(admin.field('name'));
    assert.equal(app.validate(), app);
  });
});
