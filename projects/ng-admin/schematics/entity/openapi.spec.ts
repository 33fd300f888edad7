import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { EntityModel, FieldModel } from './model';
import { entitiesFromOpenApi as read } from './openapi';
import { loadOpenApi, openApiSourceOf } from './openapi-source';
import { blogOpenApi } from '../testing/blog-openapi';

const entitiesFromOpenApi = (document: unknown, only?: string) =>
  read(openApiSourceOf(document), only);

const petstore = JSON.parse(
  readFileSync(require.resolve('@readme/oas-examples/3.0/json/petstore.json'), 'utf8'),
) as unknown;

function field(model: EntityModel | undefined, name: string): FieldModel {
  const found = model?.fields.find((candidate) => candidate.name === name);
  assert.ok(found, `field ${name} of ${model?.name}`);
  return found;
}

describe('reading entities from an OpenAPI 3 document', () => {
  it('finds the collections of the Swagger Petstore and their views', () => {
    const { entities, views, dialect } = entitiesFromOpenApi(petstore);
    assert.deepEqual(
      entities.map((entity) => [entity.name, entity.url, entity.identifier]),
      [
        ['pet', undefined, undefined],
        ['order', 'store/order', undefined],
        ['user', undefined, 'username'],
      ],
    );
    assert.equal(dialect.dialect, 'default');
    assert.deepEqual(views.get('pet'), {
      creation: true,
      edition: false,
      deletion: true,
      show: true,
    });
    assert.deepEqual(views.get('user'), {
      creation: true,
      edition: true,
      deletion: true,
      show: true,
    });
    const pet = entities[0]!;
    assert.match(pet.notes.join(' '), /no list of pet/);
  });

  it('reads the Pet schema: read-only id, required name, enum, nested objects and lists', () => {
    const pet = entitiesFromOpenApi(petstore, 'pet').entities[0];
    assert.deepEqual(field(pet, 'id'), { name: 'id', type: 'number', readOnly: true, label: 'ID' });
    assert.deepEqual(field(pet, 'name').validation, { required: true });
    const status = field(pet, 'status');
    assert.equal(status.type, 'choice');
    assert.deepEqual(
      status.choices?.map((choice) => choice.value),
      ['available', 'pending', 'sold'],
    );
    assert.equal(field(pet, 'category').type, 'json', 'Category is no collection');
    assert.equal(field(pet, 'photoUrls').type, 'json');
    assert.deepEqual(field(pet, 'photoUrls').validation, { required: true });
    const tags = field(pet, 'tags');
    assert.equal(tags.type, 'embedded_list');
    assert.deepEqual(
      tags.targetFields?.map((target) => [target.name, target.type]),
      [
        ['id', 'number'],
        ['name', 'string'],
      ],
    );
  });

  it('reads the Order schema: a foreign key to the pet collection, a datetime, a boolean', () => {
    const order = entitiesFromOpenApi(petstore, 'order').entities[0];
    const petId = field(order, 'petId');
    assert.equal(petId.type, 'reference');
    assert.deepEqual(petId.reference, { entity: 'pet', targetField: 'name' });
    assert.equal(petId.label, 'Pet');
    assert.equal(field(order, 'shipDate').type, 'datetime');
    assert.equal(field(order, 'complete').type, 'boolean');
    assert.equal(field(order, 'quantity').type, 'number');
    assert.equal(field(order, 'id').readOnly, true, 'an integer id the client need not send');
  });

  it('reads the demo API form: allOf $ref foreign keys, validation, formats, read-only', () => {
    const { entities, dialect } = entitiesFromOpenApi(blogOpenApi());
    assert.deepEqual(
      entities.map((entity) => entity.name),
      ['posts', 'comments', 'tags'],
    );
    assert.equal(dialect.dialect, 'default');
    const [posts, comments] = entities;
    assert.deepEqual(field(posts, 'title').validation, {
      required: true,
      minlength: 3,
      maxlength: 100,
    });
    assert.equal(field(posts, 'body').type, 'wysiwyg');
    assert.equal(field(posts, 'summary').type, 'text');
    assert.equal(field(posts, 'published_at').type, 'date');
    assert.equal(field(posts, 'status').type, 'choice');
    assert.equal(field(posts, 'rating').type, 'float');
    const tags = field(posts, 'tags');
    assert.equal(tags.type, 'reference_many');
    assert.deepEqual(tags.reference, { entity: 'tags', targetField: 'name' });

    const postId = field(comments, 'post_id');
    assert.equal(postId.type, 'reference');
    assert.deepEqual(postId.reference, { entity: 'posts', targetField: 'title' });
    assert.deepEqual(postId.validation, { required: true });
    assert.equal(field(comments, 'author_email').type, 'email');
    assert.equal(field(comments, 'created_at').readOnly, true);
    assert.deepEqual(field(entities[2], 'name').validation, {
      required: true,
      pattern: '^[A-Za-z ]+$',
    });
  });

  it('tells the paging dialect from the parameters of the collections', () => {
    assert.equal(entitiesFromOpenApi(blogOpenApi('json-server')).dialect.dialect, 'json-server');
    assert.equal(entitiesFromOpenApi(blogOpenApi('simple-rest')).dialect.dialect, 'simple-rest');
    assert.match(entitiesFromOpenApi(blogOpenApi('json-server')).dialect.evidence ?? '', /_limit/);
  });

  it('picks one collection by name, schema or path', () => {
    assert.equal(entitiesFromOpenApi(blogOpenApi(), 'Comment').entities[0]?.name, 'comments');
    assert.throws(
      () => entitiesFromOpenApi(blogOpenApi(), 'users'),
      /No collection "users".*posts, comments, tags/,
    );
  });

  it('refuses what it cannot read, saying where and why', () => {
    assert.throws(
      () => entitiesFromOpenApi({ swagger: '2.0' }),
      /at \/openapi\.json#\/swagger: this is a Swagger 2\.0 document/,
    );
    assert.throws(() => entitiesFromOpenApi({ info: {} }), /not an OpenAPI 3 document/);
    assert.throws(
      () => entitiesFromOpenApi({ openapi: '3.0.0', paths: {} }),
      /#\/paths: the document describes no collection/,
    );
    const broken = blogOpenApi() as unknown as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    broken.paths['/posts']!.get.responses['200'] = { $ref: '#/components/responses/Page' };
    assert.throws(
      () => entitiesFromOpenApi(broken),
      /at \/openapi\.json#\/components\/responses\/Page: the \$ref target does not exist/,
    );
  });

  it('says where a YAML document breaks, and where a path cannot be read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nga-yaml-'));
    try {
      const file = join(dir, 'broken.yaml');
      writeFileSync(file, 'openapi: 3.0.0\npaths:\n  /posts:\n    get: [unclosed\n');
      await assert.rejects(
        loadOpenApi(file),
        /Cannot read the OpenAPI document at .*broken\.yaml: neither JSON nor valid YAML at line \d+, column \d+/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const odd = blogOpenApi() as unknown as { paths: Record<string, unknown> };
    // `required: true` on a schema is Swagger 2, not OpenAPI 3.
    const body = { type: 'object', required: true, properties: { title: { type: 'string' } } };
    const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
    odd.paths['/notes'] = {
      get: { responses: { '200': json({ type: 'array', items: body }) } },
      post: { requestBody: json(body) },
    };
    assert.throws(
      () => entitiesFromOpenApi(odd),
      /^Error: Cannot read the OpenAPI document at \/openapi\.json#\/paths\/~1notes: \S/,
    );
  });

  it('reads a schema with a dangling $ref, saying so on its field', () => {
    const document = blogOpenApi() as unknown as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    document.components.schemas['Tag']!.properties['color'] = {
      $ref: '#/components/schemas/Color',
    };
    const tags = entitiesFromOpenApi(document, 'tags').entities[0];
    assert.match(
      field(tags, 'color').comment ?? '',
      /\$ref #\/components\/schemas\/Color names nothing/,
    );
  });
});
