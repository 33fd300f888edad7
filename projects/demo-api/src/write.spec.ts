import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createSeedData } from './seed.ts';
import type { TestServer } from './testing.ts';
import { atVersion, requestJson, startTestServer } from './testing.ts';

const seed = createSeedData();

interface ErrorBody {
  message: string;
  violations?: { propertyPath: string; message: string }[];
}

describe('writes', () => {
  let server: TestServer;
  const url = (path: string) => server.baseUrl + path;

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('POST answers 201 with the stored document and a new integer id', async () => {
    const created = await requestJson(url('/tags'), {
      method: 'POST',
      body: { name: 'Photography', published: true, id: 3 },
    });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body, { id: 13, name: 'Photography', published: true, version: 1 });
    const fetched = await requestJson(url('/tags/13'));
    assert.deepEqual(fetched.body, created.body);
    assert.deepEqual((await requestJson(url('/tags/3'))).body, atVersion(seed.tags[2]));
  });

  test('POST to an unknown entity name answers 404 and creates nothing', async () => {
    const created = await requestJson(url('/bookmarks'), { method: 'POST', body: { n: 1 } });
    assert.equal(created.status, 404);
    assert.match(created.body.message, /No collection named "bookmarks"/);
    assert.equal((await requestJson(url('/bookmarks'))).status, 404);
  });

  test('PUT replaces the document and keeps its id', async () => {
    const replaced = await requestJson(url('/comments/4'), {
      method: 'PUT',
      body: { id: 999, body: 'Replaced.', post_id: 2 },
    });
    assert.equal(replaced.status, 200);
    assert.deepEqual(replaced.body, { id: 4, body: 'Replaced.', post_id: 2, version: 2 });
    assert.deepEqual((await requestJson(url('/comments/4'))).body, replaced.body);
    assert.equal((await requestJson(url('/comments/999'))).status, 404);
  });

  test('PATCH merges into the stored document', async () => {
    const patched = await requestJson(url('/posts/2'), {
      method: 'PATCH',
      body: { views: 12345, title: 'A new title' },
    });
    assert.equal(patched.status, 200);
    assert.deepEqual(patched.body, {
      ...seed.posts[1],
      views: 12345,
      title: 'A new title',
      version: 2,
    });
    assert.deepEqual((await requestJson(url('/posts/2'))).body, patched.body);
  });

  test('DELETE answers the deleted document, which is then gone', async () => {
    const deleted = await requestJson(url('/posts/5'), { method: 'DELETE' });
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body, atVersion(seed.posts[4]));
    assert.equal((await requestJson(url('/posts/5'))).status, 404);
    const listed = await requestJson(url('/posts'));
    assert.equal(listed.headers.get('x-total-count'), '39');
  });

  test('ids of deleted documents are not handed out again', async () => {
    const created = await requestJson(url('/tags'), { method: 'POST', body: { name: 'One' } });
    await requestJson(url(`/tags/${created.body.id}`), { method: 'DELETE' });
    const next = await requestJson(url('/tags'), { method: 'POST', body: { name: 'Two' } });
    assert.equal(next.body.id, created.body.id + 1);
  });

  test('a rejected write answers 422 with one violation per failing property', async () => {
    const short = await requestJson<ErrorBody>(url('/posts'), {
      method: 'POST',
      body: { title: 'ab' },
    });
    assert.equal(short.status, 422);
    assert.deepEqual(short.body, {
      message: 'Validation failed',
      violations: [
        {
          propertyPath: 'title',
          message: 'This value is too short. It should have 3 characters or more.',
        },
      ],
    });
    const comment = await requestJson<ErrorBody>(url('/comments'), { method: 'POST', body: {} });
    assert.equal(comment.status, 422);
    assert.deepEqual(
      comment.body.violations?.map((violation) => violation.propertyPath),
      ['body', 'post_id'],
    );
  });

  test('PUT and PATCH validate the resulting document and change nothing when rejected', async () => {
    const put = await requestJson<ErrorBody>(url('/tags/1'), { method: 'PUT', body: {} });
    assert.equal(put.status, 422);
    assert.equal(put.body.violations?.[0].propertyPath, 'name');
    const patch = await requestJson<ErrorBody>(url('/posts/1'), {
      method: 'PATCH',
      body: { title: 'x'.repeat(101) },
    });
    assert.equal(patch.status, 422);
    assert.deepEqual((await requestJson(url('/posts/1'))).body, atVersion(seed.posts[0]));
    assert.deepEqual((await requestJson(url('/tags/1'))).body, atVersion(seed.tags[0]));
  });

  test('an unknown id answers 404 on every method', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const response = await requestJson<ErrorBody>(url('/posts/4040'), {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : { title: 'Valid title' },
      });
      assert.equal(response.status, 404, method);
      assert.equal(typeof response.body.message, 'string');
    }
    assert.equal((await requestJson(url('/posts/abc'))).status, 404);
    assert.equal((await requestJson(url('/unicorns/1'))).status, 404);
  });

  test('a malformed JSON body answers 400 with a message', async () => {
    const response = await requestJson<ErrorBody>(url('/tags'), {
      method: 'POST',
      rawBody: '{"name": "Broken"',
    });
    assert.equal(response.status, 400);
    assert.match(response.body.message, /JSON/);
  });

  test('a body that is not a JSON object answers 400', async () => {
    for (const rawBody of ['[1, 2]', '"text"', '42', 'null']) {
      const response = await requestJson<ErrorBody>(url('/tags'), { method: 'POST', rawBody });
      assert.equal(response.status, 400, rawBody);
      assert.equal(response.body.message, 'The request body must be a JSON object');
    }
  });

  test('OPTIONS preflight answers 204 with CORS headers', async () => {
    const response = await fetch(url('/posts/1'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4200',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /PATCH/);
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /Content-Type/i);
  });

  test('errors carry CORS headers too', async () => {
    const response = await fetch(url('/posts/4040'));
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
  });
});

describe('writes with ALLOW_NEW_COLLECTIONS', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ allowNewCollections: true });
  });
  after(() => server.close());

  test('POST to a new entity name creates it; listing it before answers empty', async () => {
    const before = await requestJson(server.baseUrl + '/bookmarks');
    assert.deepEqual([before.status, before.body], [200, []]);
    const created = await requestJson(server.baseUrl + '/bookmarks', {
      method: 'POST',
      body: { url: 'https://example.com', labels: ['a'] },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.id, 1);
    const listed = await requestJson(server.baseUrl + '/bookmarks');
    assert.deepEqual(listed.body, [
      { id: 1, url: 'https://example.com', labels: ['a'], version: 1 },
    ]);
  });

  test('reserved names stay out of reach', async () => {
    for (const name of ['me', 'uploads', '_counters', '_private']) {
      const created = await requestJson(server.baseUrl + '/' + name, {
        method: 'POST',
        body: { a: 1 },
      });
      assert.equal(created.status, 404, name);
    }
    assert.equal(
      (await requestJson(server.baseUrl + '/login', { method: 'PUT', body: {} })).status,
      404,
    );
    for (const name of ['login', 'logout', 'uploads', '_private']) {
      assert.equal((await requestJson(server.baseUrl + '/' + name)).status, 404, name);
    }
  });
});
