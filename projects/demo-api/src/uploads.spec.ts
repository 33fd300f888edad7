import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { TestServer } from './testing.ts';
import { startTestServer } from './testing.ts';

const SAMPLE_BYTES = Uint8Array.from({ length: 4096 }, (_, index) => (index * 7 + 3) % 256);

async function upload(server: TestServer, fileName: string, bytes = SAMPLE_BYTES, field = 'file') {
  const form = new FormData();
  form.append('title', 'ignored');
  form.append(field, new Blob([bytes]), fileName);
  const response = await fetch(`${server.baseUrl}/upload`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('uploads', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ maxUploadBytes: 64 * 1024 });
  });
  after(() => server.close());

  test('POST /upload stores the file and GET /uploads/<name> returns the same bytes', async () => {
    const { status, body } = await upload(server, 'Holiday Photo.PNG');
    assert.equal(status, 200);
    assert.match(body['filename'], /^[0-9a-f-]{36}\.png$/);
    assert.deepEqual(Object.keys(body), ['filename']);

    const response = await fetch(`${server.baseUrl}/uploads/${body['filename']}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(new Uint8Array(await response.arrayBuffer()), SAMPLE_BYTES);
  });

  test('every upload gets its own name', async () => {
    const first = await upload(server, 'same.txt');
    const second = await upload(server, 'same.txt');
    assert.notEqual(first.body['filename'], second.body['filename']);
    const response = await fetch(`${server.baseUrl}/uploads/${first.body['filename']}`);
    assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
  });

  test('keeps only a plain extension and never the original path', async () => {
    const archive = await upload(server, 'backup.tar.gz');
    assert.match(archive.body['filename'], /^[0-9a-f-]{36}\.gz$/);
    const odd = await upload(server, 'notes.p<h>p');
    assert.match(odd.body['filename'], /^[0-9a-f-]{36}$/);
    const sneaky = await upload(server, '../../escape.sh');
    assert.match(sneaky.body['filename'], /^[0-9a-f-]{36}\.sh$/);
    const stored = await readdir(server.uploadsDir);
    assert.ok(stored.includes(sneaky.body['filename']));
    assert.ok(stored.every((name) => /^[0-9a-f-]{36}(\.[a-z0-9]+)?$/.test(name)));
  });

  test('a file in another field or a non-multipart request answers 400', async () => {
    const wrongField = await upload(server, 'a.png', SAMPLE_BYTES, 'picture');
    assert.equal(wrongField.status, 400);
    assert.match(wrongField.body['message'], /"file"/);
    const json = await fetch(`${server.baseUrl}/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(json.status, 400);
  });

  test('a file over the size limit answers 413 and leaves nothing behind', async () => {
    const before = await readdir(server.uploadsDir);
    const { status } = await upload(server, 'big.bin', new Uint8Array(100 * 1024));
    assert.equal(status, 413);
    assert.deepEqual((await readdir(server.uploadsDir)).sort(), before.sort());
  });

  test('unknown names and path tricks answer 404', async () => {
    for (const name of [
      '00000000-0000-0000-0000-000000000000.png',
      '..%2Fpackage.json',
      '%2E%2E%2F%2E%2E%2Fpackage.json',
      'package.json',
    ]) {
      const response = await fetch(`${server.baseUrl}/uploads/${name}`);
      assert.equal(response.status, 404, name);
      assert.equal(typeof ((await response.json()) as { message: string }).message, 'string');
    }
  });
});
