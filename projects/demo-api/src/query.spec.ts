import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HttpError } from './errors.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, parseListQuery } from './query.ts';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

function assertBadRequest(query: string, messagePattern: RegExp) {
  assert.throws(
    () => parse(query),
    (error: unknown) =>
      error instanceof HttpError && error.statusCode === 400 && messagePattern.test(error.message),
  );
}

describe('parseListQuery', () => {
  test('defaults to the first page of 30, sorted by id descending, unfiltered', () => {
    assert.deepEqual(parse(''), {
      page: 1,
      perPage: DEFAULT_PER_PAGE,
      sortField: 'id',
      sortDirection: 'DESC',
      filters: [],
    });
  });

  test('reads _page and _perPage, capping _perPage', () => {
    const query = parse('_page=3&_perPage=7');
    assert.equal(query.page, 3);
    assert.equal(query.perPage, 7);
    assert.equal(parse('_perPage=50000').perPage, MAX_PER_PAGE);
  });

  test('caps _perPage at a larger maximum when the server is given one', () => {
    const params = new URLSearchParams('_perPage=5000');
    assert.equal(parseListQuery(params, 5000).perPage, 5000);
    assert.equal(parseListQuery(new URLSearchParams('_perPage=9000'), 5000).perPage, 5000);
  });

  test('rejects non-numeric, zero and negative paging values', () => {
    assertBadRequest('_page=abc', /Invalid _page/);
    assertBadRequest('_page=0', /Invalid _page/);
    assertBadRequest('_perPage=ten', /Invalid _perPage/);
    assertBadRequest('_perPage=-5', /Invalid _perPage/);
    assertBadRequest('_perPage=2.5', /Invalid _perPage/);
  });

  test('reads _sortDir case-insensitively and rejects anything else', () => {
    assert.equal(parse('_sortDir=asc').sortDirection, 'ASC');
    assert.equal(parse('_sortDir=Desc').sortDirection, 'DESC');
    assertBadRequest('_sortDir=sideways', /Invalid _sortDir/);
  });

  test('accepts a nested _sortField and rejects anything that is not a dot path', () => {
    assert.equal(parse('_sortField=author.name').sortField, 'author.name');
    assertBadRequest('_sortField=' + encodeURIComponent('id; DROP TABLE posts'), /_sortField/);
    assertBadRequest('_sortField=' + encodeURIComponent('$.title'), /_sortField/);
    assertBadRequest('_sortField=author..name', /_sortField/);
  });

  test('reads _filters: scalars, arrays as one-of, nested objects as dot paths', () => {
    const filters = {
      category: 'tech',
      id: [1, 5],
      author: { name: 'Jane' },
      'pictures.first.name': 'cover.jpg',
    };
    assert.deepEqual(parse('_filters=' + encodeURIComponent(JSON.stringify(filters))).filters, [
      { kind: 'property', path: 'category', values: ['tech'] },
      { kind: 'property', path: 'id', values: [1, 5] },
      { kind: 'property', path: 'author.name', values: ['Jane'] },
      { kind: 'property', path: 'pictures.first.name', values: ['cover.jpg'] },
    ]);
  });

  test('reads the q key of _filters as a full-text search and ignores a blank one', () => {
    assert.deepEqual(parse('_filters=' + encodeURIComponent('{"q":" Keyboard "}')).filters, [
      { kind: 'search', terms: ['Keyboard'] },
    ]);
    assert.deepEqual(parse('_filters=' + encodeURIComponent('{"q":""}')).filters, []);
  });

  test('rejects malformed or non-object _filters', () => {
    assertBadRequest('_filters=' + encodeURIComponent('{"title":'), /^Invalid _filters: /);
    assertBadRequest('_filters=' + encodeURIComponent('[1,2]'), /^Invalid _filters: /);
    assertBadRequest('_filters=' + encodeURIComponent('"title"'), /^Invalid _filters: /);
    assertBadRequest('_filters=null', /^Invalid _filters: /);
  });

  test('rejects _filters keys that are not dot paths and values that are not scalars', () => {
    assertBadRequest(
      '_filters=' + encodeURIComponent(JSON.stringify({ "title') OR 1=1 --": 'x' })),
      /Invalid _filters/,
    );
    assertBadRequest(
      '_filters=' + encodeURIComponent(JSON.stringify({ tags: [[1]] })),
      /Invalid _filters/,
    );
  });

  test('reads plain parameters as exact filters and name[] or repeats as one-of', () => {
    assert.deepEqual(parse('post_id=3&author.name=Jane&id[]=1&id[]=5&tag=a&tag=b').filters, [
      { kind: 'property', path: 'post_id', values: ['3'] },
      { kind: 'property', path: 'author.name', values: ['Jane'] },
      { kind: 'property', path: 'id', values: ['1', '5'] },
      { kind: 'property', path: 'tag', values: ['a', 'b'] },
    ]);
  });

  test('reads a plain q parameter as a full-text search', () => {
    assert.deepEqual(parse('q=travel').filters, [{ kind: 'search', terms: ['travel'] }]);
  });

  test('ignores unknown parameters that start with an underscore', () => {
    assert.deepEqual(parse('_=123&_embed=comments').filters, []);
  });

  test('rejects plain parameters whose names are not dot paths', () => {
    assertBadRequest(encodeURIComponent("title') OR 1=1 --") + '=x', /Invalid filter parameter/);
  });
});
