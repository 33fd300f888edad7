import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TestServer } from './testing.ts';
import { filtersParam, requestJson, startTestServer } from './testing.ts';

describe('SQL injection attempts', () => {
  let server: TestServer;
  const list = (path: string) => requestJson(server.baseUrl + path);

  async function assertAllPostsRemain() {
    const { status, headers } = await list('/posts');
    assert.equal(status, 200);
    assert.equal(headers.get('x-total-count'), '40');
  }

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('through a _filters value find nothing', async () => {
    for (const title of ["x' OR 1=1 --", 'x" OR 1=1 --', "'); DROP TABLE posts; --"]) {
      const { status, headers, body } = await list(`/posts?${filtersParam({ title })}`);
      assert.equal(status, 200);
      assert.deepEqual(body, []);
      assert.equal(headers.get('x-total-count'), '0');
    }
    await assertAllPostsRemain();
  });

  test('through a _filters key are rejected', async () => {
    for (const key of ["title') OR 1=1 --", "title' OR '1'='1", '$.title', 'title[0]']) {
      const { status } = await list(`/posts?${filtersParam({ [key]: 'x' })}`);
      assert.equal(status, 400, key);
    }
    await assertAllPostsRemain();
  });

  test('through a full-text search find nothing', async () => {
    const { status, body } = await list(`/posts?${filtersParam({ q: "' OR 1=1 --" })}`);
    assert.equal(status, 200);
    assert.deepEqual(body, []);
    await assertAllPostsRemain();
  });

  test('through _sortField and _sortDir are rejected', async () => {
    for (const query of [
      '_sortField=' + encodeURIComponent('id; DROP TABLE posts'),
      '_sortField=' + encodeURIComponent('(SELECT 1)'),
      '_sortDir=' + encodeURIComponent('DESC; DROP TABLE posts'),
    ]) {
      const { status } = await list(`/posts?${query}`);
      assert.equal(status, 400, query);
    }
    await assertAllPostsRemain();
  });

  test('through a plain parameter find nothing or are rejected', async () => {
    const value = await list('/posts?title=' + encodeURIComponent("x' OR 1=1 --"));
    assert.equal(value.status, 200);
    assert.deepEqual(value.body, []);
    const name = await list('/posts?' + encodeURIComponent("title') OR 1=1 --") + '=x');
    assert.equal(name.status, 400);
    await assertAllPostsRemain();
  });

  test('through the entity name are rejected', async () => {
    for (const entity of ['posts"; DROP TABLE posts; --', 'posts WHERE 1=1', 'sqlite_schema']) {
      const { status } = await list('/' + encodeURIComponent(entity));
      assert.equal(status, 400, entity);
      const created = await requestJson(server.baseUrl + '/' + encodeURIComponent(entity), {
        method: 'POST',
        body: { name: 'x' },
      });
      assert.equal(created.status, 400, entity);
    }
    await assertAllPostsRemain();
  });
});

describe('SQL injection through ids and bodies', () => {
  let server: TestServer;
  const url = (path: string) => server.baseUrl + path;

  async function assertTablesIntact() {
    for (const [entity, total] of [
      ['posts', '40'],
      ['comments', '150'],
    ]) {
      const { status, headers } = await requestJson(url(`/${entity}`));
      assert.equal(status, 200, entity);
      assert.equal(headers.get('x-total-count'), total, entity);
    }
  }

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('an id carrying SQL names no document, on every method', async () => {
    for (const id of [
      '1 OR 1=1',
      "1'; DROP TABLE posts; --",
      '1; DELETE FROM posts',
      '0x1',
      '-1',
    ]) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
        const response = await requestJson(url(`/posts/${encodeURIComponent(id)}`), {
          method,
          body: method === 'PUT' || method === 'PATCH' ? { title: 'Injected' } : undefined,
        });
        assert.equal(response.status, 404, `${method} ${id}`);
      }
    }
    await assertTablesIntact();
  });

  test('SQL in a body is stored as plain text and changes nothing else', async () => {
    const payload = "'); DROP TABLE posts; --";
    const created = await requestJson(url('/tags'), {
      method: 'POST',
      body: { name: payload, [`x'); DROP TABLE tags; --`]: payload },
    });
    assert.equal(created.status, 201);
    const read = await requestJson(url(`/tags/${created.body.id}`));
    assert.equal(read.body.name, payload);
    const listed = await requestJson(url('/tags'));
    assert.equal(listed.headers.get('x-total-count'), '13');
    await assertTablesIntact();
  });

  test('_filters keys and values, _sortField and _sortDir cannot reach other tables', async () => {
    const attempts = [
      filtersParam({ 'id) OR 1=1 OR (1': 1 }),
      filtersParam({ title: { "x') UNION SELECT name FROM sqlite_schema --": 1 } }),
      filtersParam({ id: ['1) OR (1=1', 1] }),
      '_sortField=' + encodeURIComponent('(SELECT name FROM sqlite_schema)'),
      '_sortField=' + encodeURIComponent('title COLLATE NOCASE; DROP TABLE posts'),
      '_sortDir=' + encodeURIComponent('ASC, (SELECT 1)'),
    ];
    for (const query of attempts) {
      const { status, headers } = await requestJson(url(`/posts?${query}`));
      if (status === 200) assert.ok(Number(headers.get('x-total-count')) <= 1, query);
      else assert.equal(status, 400, query);
    }
    await assertTablesIntact();
  });
});
