import {
  compareValues,
  NgaInMemoryBadRequest,
  NgaInMemoryRecord,
  parseListQuery,
  readPath,
  selectRecords,
} from './in-memory-query';

describe('in-memory list semantics', () => {
  const posts: NgaInMemoryRecord[] = [
    { id: 1, title: 'Angular signals', views: 30, tags: [1, 2], author: { name: 'Ada' } },
    { id: 2, title: 'rxjs operators', views: 5, tags: [2], author: { name: 'Grace' } },
    { id: 3, title: 'Zoneless change detection', views: 12, tags: [], author: { name: 'Ada' } },
    { id: 4, title: 'CSS layers', views: null, tags: [3], published: true },
  ];

  function select(query: string) {
    const result = selectRecords(posts, parseListQuery(new URLSearchParams(query)), {
      identifier: 'id',
      collection: 'posts',
    });
    return { ids: result.page.map((post) => post['id']), total: result.total };
  }

  const filters = (value: unknown) => `_filters=${encodeURIComponent(JSON.stringify(value))}`;

  it('reads the parameters of the default dialect', () => {
    expect(
      parseListQuery(
        new URLSearchParams(
          `_page=2&_perPage=10&_sortField=title&_sortDir=ASC&${filters({ q: 'x' })}`,
        ),
      ),
    ).toEqual({
      page: 2,
      perPage: 10,
      sortField: 'title',
      sortDir: 'ASC',
      filters: [{ kind: 'search', terms: ['x'] }],
    });
  });

  it('sorts by identifier, descending, and returns everything without _perPage', () => {
    expect(select('')).toEqual({ ids: [4, 3, 2, 1], total: 4 });
  });

  it('pages with _page and _perPage, the total counting every match', () => {
    expect(select('_page=2&_perPage=3&_sortField=id&_sortDir=ASC')).toEqual({ ids: [4], total: 4 });
    expect(select('_page=3&_perPage=3')).toEqual({ ids: [], total: 4 });
  });

  it('sorts text without regard to case and numbers as numbers, empty values first', () => {
    expect(select('_sortField=title&_sortDir=ASC').ids).toEqual([1, 4, 2, 3]);
    expect(select('_sortField=views&_sortDir=ASC').ids).toEqual([4, 2, 3, 1]);
    expect(select('_sortField=views&_sortDir=DESC').ids).toEqual([1, 3, 2, 4]);
  });

  it('filters a property exactly, matching text with numbers and an array value as one of', () => {
    expect(select(filters({ views: '12' })).ids).toEqual([3]);
    expect(select(filters({ id: [1, 3] })).ids).toEqual([3, 1]);
    expect(select(filters({ title: 'angular' })).ids).toEqual([]);
  });

  it('matches an array property that contains the value', () => {
    expect(select(filters({ tags: 2 })).ids).toEqual([2, 1]);
  });

  it('reads nested filter objects and dot paths', () => {
    expect(select(filters({ author: { name: 'Ada' } })).ids).toEqual([3, 1]);
    expect(select('author.name=Grace').ids).toEqual([2]);
  });

  it('searches every string with q, ignoring case', () => {
    expect(select(filters({ q: 'ANGULAR' })).ids).toEqual([1]);
    expect(select(filters({ q: 'grace' })).ids).toEqual([2]);
    expect(select('q=layers').ids).toEqual([4]);
    expect(select(filters({ q: '  ' })).total).toBe(4);
  });

  it('reads plain parameters, repeated or with brackets, as one of', () => {
    expect(select('id[]=1&id[]=4&id[]=99').ids).toEqual([4, 1]);
    expect(select('id=2&id=3').ids).toEqual([3, 2]);
    expect(select('published=true').ids).toEqual([4]);
  });

  it('combines conditions with AND and ignores unknown underscore parameters', () => {
    expect(select(`${filters({ 'author.name': 'Ada' })}&views=30&_cacheBuster=1`).ids).toEqual([1]);
  });

  it('matches null with an empty value', () => {
    expect(select(filters({ views: null })).ids).toEqual([4]);
  });

  it('lets a filter rule replace the default one, or defer to it', () => {
    const query = parseListQuery(new URLSearchParams(filters({ title: 'ANG', views: 30 })));
    const { page } = selectRecords(posts, query, {
      identifier: 'id',
      collection: 'posts',
      filterRule: (record, path, value) =>
        path === 'title'
          ? String(record[path]).toLowerCase().includes(String(value).toLowerCase())
          : undefined,
    });
    expect(page.map((post) => post['id'])).toEqual([1]);
  });

  it('rejects malformed parameters with a clear message', () => {
    const parse = (query: string) => () => parseListQuery(new URLSearchParams(query));
    expect(parse('_page=0')).toThrowError(
      NgaInMemoryBadRequest,
      'Invalid _page: expected a positive integer, got "0"',
    );
    expect(parse('_sortDir=UP')).toThrowError(/Invalid _sortDir: expected ASC or DESC/);
    expect(parse('_filters=%7B')).toThrowError(/^Invalid _filters: /);
    expect(parse('_filters=%5B1%5D')).toThrowError(/expected a JSON object/);
  });

  it('reads dot paths, an own dotted key first', () => {
    expect(readPath({ author: { name: 'Ada' } }, 'author.name')).toBe('Ada');
    expect(readPath({ 'author.name': 'Own', author: { name: 'Ada' } }, 'author.name')).toBe('Own');
    expect(readPath({ author: 'Ada' }, 'author.name')).toBeUndefined();
  });

  it('orders mixed values deterministically', () => {
    expect(compareValues(null, 0)).toBeLessThan(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('b', 'A')).toBeGreaterThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
  });
});
