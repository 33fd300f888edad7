import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAdmin } from '../admin';
import { ReferencedListField } from './referenced-list-field';

const admin = createAdmin();
const comment = admin.entity('comments');

describe('ReferencedListField (spec 2.6 referenced_list)', () => {
  it('is created by the referenced_list type and is not editable', () => {
    const field = admin.field('comments', 'referenced_list');
    assert.ok(field instanceof ReferencedListField);
    assert.equal(field.editable(), false);
  });

  it('targetEntity takes an entity', () => {
    const field = admin.field('comments', 'referenced_list');
    assert.equal(field.targetEntity(), undefined);
    assert.equal(field.targetEntity(comment).targetEntity(), comment);
    assert.throws(() => field.targetEntity({} as never), /targetEntity\(\) expects an entity/);
  });

  it('targetReferenceField takes the name of the foreign key field', () => {
    const field = admin.field('comments', 'referenced_list');
    assert.equal(field.targetReferenceField(), undefined);
    assert.equal(field.targetReferenceField('post_id').targetReferenceField(), 'post_id');
    assert.throws(
      () => field.targetReferenceField(admin.field('post_id') as never),
      /targetReferenceField\(\) expects a string, got object/,
    );
  });

  it('targetFields take fields, replacing the previous ones', () => {
    const author = admin.field('author');
    const body = admin.field('body', 'text');
    const field = admin.field('comments', 'referenced_list');
    assert.deepEqual(field.targetFields(), []);
    assert.equal(field.targetFields([author, body]), field);
    assert.deepEqual(field.targetFields(), [author, body]);
    field.targetFields([body]);
    assert.deepEqual(field.targetFields(), [body]);
    assert.throws(
      () => field.targetFields(['author'] as never),
      /targetFields\(\) expects fields .* got string at argument 0\[0\]/,
    );
  });

  it('perPage 30, sortField id, sortDir DESC, permanentFilters {} by default', () => {
    const field = admin.field('comments', 'referenced_list');
    assert.equal(field.perPage(), 30);
    assert.equal(field.sortField(), 'id');
    assert.equal(field.sortDir(), 'DESC');
    assert.deepEqual(field.permanentFilters(), {});
    field.perPage(5).sortField('created_at').sortDir('ASC').permanentFilters({ approved: true });
    assert.equal(field.perPage(), 5);
    assert.equal(field.sortField(), 'created_at');
    assert.equal(field.sortDir(), 'ASC');
    assert.deepEqual(field.permanentFilters(), { approved: true });
  });

  it('reports a missing targetEntity or targetReferenceField, and problems of its columns', () => {
    assert.deepEqual(admin.field('comments', 'referenced_list').configProblems(), [
      'a referenced_list field needs targetEntity()',
      'a referenced_list field needs targetReferenceField()',
    ]);
    const complete = admin
      .field('comments', 'referenced_list')
      .targetEntity(comment)
      .targetReferenceField('post_id')
      .targetFields([admin.field('author_id', 'reference')]);
    assert.deepEqual(complete.configProblems(), [
      'target field "author_id": a reference field needs targetEntity()',
      'target field "author_id": a reference field needs targetField()',
    ]);
  });
});

describe('ReferencedListField: datagrid rows', () => {
  it('listActions and entryCssClasses default to none and are checked', () => {
    const field = admin.field('comments', 'referenced_list');
    assert.deepEqual(field.listActions(), []);
    assert.equal(field.entryCssClasses(), null);
    field.listActions(['edit']).entryCssClasses(['highlighted']);
    assert.deepEqual(field.listActions(), ['edit']);
    assert.deepEqual(field.entryCssClasses(), ['highlighted']);
    assert.throws(
      () => field.listActions(['open'] as never),
      /listActions\(\) got unknown name\(s\) "open"/,
    );
    assert.throws(
      () => field.entryCssClasses(3 as never),
      /entryCssClasses\(\) expects a string, an array of strings or a function/,
    );
  });
});
