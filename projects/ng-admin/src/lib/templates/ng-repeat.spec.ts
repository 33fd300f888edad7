import { parseRepeat, repeatItems, repeatScope } from './ng-repeat';

describe('parseRepeat', () => {
  it('reads item, (key, value), the collection with filters, and track by', () => {
    expect(parseRepeat('tag in entry.values.tags track by $index')).toEqual({
      valueName: 'tag',
      keyName: undefined,
      collection: 'entry.values.tags',
      trackBy: '$index',
    });
    expect(parseRepeat(" ( key , value ) in values | orderBy:'x' ")).toEqual({
      valueName: 'value',
      keyName: 'key',
      collection: "values | orderBy:'x'",
      trackBy: undefined,
    });
  });

  it('rejects malformed expressions with a message saying what is expected', () => {
    expect(() => parseRepeat('tags')).toThrowError(/"item in list"/);
    expect(() => parseRepeat('a.b in tags')).toThrowError(/must be a name or "\(key, value\)"/);
    expect(() => parseRepeat('t in tags as shown')).toThrowError(/"as alias" clause/);
    expect(() => parseRepeat('$index in tags')).toThrowError(/\$index/);
  });
});

describe('repeatItems', () => {
  it('gives array items by index and own object properties without $ ones', () => {
    expect(repeatItems(['a', 'b'])).toEqual([
      [0, 'a'],
      [1, 'b'],
    ]);
    expect(repeatItems({ b: 1, $$hashKey: 2, a: 3 })).toEqual([
      ['b', 1],
      ['a', 3],
    ]);
    expect(repeatItems(Object.create({ inherited: 1 }))).toEqual([]);
  });

  it('gives nothing for other values', () => {
    for (const value of [null, undefined, 3, 'abc', true]) {
      expect(repeatItems(value)).withContext(String(value)).toEqual([]);
    }
  });
});

describe('repeatScope', () => {
  it('inherits the parent names and adds the item and the position names', () => {
    const parent = { entry: 'e', tag: 'shadowed' };
    const scope = repeatScope(parent, parseRepeat('(i, tag) in tags'), 1, 'b', 1, 3);
    expect(scope).toEqual({
      entry: 'e',
      tag: 'b',
      i: 1,
      $parent: parent,
      $index: 1,
      $first: false,
      $last: false,
      $middle: true,
      $even: false,
      $odd: true,
    } as typeof scope);
    expect(parent.tag).toBe('shadowed');
  });
});
