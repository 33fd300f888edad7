import {
  appendQueryObject,
  buildQueryString,
  QueryParams,
  queryValue,
  readJsonBody,
  urlWithParams,
} from './request-spec';

describe('request-spec', () => {
  describe('buildQueryString', () => {
    it('encodes values strictly, unlike HttpParams', () => {
      expect(buildQueryString([['_filters', '{"a":"b c","d":[1,2]}']])).toBe(
        '_filters=%7B%22a%22%3A%22b%20c%22%2C%22d%22%3A%5B1%2C2%5D%7D',
      );
      expect(buildQueryString([['q', 'a+b&c=d/$:@']])).toBe('q=a%2Bb%26c%3Dd%2F%24%3A%40');
    });

    it('keeps square brackets of keys readable and encodes the rest of the key', () => {
      expect(
        buildQueryString([
          ['id[]', '1'],
          ['id[]', '2'],
          ['a b', 'x'],
        ]),
      ).toBe('id[]=1&id[]=2&a%20b=x');
    });
  });

  describe('urlWithParams', () => {
    it('appends the query with ? or & depending on the URL', () => {
      const params: QueryParams = [['a', '1']];
      expect(urlWithParams({ url: '/posts', params })).toBe('/posts?a=1');
      expect(urlWithParams({ url: '/posts?lang=en', params })).toBe('/posts?lang=en&a=1');
      expect(urlWithParams({ url: '/posts?', params })).toBe('/posts?a=1');
      expect(urlWithParams({ url: '/posts', params: [] })).toBe('/posts');
    });
  });

  describe('queryValue', () => {
    it('writes strings as they are, objects as JSON, dates as ISO, and skips null', () => {
      expect(queryValue('x')).toBe('x');
      expect(queryValue(3)).toBe('3');
      expect(queryValue(false)).toBe('false');
      expect(queryValue({ a: 1 })).toBe('{"a":1}');
      expect(queryValue(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02T00:00:00.000Z');
      expect(queryValue(null)).toBeUndefined();
      expect(queryValue(undefined)).toBeUndefined();
    });
  });

  describe('appendQueryObject', () => {
    it('writes arrays as key[] with the brackets style, once even if the key has them', () => {
      expect(appendQueryObject([], { id: [1, 2], 'tag[]': ['a'], q: 'x' }, 'brackets')).toEqual([
        ['id[]', '1'],
        ['id[]', '2'],
        ['tag[]', 'a'],
        ['q', 'x'],
      ]);
    });

    it('repeats the key with the repeat style and skips null values', () => {
      expect(appendQueryObject([], { id: [1, null, 2], gone: null }, 'repeat')).toEqual([
        ['id', '1'],
        ['id', '2'],
      ]);
    });
  });

  describe('readJsonBody', () => {
    it('reads JSON, treats an empty body as null and reports anything else', () => {
      expect(readJsonBody('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
      expect(readJsonBody('')).toEqual({ ok: true, value: null });
      expect(readJsonBody(null)).toEqual({ ok: true, value: null });
      expect(readJsonBody('<html>')).toEqual({ ok: false, text: '<html>' });
    });
  });
});
