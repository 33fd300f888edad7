import { admin } from '@ng-admin/core/config';
import { Entry } from './entry';
import { creationBody, updateBody } from './write-body';

describe('write bodies', () => {
  const posts = admin.entity('posts');
  const fields = [
    admin.field('title').transform((value: string) => value.trim()),
    admin.field('author.name'),
    admin.field('pictures', 'json'),
  ];
  const loaded = Entry.fromRest(
    {
      id: 1,
      title: 'Old',
      views: 10,
      author: { name: 'Ann', id: 5 },
      pictures: { first: 'a.png', second: 'b.png' },
    },
    posts,
    fields,
  );

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
    );
    expect(body).toEqual({ title: 'New' });
  });

  it('PATCH with nothing changed sends an empty object', () => {
    expect(updateBody(loaded, fields, { title: 'Old' }, 'PATCH')).toEqual({});
  });
});
