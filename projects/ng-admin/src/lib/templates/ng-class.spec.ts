import { ngClassNames } from './ng-class';

describe('ngClassNames', () => {
  it('reads strings, condition objects and arrays of both', () => {
    expect(ngClassNames(' bold  big ')).toEqual(['bold', 'big']);
    expect(ngClassNames({ 'bold big': 1, dim: 0, red: 'yes' })).toEqual(['bold', 'big', 'red']);
    expect(ngClassNames(['a b', { c: true, d: false }, ['nested'], 3])).toEqual(['a', 'b', 'c']);
  });

  it('gives no class for other values', () => {
    for (const value of [null, undefined, 42, true]) {
      expect(ngClassNames(value)).withContext(String(value)).toEqual([]);
    }
  });
});
