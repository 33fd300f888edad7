import { TestBed } from '@angular/core/testing';
import { admin } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../base/field-type-registry';
import { builtInFieldTypes } from '../fields/built-in-field-types';
import { Entry } from './entry';
import { creationBody, updateBody } from './write-body';

describe('write bodies', () => {
  const posts = admin.entity('posts');
  const fields = [
    admin.field('title').transform((value: string) => value.trim()),
    admin.field('author.name'),
    admin.field('pictures', 'json'),
  ];
  const record = {
    id: 1,
    title: 'Old',
    views: 10,
    author: { name: 'Ann', id: 5 },
    pictures: { first: 'a.png', second: 'b.png' },
  };
  let types: NgaFieldTypeRegistry;
  let loaded: Entry;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    types = TestBed.inject(NgaFieldTypeRegistry);
    loaded = Entry.fromRest(record, posts, fields, types);
  });

  it('creation: transforms the values and nests dot keys', () => {
    expect(creationBody('posts', fields, { title: ' New ', 'author.name': 'Bob' })).toEqual({
      title: 'New',
      author: { name: 'Bob' },
    });
  });

  it('PUT: the loaded record merged with the written values', () => {
    const body = updateBody(
      loaded,
      fields,
      { title: ' New ', 'author.name': 'Bob', pictures: { first: 'c.png' } },
      'PUT',
      types,
    );
    expect(body).toEqual({
      id: 1,
      title: 'New',
      views: 10,
      author: { name: 'Bob', id: 5 },
      pictures: { first: 'c.png' },
    });
  });

  it('PATCH: only the values that changed, transformed and nested', () => {
    const body = updateBody(
      loaded,
      fields,
      { title: ' New ', 'author.name': 'Ann', pictures: { first: 'a.png', second: 'b.png' } },
      'PATCH',
      types,
    );
    expect(body).toEqual({ title: 'New' });
  });

  it('PATCH: a whole value that changed is sent whole', () => {
    const values = { title: 'Old', pictures: { first: 'a.png', second: 'c.png' } };
    expect(updateBody(loaded, fields, values, 'PATCH', types)).toEqual({
      pictures: { first: 'a.png', second: 'c.png' },
    });
  });

  it('PATCH with nothing changed sends an empty object', () => {
    expect(updateBody(loaded, fields, { title: 'Old' }, 'PATCH', types)).toEqual({});
  });
});
