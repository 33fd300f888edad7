import { deepEqual, deepMerge, flattenValues, readPath, unflattenValues } from './values';

describe('values', () => {
  it('flattens nested objects to dot keys and keeps arrays as values', () => {
    expect(
      flattenValues({
        id: 1,
        author: { name: 'Ann', address: { city: 'Paris' } },
        tags: [1, 2],
        backlinks: [{ url: 'x' }],
        empty: {},
        when: null,
      }),
    ).toEqual({
      id: 1,
      'author.name': 'Ann',
      'author.address.city': 'Paris',
      tags: [1, 2],
      backlinks: [{ url: 'x' }],
      empty: {},
      when: null,
    });
  });

  it('keeps whole the objects under the paths it is told to', () => {
    expect(
      flattenValues({ pictures: { first: 'a.png' }, meta: { a: 1 } }, (p) => p === 'pictures'),
    ).toEqual({
      pictures: { first: 'a.png' },
      'meta.a': 1,
    });
  });

  it('nests dot keys again, updating a copy of an object kept whole', () => {
    const pictures = { first: 'a.png', second: 'b.png' };
    expect(
      unflattenValues({
        id: 1,
        'author.name': 'Ann',
        'author.city': 'Paris',
        pictures,
        'pictures.first': 'c.png',
      }),
    ).toEqual({
      id: 1,
      author: { name: 'Ann', city: 'Paris' },
      pictures: { first: 'c.png', second: 'b.png' },
    });
    expect(pictures.first).toBe('a.png');
  });

  it('reads dot paths', () => {
    expect(readPath({ a: { b: { c: 3 } } }, 'a.b.c')).toBe(3);
    expect(readPath({ 'a.b': 1 }, 'a.b')).toBe(1);
    expect(readPath({ a: 1 }, 'a.b')).toBeUndefined();
  });

  it('merges nested objects and replaces anything else', () => {
    expect(
      deepMerge({ a: { b: 1, c: 2 }, list: [1, 2], x: 1 }, { a: { b: 3 }, list: [3] }),
    ).toEqual({
      a: { b: 3, c: 2 },
      list: [3],
      x: 1,
    });
  });

  it('compares JSON-like values structurally', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeTrue();
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBeFalse();
    expect(deepEqual([1, 2], [2, 1])).toBeFalse();
    expect(deepEqual(new Date(5), new Date(5))).toBeTrue();
    expect(deepEqual('1', 1)).toBeFalse();
  });
});
