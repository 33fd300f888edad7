import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { EmbeddedListField } from './embedded-list-field';

const admin = createAdmin();

describe('EmbeddedListField (spec 2.6 embedded_list)', () => {
  it('is created by the embedded_list type', () => {
    assert.ok(admin.field('comments', 'embedded_list') instanceof EmbeddedListField);
  });

  it('targetFields take fields and nested arrays, replacing the previous ones', () => {
    const date = admin.field('date', 'date');
    const content = admin.field('content', 'text');
    const field = admin.field('comments', 'embedded_list');
    assert.deepEqual(field.targetFields(), []);
    assert.equal(field.targetFields([date, [content]]), field);
    assert.deepEqual(field.targetFields(), [date, content]);
  });

  it('targetFields that are not fields throw, naming the field', () => {
    assert.throws(
      () => admin.field('comments', 'embedded_list').targetFields([{ name: 'date' }] as never),
      /Field "comments" \(embedded_list\): targetFields\(\) expects fields/,
    );
  });

  it('sortField id, sortDir DESC, permanentFilters {} and no targetEntity by default', () => {
    const field = admin.field('comments', 'embedded_list');
    assert.equal(field.sortField(), 'id');
    assert.equal(field.sortDir(), 'DESC');
    assert.deepEqual(field.permanentFilters(), {});
    assert.equal(field.targetEntity(), undefined);
    const comment = admin.entity('comments');
    field
      .sortField('date')
      .sortDir('ASC')
      .permanentFilters({ visible: true })
      .targetEntity(comment);
    assert.equal(field.sortField(), 'date');
    assert.equal(field.sortDir(), 'ASC');
    assert.deepEqual(field.permanentFilters(), { visible: true });
    assert.equal(field.targetEntity(), comment);
  });

  it('needs no target entity, but reports problems of its nested fields', () => {
    const field = admin.field('comments', 'embedded_list');
    assert.deepEqual(field.configProblems(), []);
    field.targetFields([admin.field('items', 'referenced_list')]);
    assert.equal(field.configProblems().length, 2);
    assert.match(field.configProblems()[0] ?? '', /^target field "items": a referenced_list field/);
  });
});

describe('EmbeddedListField: listActions', () => {
  it('defaults to none and takes row button names', () => {
    const field = admin.field('links', 'embedded_list');
    assert.deepEqual(field.listActions(), []);
    assert.deepEqual(field.listActions(['show', 'delete']).listActions(), ['show', 'delete']);
    assert.throws(
      () => field.listActions(5 as never),
      /listActions\(\) expects a string or an array of strings/,
    );
  });
});
