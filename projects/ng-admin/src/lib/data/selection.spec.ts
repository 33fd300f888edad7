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
