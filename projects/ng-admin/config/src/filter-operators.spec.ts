import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from './admin';
import { isBatchUpdate } from './batch-update';
import { ConfigError } from './config-errors';
import { isFilterCondition } from './filter-operators';

const admin = createAdmin();

describe('filterOperators (list filters with operators)', () => {
  it('defaults to equality and takes a list of known operators', () => {
    const field = admin.field('published_at', 'date');
    assert.deepEqual(field.filterOperators(), ['eq']);
    assert.equal(field.filterOperators(['gte', 'lte']), field);
    assert.deepEqual(field.filterOperators(), ['gte', 'lte']);
    assert.deepEqual(admin.field('title').filterOperators('contains').filterOperators(), [
      'contains',
    ]);
  });

  it('refuses an unknown operator, naming the field', () => {
    assert.throws(
      () => admin.field('views', 'number').filterOperators(['gte', 'between' as 'gte']),
      (error: unknown) =>
        error instanceof ConfigError &&
        /Field "views" \(number\): filterOperators\(\) got unknown name\(s\) "between"/.test(
          error.message,
        ),
    );
    assert.throws(() => admin.field('views', 'number').filterOperators([]), ConfigError);
  });

  it('each type says what it can compare with', () => {
    assert.deepEqual(admin.field('v', 'number').filterOperatorsOfType(), ['eq', 'gte', 'lte']);
    assert.deepEqual(admin.field('d', 'datetime').filterOperatorsOfType(), ['eq', 'gte', 'lte']);
    assert.deepEqual(admin.field('c', 'choice').filterOperatorsOfType(), ['eq', 'in']);
    assert.deepEqual(admin.field('t').filterOperatorsOfType(), ['eq', 'contains']);
    assert.deepEqual(admin.field('b', 'boolean').filterOperatorsOfType(), ['eq']);
  });

  it('validate() names entity, view and filter when a type cannot take an operator', () => {
    const posts = admin.entity('posts');
    posts
      .listView()
      .fields(admin.field('title'))
      .filters(admin.field('title').filterOperators(['gte', 'lte']));
    const application = admin.application('Blog').addEntity(posts);
    assert.throws(
      () => application.validate(),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.some(
          (problem) =>
            problem.includes('posts') &&
            problem.includes('list') &&
            problem.includes('filter "title"') &&
            problem.includes('"gte", "lte"'),
        ),
    );
  });

  it('tells operator objects from plain values', () => {
    assert.equal(isFilterCondition({ gte: 1, lte: 2 }), true);
    assert.equal(isFilterCondition({ in: ['a'] }), true);
    assert.equal(isFilterCondition({ name: 'x' }), false);
    assert.equal(isFilterCondition({}), false);
    assert.equal(isFilterCondition(['a']), false);
    assert.equal(isFilterCondition('a'), false);
  });
});

describe('admin.batchUpdate (built-in batch updates)', () => {
  it('sets a value, or a value computed when the action runs', () => {
    const publish = admin.batchUpdate('published', true).label('Publish').icon('publish');
    assert.equal(publish.fieldName(), 'published');
    assert.equal(publish.value(), true);
    assert.equal(publish.asksForValue(), false);
    assert.equal(publish.label(), 'Publish');
    assert.equal(publish.icon(), 'publish');
    let calls = 0;
    const today = admin.batchUpdate('published_at', () => `day ${++calls}`);
    assert.equal(today.value(), 'day 1');
    assert.equal(today.value(), 'day 2');
    assert.equal(admin.batchUpdate('category').asksForValue(), true);
    assert.equal(admin.batchUpdate('category').label(), null);
  });

  it('goes into batchActions beside names, in the given order', () => {
    const publish = admin.batchUpdate('published', true);
    const list = admin.entity('posts').listView().batchActions(['delete', publish, '<my-tag />']);
    const actions = list.batchActions();
    assert.ok(Array.isArray(actions));
    assert.deepEqual(
      (actions as unknown[]).map((action) => (isBatchUpdate(action) ? 'update' : action)),
      ['delete', 'update', '<my-tag />'],
    );
    assert.throws(
      () =>
        admin
          .entity('tags')
          .listView()
          .batchActions([42 as unknown as string]),
      ConfigError,
    );
  });

  it('validate() refuses a form-asking update whose field the edition view lacks', () => {
    const posts = admin.entity('posts');
    posts.editionView().fields(admin.field('title'));
    posts
      .listView()
      .fields(admin.field('title'))
      .batchActions([admin.batchUpdate('category')]);
    const application = admin.application('Blog').addEntity(posts);
    assert.throws(
      () => application.validate(),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.some((problem) =>
          /posts.*batchActions: Batch update of "category" asks for a value.*no field "category"/.test(
            problem,
          ),
        ),
    );
    posts.editionView().fields(admin.field('category', 'choice'));
    assert.equal(application.validate(), application);
  });
});
