import { TestBed } from '@angular/core/testing';
import { admin } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../base/field-type-registry';
import { builtInFieldTypes } from '../fields/built-in-field-types';
import { recordProperties, selectingList } from './selection';

describe('recordProperties', () => {
  let types: NgaFieldTypeRegistry;
  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    types = TestBed.inject(NgaFieldTypeRegistry);
  });

  it('names the identifier, the version, then what the fields read, once each', () => {
    const comments = admin.entity('comments');
    const posts = admin.entity('posts').identifier(admin.field('uuid')).versionField('version');
    const fields = [
      admin.field('title'),
      admin.field('author.name'),
      admin.field('author.email'),
      admin.field('uuid'),
      admin.field('summary', 'template').template('{{ entry.values.title }}'),
      admin
        .field('comments', 'referenced_list')
        .targetEntity(comments)
        .targetReferenceField('post_id'),
    ];
    expect(recordProperties(posts, fields, types)).toEqual(['uuid', 'version', 'title', 'author']);
  });

  it("adds what string templates read: entry values, a template's own value, view titles", () => {
    const tags = admin.entity('tags');
    tags.deletionView().title('Delete "{{ entry.values.name }}"');
    tags.showView().description("By {{ entry.values['author.name'] }}");
    const fields = [
      admin.field('upper_name', 'template').template('{{ entry.values.name | uppercase }}'),
      admin.field('label', 'template').template('<b>{{ value }}</b>'),
      admin.field('count', 'template').template('{{ entry.values.valueless }}'),
      admin.field('stars', 'template').template((entry) => String(entry?.values['stars'])),
    ];
    expect(recordProperties(tags, fields, types)).toEqual(['id', 'name', 'label', 'valueless']);
    expect(recordProperties(tags, [], types, tags.deletionView())).toEqual(['id', 'name']);
    expect(recordProperties(tags, [], types, tags.showView())).toEqual(['id', 'author']);
  });

  it('puts the properties on the resource of a list query', () => {
    const resource = { entityName: 'tags', identifierName: 'id', url: '/tags' };
    const query = selectingList({ resource, purpose: 'list', page: 1 }, ['id', 'name']);
    expect(query).toEqual({
      resource: { ...resource, fields: ['id', 'name'] },
      purpose: 'list',
      page: 1,
    });
    expect(resource).toEqual({ entityName: 'tags', identifierName: 'id', url: '/tags' });
  });
});
