import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Comment, Post, Tag } from './seed.ts';
import { createSeedData } from './seed.ts';
import type { TestServer } from './testing.ts';
import {
  atVersion,
  compareNoCase,
  filtersParam,
  ids,
  requestJson,
  startTestServer,
} from './testing.ts';

const seed = createSeedData();

describe('GET /:entity', () => {
  let server: TestServer;
  const list = <T>(path: string) => requestJson<T[]>(server.baseUrl + path);

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  describe('paging and sorting', () => {
    test('answers the first 30 by id descending with the total in X-Total-Count', async () => {
      const { status, headers, body } = await list<Post>('/posts');
      assert.equal(status, 200);
      assert.equal(headers.get('x-total-count'), '40');
      assert.deepEqual(
        ids(body),
        Array.from({ length: 30 }, (_, index) => 40 - index),
      );
      assert.deepEqual(body[0], atVersion(seed.posts[39]));
    });

    test('_page and _perPage select a window; the total ignores paging', async () => {
      const { headers, body } = await list<Post>('/posts?_page=2&_perPage=7&_sortDir=ASC');
      assert.deepEqual(ids(body), [8, 9, 10, 11, 12, 13, 14]);
      assert.equal(headers.get('x-total-count'), '40');
      assert.equal(headers.get('content-range'), 'posts 7-13/40');
    });

    test('a page past the end is empty but still counts every match', async () => {
      const { headers, body } = await list<Post>('/posts?_page=9&_perPage=5');
      assert.deepEqual(body, []);
      assert.equal(headers.get('x-total-count'), '40');
    });

    test('_sortDir is case-insensitive', async () => {
      const { body } = await list<Tag>('/tags?_sortDir=asc&_perPage=3');
      assert.deepEqual(ids(body), [1, 2, 3]);
    });

    test('sorts numbers numerically', async () => {
      const { body } = await list<Post>('/posts?_sortField=views&_sortDir=ASC&_perPage=100');
      const expected = [...seed.posts].sort((a, b) => a.views - b.views || a.id - b.id);
      assert.deepEqual(ids(body), ids(expected));
      assert.ok(expected.some((post) => post.views >= 1000) && expected[0].views < 1000);
    });

    test('sorts by a nested property given as a dot path', async () => {
      const { body } = await list<Comment>(
        '/comments?_sortField=author.name&_sortDir=DESC&_perPage=1000',
      );
      const expected = [...seed.comments].sort(
        (a, b) => compareNoCase(b.author.name, a.author.name) || b.id - a.id,
      );
      assert.deepEqual(ids(body), ids(expected));
    });

    test('sorts strings case-insensitively', async () => {
      const fruits = await startTestServer({ allowNewCollections: true });
      try {
        for (const name of ['banana', 'Apple', 'cherry']) {
          await requestJson(fruits.baseUrl + '/fruits', { method: 'POST', body: { name } });
        }
        const { body } = await requestJson<{ name: string }[]>(
          fruits.baseUrl + '/fruits?_sortField=name&_sortDir=ASC',
        );
        assert.deepEqual(
          body.map((fruit) => fruit.name),
          ['Apple', 'banana', 'cherry'],
        );
      } finally {
        await fruits.close();
      }
    });

    test('sorts a schema entity only by a property the schema describes', async () => {
      const { status, body } = await requestJson<{ message: string }>(
        server.baseUrl + '/posts?_sortField=secret_column',
      );
      assert.equal(status, 400);
      assert.match(body.message, /^Invalid _sortField: posts cannot be sorted by "secret_column"/);
      const nested = await list<Post>('/posts?_sortField=pictures.first.name&_perPage=1');
      assert.equal(nested.status, 200);
    });
  });

  describe('_filters', () => {
    test('matches a property exactly', async () => {
      const { headers, body } = await list<Post>(
        `/posts?${filtersParam({ category: 'tech' })}&_perPage=100`,
      );
      const expected = seed.posts.filter((post) => post.category === 'tech');
      assert.equal(headers.get('x-total-count'), String(expected.length));
      assert.deepEqual(
        ids(body).sort((a, b) => a - b),
        ids(expected),
      );
    });

    test('_gte and _lte keys bound a date range (text order) and a number range', async () => {
      const { headers, body } = await list<Post>(
        `/posts?${filtersParam({ published_at_gte: '2024-01-01', published_at_lte: '2024-12-31', views_gte: '100' })}&_perPage=100`,
      );
      const expected = seed.posts.filter(
        (post) =>
          post.published_at >= '2024-01-01' &&
          post.published_at <= '2024-12-31' &&
          post.views >= 100,
      );
      assert.ok(expected.length > 0, 'the seed has posts in the range');
      assert.ok(expected.length < seed.posts.length, 'the range leaves some posts out');
      assert.equal(headers.get('x-total-count'), String(expected.length));
      assert.deepEqual(
        ids(body).sort((a, b) => a - b),
        ids(expected),
      );
    });

    test('a _like key finds the text anywhere in the property, ignoring case', async () => {
      const word = seed.posts[4].title.split(' ')[1].toUpperCase();
      const { headers, body } = await list<Post>(
        `/posts?${filtersParam({ title_like: word })}&_perPage=100`,
      );
      const expected = seed.posts.filter((post) =>
        post.title.toLowerCase().includes(word.toLowerCase()),
      );
      assert.equal(headers.get('x-total-count'), String(expected.length));
      assert.deepEqual(
        ids(body).sort((a, b) => a - b),
        ids(expected),
      );
    });

    test('a comparison with an object or an array answers 400', async () => {
      const { status, body } = await requestJson<{ message: string }>(
        server.baseUrl + `/posts?${filtersParam({ views_gte: [1, 2] })}`,
      );
      assert.equal(status, 400);
      assert.match(body.message, /"views_gte" must be a string or a number/);
    });

    test('an array value means one of', async () => {
      const { headers, body } = await list<Post>(
        `/posts?${filtersParam({ subcategory: ['gadgets', 'health'] })}&_perPage=100`,
      );
      const expected = seed.posts.filter((post) =>
        ['gadgets', 'health'].includes(post.subcategory),
      );
      assert.equal(headers.get('x-total-count'), String(expected.length));
      assert.ok(body.every((post) => ['gadgets', 'health'].includes(post.subcategory)));
    });

    test('q searches every string, nested ones included, ignoring case', async () => {
      const { body } = await list<Post>(`/posts?${filtersParam({ q: 'MECHANICAL keyboard' })}`);
      assert.deepEqual(
        body.map((post) => post.title),
        ['Why I Finally Switched to a Mechanical Keyboard'],
      );
      const author = seed.comments[0].author.name;
      const byAuthor = await list<Comment>(
        `/comments?${filtersParam({ q: author.toUpperCase() })}&_perPage=1000`,
      );
      const expected = seed.comments.filter((comment) => comment.author.name === author);
      assert.deepEqual(
        ids(byAuthor.body).sort((a, b) => a - b),
        ids(expected),
      );
    });

    test('matches a nested property by dot path', async () => {
      const author = seed.comments[5].author.name;
      const { body } = await list<Comment>(
        `/comments?${filtersParam({ 'author.name': author })}&_perPage=1000`,
      );
      const expected = seed.comments.filter((comment) => comment.author.name === author);
      assert.deepEqual(
        ids(body).sort((a, b) => a - b),
        ids(expected),
      );
    });

    test('a scalar matches an array property that contains it', async () => {
      const { headers, body } = await list<Post>(
        `/posts?${filtersParam({ tags: 3 })}&_perPage=100`,
      );
      const expected = seed.posts.filter((post) => post.tags.includes(3));
      assert.ok(expected.length > 0 && expected.length < seed.posts.length);
      assert.equal(headers.get('x-total-count'), String(expected.length));
      assert.ok(body.every((post) => post.tags.includes(3)));
    });

    test('matches across types: "12" finds 12 and true finds true', async () => {
      const byText = await list<Post>(`/posts?${filtersParam({ id: '12' })}`);
      assert.deepEqual(ids(byText.body), [12]);
      const published = await list<Tag>(`/tags?${filtersParam({ published: true })}&_perPage=100`);
      const expected = seed.tags.filter((tag) => tag.published);
      assert.deepEqual(
        ids(published.body).sort((a, b) => a - b),
        ids(expected),
      );
    });

    test('combines several keys with AND', async () => {
      const { body } = await list<Post>(
        `/posts?${filtersParam({ category: 'lifestyle', tags: [1, 2] })}&_perPage=100`,
      );
      const expected = seed.posts.filter(
        (post) => post.category === 'lifestyle' && post.tags.some((tag) => tag <= 2),
      );
      assert.deepEqual(
        ids(body).sort((a, b) => a - b),
        ids(expected),
      );
    });

    test('rejects malformed JSON with 400', async () => {
      const { status, body } = await requestJson<{ message: string }>(
        server.baseUrl + '/posts?_filters=' + encodeURIComponent('{"title":'),
      );
      assert.equal(status, 400);
      assert.match(body.message, /^Invalid _filters: /);
    });
  });

  describe('plain parameters', () => {
    test('filter exactly, with numbers given as text', async () => {
      const { headers, body } = await list<Comment>('/comments?post_id=3&_perPage=1000');
      const expected = seed.comments.filter((comment) => comment.post_id === 3);
      assert.equal(headers.get('x-total-count'), String(expected.length));
      assert.deepEqual(
        ids(body).sort((a, b) => a - b),
        ids(expected),
      );
    });

    test('filter strings and booleans', async () => {
      const tech = await list<Post>('/posts?category=tech&_perPage=100');
      assert.ok(tech.body.length > 0 && tech.body.every((post) => post.category === 'tech'));
      const unpublished = await list<Tag>('/tags?published=false');
      assert.deepEqual(
        ids(unpublished.body).sort((a, b) => a - b),
        ids(seed.tags.filter((tag) => !tag.published)),
      );
    });

    test('id[]= repeated means one of', async () => {
      const { headers, body } = await list<Post>('/posts?id[]=1&id[]=5&id[]=999');
      assert.deepEqual(ids(body), [5, 1]);
      assert.equal(headers.get('x-total-count'), '2');
    });

    test('filter nested properties by dot path', async () => {
      const author = seed.comments[9].author.name;
      const { body } = await list<Comment>(
        `/comments?author.name=${encodeURIComponent(author)}&_perPage=1000`,
      );
      assert.ok(body.length > 0 && body.every((comment) => comment.author.name === author));
    });

    test('a plain q searches like the q of _filters', async () => {
      const { body } = await list<Tag>('/tags?q=OPEN');
      assert.deepEqual(
        body.map((tag) => tag.name),
        ['Open source'],
      );
    });

    test('unknown underscore parameters are ignored', async () => {
      const { status, headers } = await list('/posts?_cacheBuster=123');
      assert.equal(status, 200);
      assert.equal(headers.get('x-total-count'), '40');
    });
  });

  describe('headers and edge cases', () => {
    test('every response allows any origin and exposes the total', async () => {
      const { headers } = await list('/posts');
      assert.equal(headers.get('access-control-allow-origin'), '*');
      assert.match(headers.get('access-control-expose-headers') ?? '', /X-Total-Count/);
      assert.match(headers.get('access-control-expose-headers') ?? '', /Content-Range/);
    });

    test('an unknown entity answers 404 with a message naming the known ones', async () => {
      const { status, body } = await requestJson<{ message: string }>(server.baseUrl + '/unicorns');
      assert.equal(status, 404);
      assert.match(body.message, /No collection named "unicorns".*posts, comments, tags/);
    });

    test('bad paging or sorting parameters answer 400', async () => {
      for (const query of ['_perPage=abc', '_page=x', '_sortField=a%20b', '_sortDir=up']) {
        const { status, body } = await requestJson<{ message: string }>(
          `${server.baseUrl}/posts?${query}`,
        );
        assert.equal(status, 400, query);
        assert.match(body.message, /^Invalid _/);
      }
    });

    test('an invalid entity name answers 400', async () => {
      const { status } = await list('/' + encodeURIComponent('posts"; DROP TABLE posts; --'));
      assert.equal(status, 400);
    });
  });
});
