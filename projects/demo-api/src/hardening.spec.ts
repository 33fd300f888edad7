import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAX_JSON_DEPTH, MAX_QUERY_VALUES } from './limits.ts';
import type { TestServer } from './testing.ts';
import { filtersParam, requestJson, startTestServer } from './testing.ts';

interface ErrorBody {
  message: string;
}

/** A tag whose `extra` property nests arrays so that the whole body is `depth` levels deep. */
function tagNestedTo(depth: number): string {
  const arrays = depth - 1;
  return `{"name":"Deep","extra":${'['.repeat(arrays)}${']'.repeat(arrays)}}`;
}

function assertCleanClientError(status: number, body: unknown, expected: number) {
  assert.equal(status, expected);
  assert.ok(body && typeof (body as ErrorBody).message === 'string', JSON.stringify(body));
  assert.doesNotMatch(JSON.stringify(body), /\bat .*\.(ts|js):\d+/, 'no stack trace');
}

describe('hardening against hostile input', () => {
  let server: TestServer;
  const url = (path: string) => server.baseUrl + path;

  before(async () => {
    server = await startTestServer({ maxBodyBytes: 256 * 1024 });
  });
  after(() => server.close());

  describe('JSON bodies', () => {
    test(`a body nested up to ${MAX_JSON_DEPTH} levels is accepted`, async () => {
      const response = await requestJson(url('/tags'), {
        method: 'POST',
        rawBody: tagNestedTo(MAX_JSON_DEPTH),
      });
      assert.equal(response.status, 201);
    });

    test('a body nested one level deeper answers 400 with a message', async () => {
      const { status, body } = await requestJson<ErrorBody>(url('/tags'), {
        method: 'POST',
        rawBody: tagNestedTo(MAX_JSON_DEPTH + 1),
      });
      assertCleanClientError(status, body, 400);
      assert.match(body.message, /nested too deeply/);
    });

    test('a body nested 100 000 levels deep answers 400 and the server keeps serving', async () => {
      for (const method of ['POST', 'PUT', 'PATCH']) {
        const path = method === 'POST' ? '/tags' : '/tags/1';
        const { status, body } = await requestJson<ErrorBody>(url(path), {
          method,
          rawBody: `{"name":"Deep","extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
        });
        assertCleanClientError(status, body, 400);
      }
      assert.equal((await requestJson(url('/tags/1'))).status, 200);
    });

    test('an oversized body answers 413 with a JSON message', async () => {
      const { status, body } = await requestJson<ErrorBody>(url('/tags'), {
        method: 'POST',
        body: { name: 'Big', padding: 'x'.repeat(300 * 1024) },
      });
      assertCleanClientError(status, body, 413);
    });

    test('malformed JSON, an empty body and prototype poisoning answer 400', async () => {
      for (const rawBody of ['{"name": "Broken"', '', '{"name":"x","__proto__":{"admin":true}}']) {
        const { status, body } = await requestJson<ErrorBody>(url('/tags'), {
          method: 'POST',
          rawBody,
        });
        assertCleanClientError(status, body, 400);
      }
    });

    test('a body of another media type answers 415, plain text 400', async () => {
      const send = (contentType: string, body: string) =>
        fetch(url('/tags'), { method: 'POST', headers: { 'Content-Type': contentType }, body });
      const xml = await send('application/xml', '<tag name="x"/>');
      assertCleanClientError(xml.status, await xml.json(), 415);
      const text = await send('text/plain', 'name=x');
      assertCleanClientError(text.status, await text.json(), 400);
    });
  });

  describe('query parameters', () => {
    const idParams = (count: number, name = 'id[]') =>
      Array.from({ length: count }, (_, index) => `${name}=${index + 1}`).join('&');

    test(`more than ${MAX_QUERY_VALUES} repeated ids or search terms answer 400`, async () => {
      for (const query of [idParams(600), idParams(600, 'q'), idParams(600, 'id')]) {
        const { status, body } = await requestJson<ErrorBody>(url(`/posts?${query}`));
        assertCleanClientError(status, body, 400);
        assert.match(body.message, /Too many query parameters.*at most 500/);
      }
    });

    test(`more than ${MAX_QUERY_VALUES} values in a _filters array answer 400`, async () => {
      const id = Array.from({ length: 501 }, (_, index) => index + 1);
      const { status, body } = await requestJson<ErrorBody>(url(`/posts?${filtersParam({ id })}`));
      assertCleanClientError(status, body, 400);
      assert.match(body.message, /Too many filter values/);
    });

    test('a list of ids just below the limit is answered in full', async () => {
      const query = idParams(MAX_QUERY_VALUES - 5);
      const { status, headers } = await requestJson(url(`/posts?${query}&_perPage=1000`));
      assert.equal(status, 200);
      assert.equal(headers.get('x-total-count'), '40');
      const id = Array.from({ length: 450 }, (_, index) => index * 2 + 1);
      const odd = await requestJson(url(`/posts?${filtersParam({ id })}&_perPage=1000`));
      assert.equal(odd.status, 200);
      assert.equal(odd.headers.get('x-total-count'), '20');
    });

    test('many search terms below the limit are answered', async () => {
      const terms = Array.from({ length: 400 }, (_, index) => `q=term${index}`).join('&');
      const { status, body } = await requestJson(url(`/posts?${terms}&q=keyboard`));
      assert.equal(status, 200);
      assert.equal(body.length, 1);
    });

    test('a _filters value nested too deeply answers 400', async () => {
      const nested = '{"a":'.repeat(40) + '1' + '}'.repeat(40);
      const { status, body } = await requestJson<ErrorBody>(
        url(`/posts?_filters=${encodeURIComponent(nested)}`),
      );
      assertCleanClientError(status, body, 400);
      assert.match(body.message, /nested too deeply/);
    });
  });
});
