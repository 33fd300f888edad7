import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildOpenApiDocument } from './openapi.ts';
import { BLOG_SCHEMA } from './schema.ts';
import type { TestServer } from './testing.ts';
import { requestJson, startTestServer } from './testing.ts';

type Json = Record<string, any>;

/** Every `$ref` in the document with the path where it was found, walked without recursion. */
function collectRefs(document: unknown): { at: string; ref: string }[] {
  const refs: { at: string; ref: string }[] = [];
  const pending: [unknown, string][] = [[document, '#']];
  while (pending.length > 0) {
    const [value, at] = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, nested] of Object.entries(value)) {
      if (key === '$ref') refs.push({ at, ref: String(nested) });
      else pending.push([nested, `${at}/${key}`]);
    }
  }
  return refs;
}

/** Resolves a local JSON pointer (`#/a/b~1c`), or answers undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = document;
  for (const token of ref.slice(2).split('/')) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof current !== 'object' || current === null || !(key in current)) return undefined;
    current = (current as Json)[key];
  }
  return current;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument(BLOG_SCHEMA, { auth: true }) as Json;

  test('is OpenAPI 3.0.3 with info, paths and components', () => {
    assert.equal(document['openapi'], '3.0.3');
    assert.equal(typeof document['info'].title, 'string');
    assert.equal(typeof document['info'].version, 'string');
    assert.deepEqual(Object.keys(document['components'].schemas).slice(0, 3), [
      'Post',
      'Comment',
      'Tag',
    ]);
  });

  test('has a list/create path and a read/replace/update/delete path per collection', () => {
    for (const entity of ['posts', 'comments', 'tags']) {
      assert.deepEqual(Object.keys(document['paths'][`/${entity}`]), ['get', 'post']);
      assert.deepEqual(
        Object.keys(document['paths'][`/${entity}/{id}`]).filter((key) => METHODS.includes(key)),
        ['get', 'put', 'patch', 'delete'],
      );
    }
  });

  test('describes the list dialect: parameters, X-Total-Count and sortable fields', () => {
    const list = document['paths']['/comments'].get;
    const names = list.parameters.map(
      (parameter: Json) =>
        ((resolvePointer(document, parameter['$ref'] ?? '') ?? parameter) as Json)['name'],
    );
    assert.deepEqual(names, ['_page', '_perPage', '_sortField', '_sortDir', '_filters', 'q']);
    const sortField = list.parameters.find((parameter: Json) => parameter.name === '_sortField');
    assert.ok(sortField.schema.enum.includes('author.name'));
    const headers = list.responses['200'].headers;
    assert.equal(resolvePointer(document, headers['X-Total-Count'].$ref) !== undefined, true);
    assert.deepEqual(list.responses['200'].content['application/json'].schema, {
      type: 'array',
      items: { $ref: '#/components/schemas/Comment' },
    });
  });

  test('writes a foreign key and an array of ids as $refs to the target id', () => {
    const comment = document['components'].schemas.Comment;
    assert.deepEqual(comment.properties.post_id.allOf, [
      { $ref: '#/components/schemas/Post/properties/id' },
    ]);
    assert.deepEqual(comment.required, ['body', 'post_id']);
    const tags = document['components'].schemas.Post.properties.tags;
    assert.equal(tags.type, 'array');
    assert.deepEqual(tags.items.allOf, [{ $ref: '#/components/schemas/Tag/properties/id' }]);
  });

  test('carries types, formats, lengths, patterns, enums and read-only properties', () => {
    const post = document['components'].schemas.Post;
    assert.deepEqual(post.properties.title, { type: 'string', minLength: 3, maxLength: 100 });
    assert.deepEqual(post.properties.published_at, { type: 'string', format: 'date' });
    assert.deepEqual(post.properties.category.enum, ['tech', 'lifestyle']);
    assert.equal(typeof post.properties.cover.pattern, 'string');
    assert.equal(post.properties.pictures.properties.first.properties.url.format, 'uri');
    assert.equal(post.properties.id.readOnly, true);
    assert.equal(post.properties.version.readOnly, true);
  });

  test('answers 422 with violations, 409/412 with the current document', () => {
    const put = document['paths']['/posts/{id}'].put;
    const unprocessable = resolvePointer(document, put.responses['422'].$ref) as Json;
    const schema = resolvePointer(
      document,
      unprocessable['content']['application/json'].schema.$ref,
    ) as Json;
    assert.deepEqual(schema['required'], ['message', 'violations']);
    for (const code of ['409', '412']) {
      const conflict = put.responses[code].content['application/json'].schema;
      assert.deepEqual(conflict.properties.current, { $ref: '#/components/schemas/Post' });
    }
    assert.equal(put.parameters[0].$ref, '#/components/parameters/ifMatch');
  });

  test('declares bearer and cookie security, public where no login is needed', () => {
    const schemes = document['components'].securitySchemes;
    assert.deepEqual([schemes.bearerAuth.type, schemes.bearerAuth.scheme], ['http', 'bearer']);
    assert.deepEqual([schemes.cookieAuth.type, schemes.cookieAuth.in], ['apiKey', 'cookie']);
    assert.deepEqual(document['security'], [{ bearerAuth: [] }, { cookieAuth: [] }]);
    for (const path of ['/login', '/refresh', '/openapi.json']) {
      const operation = Object.values(document['paths'][path])[0] as Json;
      assert.deepEqual(operation['security'], [], path);
    }
    const open = buildOpenApiDocument(BLOG_SCHEMA, { auth: false }) as Json;
    assert.equal(open['security'], undefined);
  });

  test('every $ref resolves inside the document', () => {
    const refs = collectRefs(document);
    assert.ok(refs.length > 50, `${refs.length} refs`);
    for (const { at, ref } of refs) {
      assert.notEqual(resolvePointer(document, ref), undefined, `${ref} at ${at}`);
    }
  });

  test('every operation has a unique operationId and responses', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document['paths'] as Json)) {
      for (const method of METHODS.filter((name) => name in item)) {
        const operation = item[method];
        assert.ok(operation.operationId && !ids.has(operation.operationId), `${method} ${path}`);
        ids.add(operation.operationId);
        assert.ok(Object.keys(operation.responses).length > 0, `${method} ${path}`);
      }
    }
  });

  test('refuses a schema whose reference names no entity', () => {
    const broken = {
      notes: {
        title: 'Note',
        description: 'A note',
        required: [],
        properties: { owner_id: { type: 'integer' as const, references: 'owners' } },
      },
    };
    assert.throws(() => buildOpenApiDocument(broken, { auth: false }), /unknown entity "owners"/);
  });
});

describe('GET /openapi.json', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ auth: true });
  });
  after(() => server.close());

  test('serves the document without authentication', async () => {
    const { status, headers, body } = await requestJson(server.baseUrl + '/openapi.json');
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(body, buildOpenApiDocument(BLOG_SCHEMA, { auth: true }));
    assert.equal((await requestJson(server.baseUrl + '/posts')).status, 401);
  });
});
