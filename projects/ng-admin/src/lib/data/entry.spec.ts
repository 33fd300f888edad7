import { TestBed } from '@angular/core/testing';
import { admin, Field } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../base/field-type-registry';
import { builtInFieldTypes } from '../fields/built-in-field-types';
import { applyTransforms, Entry, type NgaValueTypes } from './entry';

/** The registry of the built-in field types: the value types the views pass to entries. */
function builtInTypes(): NgaFieldTypeRegistry {
  TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
  return TestBed.inject(NgaFieldTypeRegistry);
}

describe('Entry', () => {
  const posts = admin.entity('posts');

  it('flattens nested properties to dot keys and reads the identifier', () => {
    const entry = Entry.fromRest(
      { id: 7, title: 'Hi', author: { name: 'Ann' }, tags: [1, 2] },
      posts,
    );
    expect(entry.entityName).toBe('posts');
    expect(entry.identifierValue).toBe(7);
    expect(entry.values).toEqual({ id: 7, title: 'Hi', 'author.name': 'Ann', tags: [1, 2] });
  });

  it('keeps the source record for later updates', () => {
    const record = { id: 1, author: { name: 'Ann' } };
    expect(Entry.fromRest(record, posts).source).toBe(record);
  });

  it('keeps whole the values of json, embedded_list, file, choices and reference_many fields', () => {
    const record = {
      id: 1,
      pictures: { first: 'a.png', second: 'b.png' },
      backlinks: [{ url: 'x', date: '2024-01-01' }],
      attachment: { name: 'f.pdf' },
      flags: { a: true },
      refs: { x: 1 },
      meta: { views: 3 },
    };
    const fields = [
      admin.field('pictures', 'json'),
      admin.field('backlinks', 'embedded_list'),
      admin.field('attachment', 'file'),
      admin.field('flags', 'choices'),
      admin.field('refs', 'reference_many'),
    ];
    expect(Entry.fromRest(record, posts, fields, builtInTypes()).values).toEqual({
      id: 1,
      pictures: { first: 'a.png', second: 'b.png' },
      backlinks: [{ url: 'x', date: '2024-01-01' }],
      attachment: { name: 'f.pdf' },
      flags: { a: true },
      refs: { x: 1 },
      'meta.views': 3,
    });
  });

  it('flattens every object without value types, as the API record reads', () => {
    const record = { id: 1, pictures: { first: 'a.png' } };
    expect(Entry.fromRest(record, posts, [admin.field('pictures', 'json')]).values).toEqual({
      id: 1,
      'pictures.first': 'a.png',
    });
  });

  it('reads values by their type before the map functions: API booleans become booleans', () => {
    const seen: unknown[] = [];
    const published = admin.field('published', 'boolean').map((value: unknown) => {
      seen.push(value);
      return value;
    });
    const entry = Entry.fromRest(
      { id: 1, published: '1', title: '1' },
      posts,
      [published, admin.field('title')],
      builtInTypes(),
    );
    expect(seen).toEqual([true]);
    expect(entry.values['published']).toBeTrue();
    expect(entry.values['title']).toBe('1');
  });

  it('accepts any value types, and reads fields of unregistered types as the API sent them', () => {
    const pointTypes: NgaValueTypes = {
      isWholeValue: (field: Field) => field.type() === 'point',
      parseValue: (field: Field, value: unknown) =>
        field.type() === 'point' ? { ...(value as object), parsed: true } : value,
    };
    const point = new Field('position', 'point');
    expect(Entry.fromRest({ position: { x: 1 } }, posts, [point], pointTypes).values).toEqual({
      position: { x: 1, parsed: true },
    });
    const registry = builtInTypes();
    expect(Entry.fromRest({ position: { x: 1 } }, posts, [point], registry).values).toEqual({
      'position.x': 1,
    });
  });

  it('applies map functions in order with the value and the flat values', () => {
    const title = admin
      .field('title')
      .map((value: string) => value.toUpperCase())
      .map((value: string, values) => `${value} by ${values['author.name']}`);
    const entry = Entry.fromRest({ id: 1, title: 'hi', author: { name: 'Ann' } }, posts, [title]);
    expect(entry.values['title']).toBe('HI by Ann');
  });

  it('does not call map for a value the record lacks', () => {
    const map = jasmine.createSpy('map');
    Entry.fromRest({ id: 1 }, posts, [admin.field('title').map(map)]);
    expect(map).not.toHaveBeenCalled();
  });

  it('reads a nested identifier before any map', () => {
    const books = admin.entity('books').identifier(admin.field('meta.isbn').map(() => 'mapped'));
    const entry = Entry.fromRest({ meta: { isbn: '978' } }, books, [books.identifier()]);
    expect(entry.identifierValue).toBe('978');
  });

  it('applies transform functions in order, then nests dot keys', () => {
    const title = admin
      .field('title')
      .transform((value: string) => value.trim())
      .transform((value: string, values) => `${value}#${values['id']}`);
    const entry = Entry.fromValues('posts', { id: 3, title: ' x ', 'author.name': 'Ann' }, 3);
    expect(entry.toRest([title])).toEqual({ id: 3, title: 'x#3', author: { name: 'Ann' } });
    expect(applyTransforms(entry, [title])['title']).toBe('x#3');
    expect(entry.values['title']).toBe(' x ');
  });
});
