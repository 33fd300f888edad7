import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TestServer } from './testing.ts';
import { requestJson, startTestServer } from './testing.ts';
import { ifMatchAllows } from './versions.ts';

interface ConflictBody {
  message: string;
  current: { id: number; version: number; name: string };
}

describe('ifMatchAllows', () => {
  const document = { id: 1, version: 3 };

  test('matches the quoted version, any of a list, or *', () => {
    assert.equal(ifMatchAllows('"3"', document), true);
    assert.equal(ifMatchAllows('"1", "3"', document), true);
    assert.equal(ifMatchAllows('*', document), true);
  });

  test('compares strongly: another version, a weak tag or an unquoted one never match', () => {
    for (const header of ['"2"', 'W/"3"', '3', '', '"3']) {
      assert.equal(ifMatchAllows(header, document), false, header);
    }
  });
});

describe('versions and ETags', () => {
  let server: TestServer;
  const url = (path: string) => server.baseUrl + path;
  const write = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(url(path), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('every document carries its version, served as a strong ETag on reads and writes', async () => {
    const read = await requestJson(url('/tags/1'));
    assert.equal(read.body.version, 1);
    assert.equal(read.headers.get('etag'), '"1"');
    const listed = await requestJson<{ version: number }[]>(url('/tags'));
    assert.ok(listed.body.every((tag) => tag.version === 1));

    const created = await write('POST', '/tags', { name: 'Versioned', version: 42 });
    assert.equal(created.status, 201);
    assert.equal(created.headers.get('etag'), '"1"');
    const { id, version } = (await created.json()) as { id: number; version: number };
    assert.equal(version, 1);

    const put = await write('PUT', `/tags/${id}`, { name: 'Renamed' });
    assert.equal(put.headers.get('etag'), '"2"');
    assert.equal(((await put.json()) as { version: number }).version, 2);
    const patch = await write('PATCH', `/tags/${id}`, { published: true });
    assert.equal(patch.headers.get('etag'), '"3"');
    const deleted = await write('DELETE', `/tags/${id}`);
    assert.equal(deleted.headers.get('etag'), '"3"');
  });

  test('an If-Match that does not match answers 412 with the current document', async () => {
    await write('PATCH', '/tags/2', { name: 'Changed elsewhere' });
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await write(
        method,
        '/tags/2',
        method === 'DELETE' ? undefined : { name: 'Stale' },
        { 'If-Match': '"1"' },
      );
      assert.equal(response.status, 412, method);
      assert.equal(response.headers.get('etag'), '"2"');
      const body = (await response.json()) as ConflictBody;
      assert.match(body.message, /has changed/);
      assert.deepEqual(
        [body.current.id, body.current.version, body.current.name],
        [2, 2, 'Changed elsewhere'],
      );
    }
    const stored = await requestJson(url('/tags/2'));
    assert.deepEqual([stored.body.name, stored.body.version], ['Changed elsewhere', 2]);
  });

  test('a matching If-Match (or *) lets the write through', async () => {
    const put = await write('PUT', '/tags/3', { name: 'Third' }, { 'If-Match': '"1"' });
    assert.equal(put.status, 200);
    const patch = await write('PATCH', '/tags/3', { published: false }, { 'If-Match': '*' });
    assert.equal(patch.status, 200);
    const deleted = await write('DELETE', '/tags/3', undefined, { 'If-Match': '"0", "3"' });
    assert.equal(deleted.status, 200);
    assert.equal((await requestJson(url('/tags/3'))).status, 404);
  });

  test('a body whose version is not the stored one answers 409 with the current document', async () => {
    await write('PATCH', '/tags/4', { name: 'Second edit' });
    for (const method of ['PUT', 'PATCH']) {
      const response = await write(method, '/tags/4', { name: 'Stale form', version: 1 });
      assert.equal(response.status, 409, method);
      const body = (await response.json()) as ConflictBody;
      assert.deepEqual([body.current.version, body.current.name], [2, 'Second edit']);
    }
    const matching = await write('PUT', '/tags/4', { name: 'Fresh form', version: '2' });
    assert.equal(matching.status, 200);
    const without = await write('PATCH', '/tags/4', { name: 'No version' });
    assert.equal(without.status, 200);
    assert.equal(((await without.json()) as { version: number }).version, 4);
  });

  test('the ETag header is readable cross-origin and If-Match may be sent', async () => {
    const response = await fetch(url('/tags/5'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4200', 'Access-Control-Request-Method': 'PUT' },
    });
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /If-Match/);
    const read = await fetch(url('/tags/5'));
    assert.match(read.headers.get('access-control-expose-headers') ?? '', /ETag/);
  });
});
