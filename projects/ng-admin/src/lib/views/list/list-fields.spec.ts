import { TestBed } from '@angular/core/testing';
import { admin } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../../base/field-type-registry';
import { builtInFieldTypes } from '../../fields/built-in-field-types';
import { listBatchActions, listFields } from './list-fields';

describe('list fields', () => {
  it('leaves out nested-datagrid types unless a map or template makes them a value', () => {
    const view = admin
      .entity('posts')
      .listView()
      .fields(
        admin.field('title'),
        admin.field('backlinks', 'embedded_list'),
        admin.field('comments', 'referenced_list').template('{{ value.length }}'),
      );
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    const types = TestBed.inject(NgaFieldTypeRegistry);
    expect(listFields(view, types).map((field) => field.name())).toEqual(['title', 'comments']);
  });

  it('offers batch delete by default', () => {
    expect(listBatchActions(admin.entity('tags').listView())).toEqual(['delete']);
  });

  it('drops batch delete when the entity cannot be batch deleted', () => {
    const readOnly = admin.entity('tags').readOnly();
    expect(listBatchActions(readOnly.listView())).toEqual([]);

    const entity = admin.entity('posts');
    entity.batchDeleteView().disable();
    entity.listView().batchActions(['delete', '<my-action selection="selection"></my-action>']);
    expect(listBatchActions(entity.listView())).toEqual([
      '<my-action selection="selection"></my-action>',
    ]);
  });

  it('drops the batch updates of fields the user may not change', () => {
    const publish = admin.batchUpdate('published', true);
    const feature = admin.batchUpdate('featured', true);
    const posts = admin.entity('posts');
    posts
      .editionView()
      .fields(admin.field('published', 'boolean'), admin.field('featured', 'boolean'));
    const view = posts.listView().batchActions(['delete', publish, feature]);
    expect(listBatchActions(view)).toEqual(['delete', publish, feature]);
    expect(listBatchActions(view, true, (name) => name === 'featured')).toEqual([
      'delete',
      feature,
    ]);
    // A read-only entity has no edition: nothing to update, nothing to delete.
    expect(
      listBatchActions(admin.entity('tags').readOnly().listView().batchActions([publish])),
    ).toEqual([]);
  });

  it('keeps a template string as it is', () => {
    const view = admin.entity('tags').readOnly().listView().batchActions('<b>custom</b>');
    expect(listBatchActions(view)).toBe('<b>custom</b>');
  });
});
