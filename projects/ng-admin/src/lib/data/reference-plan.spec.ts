import { admin } from '@ng-admin/core/config';
import { Entry } from './entry';
import { planReferenceLookups, referencedIds } from './reference-plan';

describe('reference plan', () => {
  const users = admin.entity('users');
  const tags = admin.entity('tags');
  const author = admin
    .field('author_id', 'reference')
    .targetEntity(users)
    .targetField(admin.field('name'));
  const editor = admin
    .field('editor_id', 'reference')
    .targetEntity(users)
    .targetField(admin.field('name'));
  const tagList = admin
    .field('tags', 'reference_many')
    .targetEntity(tags)
    .targetField(admin.field('name'));
  const entries = [
    new Entry('posts', { author_id: 1, editor_id: 2, tags: [10, 11] }),
    new Entry('posts', { author_id: '1', editor_id: 1, tags: [11, 12] }),
    new Entry('posts', { author_id: 4, editor_id: 3, tags: [] }),
    new Entry('posts', { author_id: null, editor_id: '', tags: null }),
  ];

  it('lists distinct identifiers in order, 1 and "1" being the same', () => {
    expect(referencedIds(author, entries)).toEqual([1, 4]);
    expect(referencedIds(editor, entries)).toEqual([2, 1, 3]);
    expect(referencedIds(tagList, entries)).toEqual([10, 11, 12]);
  });

  it('fetches each record once, shared by the fields targeting the same entity', () => {
    const plan = planReferenceLookups([author, editor, tagList, admin.field('title')], entries);
    expect(plan.batches).toEqual([]);
    expect(plan.singles.map(({ entity, id }) => `${entity.name()}/${id}`)).toEqual([
      'users/1',
      'users/4',
      'users/2',
      'users/3',
      'tags/10',
      'tags/11',
      'tags/12',
    ]);
  });

  it('groups the identifiers of a singleApiCall field first, leaving the others single', () => {
    const batchedEditor = admin
      .field('editor_id', 'reference')
      .targetEntity(users)
      .targetField(admin.field('name'))
      .singleApiCall((ids) => ({ id: ids }));
    const plan = planReferenceLookups([author, batchedEditor], entries);
    expect(plan.batches.map(({ field, ids }) => [field.name(), ids])).toEqual([
      ['editor_id', [2, 1, 3]],
    ]);
    expect(plan.singles.map(({ id }) => id)).toEqual([4]);
  });

  it('leaves out what is already known', () => {
    const plan = planReferenceLookups(
      [author, editor],
      entries,
      (name, id) => name === 'users' && id !== 3,
    );
    expect(plan.singles.map(({ id }) => id)).toEqual([3]);
  });

  it('batches every field when the dialect fetches any identifiers at once', () => {
    const plan = planReferenceLookups([author, editor, tagList], entries, undefined, true);
    expect(plan.singles).toEqual([]);
    expect(plan.batches.map(({ field, ids }) => `${field.name()}: ${ids.join(',')}`)).toEqual([
      'author_id: 1,4',
      'editor_id: 2,3',
      'tags: 10,11,12',
    ]);
  });
});
