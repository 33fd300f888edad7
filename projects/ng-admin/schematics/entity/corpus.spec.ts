import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EntityModel, FieldModel } from './model';
import { entitiesFromOpenApi, type OpenApiEntities } from './openapi';
import { loadOpenApi } from './openapi-source';
import { CORPUS, corpusPath } from '../testing/corpus';
import { extractConfiguration, runBuildAdmin, typeErrors } from '../testing/generated-code';
import { createAppTree, createRunner } from '../testing/workspace';

const readings = new Map<string, Promise<OpenApiEntities>>();

/** The generator's reading of a corpus document (read once for all the specs). */
function reading(name: string): Promise<OpenApiEntities> {
  let result = readings.get(name);
  if (!result) {
    const document = CORPUS.find((candidate) => candidate.name === name)!;
    result = loadOpenApi(corpusPath(document)).then((source) => entitiesFromOpenApi(source));
    readings.set(name, result);
  }
  return result;
}

async function entity(document: string, name: string) {
  const read = await reading(document);
  const model = read.entities.find((candidate) => candidate.name === name);
  assert.ok(model, `${document}: collection ${name} among ${read.entities.map((e) => e.name)}`);
  return { model, views: read.views.get(name)!, dialect: read.dialect };
}

/** `name:type`, with `*` when required, for a list of fields. */
function shape(fields: readonly FieldModel[] | undefined): string[] {
  return (fields ?? []).map(
    (field) =>
      `${field.name}:${field.type}${field.validation?.required ? '*' : ''}` +
      (field.reference ? `->${field.reference.entity}` : ''),
  );
}

function field(model: EntityModel, name: string): FieldModel {
  const found = model.fields.find((candidate) => candidate.name === name);
  assert.ok(found, `${model.name}.${name}`);
  return found;
}

describe('the OpenAPI corpus: generation', () => {
  for (const document of CORPUS) {
    it(`${document.name}: writes ${document.collections} collections whose configuration type-checks and runs`, async () => {
      const runner = createRunner();
      const app = await runner.runSchematic(
        'ng-add-setup-project',
        { project: 'demo' },
        await createAppTree(runner),
      );
      const tree = await runner.runSchematic(
        'entity',
        { project: 'demo', fromOpenapi: corpusPath(document) },
        app,
      );
      const written = tree.files.filter(
        (file) => file.startsWith('/src/app/admin/') && !file.endsWith('/api-dialect.ts'),
      );
      assert.equal(written.length, document.collections);
      const generated = extractConfiguration(tree);
      try {
        assert.deepEqual(typeErrors(generated.dir), []);
        const application = (await runBuildAdmin(generated.dir)).validate();
        const read = await reading(document.name);
        for (const model of read.entities) {
          const configured = application.entities.find(
            (candidate) => candidate.name() === model.name,
          );
          assert.ok(configured, model.name);
          const views = read.views.get(model.name)!;
          assert.equal(
            configured.creationView().isEnabled(),
            !!views.creation,
            `${model.name} creation`,
          );
          assert.equal(
            configured.editionView().isEnabled(),
            !!views.edition,
            `${model.name} edition`,
          );
          assert.equal(configured.showView().isEnabled(), !!views.show, `${model.name} show`);
          assert.equal(
            configured.deletionView().isEnabled(),
            !!views.deletion,
            `${model.name} deletion`,
          );
          const listed = configured
            .listView()
            .fields()
            .map((item) => item.type());
          assert.ok(!listed.includes('password'), `${model.name}: no secret in the list`);
        }
      } finally {
        generated.dispose();
      }
    });
  }
});

describe('the OpenAPI corpus: what the generator reads', () => {
  it('Petstore: identifiers, a foreign key, views per method, the default dialect', async () => {
    const { model: user } = await entity('petstore', 'user');
    assert.equal(user.identifier, 'username');
    const { model: order, views } = await entity('petstore', 'order');
    assert.equal(order.url, 'store/order');
    assert.deepEqual(field(order, 'petId').reference, { entity: 'pet', targetField: 'name' });
    assert.equal(views.edition, false, 'no PUT on /store/order/{orderId}');
    assert.equal((await reading('petstore')).dialect.dialect, 'default');
  });

  it('Petstore expanded: an allOf of two members; the form is the POST body (NewPet)', async () => {
    const { model, dialect } = await entity('petstore-expanded', 'pets');
    assert.deepEqual(shape(model.fields), ['name:string*', 'tag:string', 'id:number*']);
    assert.deepEqual(shape(model.creationFields), ['name:string*', 'tag:string']);
    assert.deepEqual(dialect.params, {
      page: null,
      perPage: 'limit',
      offset: null,
      sort: null,
      order: null,
    });
  });

  it('Xero Projects: a path parameter, an item envelope-free list envelope, page/pageSize', async () => {
    const { model: tasks, dialect } = await entity('xero-projects', 'tasks');
    assert.equal(tasks.url, 'Projects/{projectId}/Tasks');
    assert.deepEqual(
      tasks.pathParameters?.map((parameter) => parameter.name),
      ['projectId'],
    );
    assert.equal(tasks.identifier, 'taskId');
    assert.deepEqual(dialect.envelopes?.['tasks'], { records: 'items' });
    assert.equal(dialect.params?.page, 'page');
    assert.equal(dialect.params?.perPage, 'pageSize');
  });

  it('listmonk: /lists and /public/lists both kept; {data: {results, total}} envelopes', async () => {
    const { model: lists, views, dialect } = await entity('listmonk', 'lists');
    const { model: publicLists, views: publicViews } = await entity('listmonk', 'public_lists');
    assert.equal(lists.url, undefined);
    assert.equal(publicLists.url, 'public/lists');
    assert.deepEqual(views, { creation: true, edition: true, deletion: true, show: true });
    assert.deepEqual(publicViews, {
      creation: false,
      edition: false,
      deletion: false,
      show: false,
    });
    assert.deepEqual(dialect.envelopes?.['lists'], {
      records: 'data.results',
      total: 'data.total',
      record: 'data',
    });
    assert.deepEqual(dialect.params, {
      page: 'page',
      perPage: 'per_page',
      offset: null,
      sort: 'order_by',
      order: 'order',
    });
    // The creation form is the POST body: enums as choices, only name required.
    assert.deepEqual(shape(lists.creationFields), [
      'name:string',
      'type:choice',
      'optin:choice',
      'tags:json',
      'description:string',
    ]);
  });

  it('Keycloak: the realm list at /, users under /{realm}, first/max paging', async () => {
    const { model: realms } = await entity('keycloak', 'realms');
    assert.equal(realms.identifier, 'realm');
    const { model: users, views, dialect } = await entity('keycloak', 'users');
    assert.equal(users.url, '{realm}/users');
    assert.deepEqual(users.pathParameters, [{ name: 'realm', value: 'realm' }]);
    assert.deepEqual(views, { creation: true, edition: true, deletion: true, show: true });
    assert.equal(users.searchParameter, 'q');
    assert.deepEqual(dialect.params, {
      page: null,
      perPage: 'max',
      offset: 'first',
      sort: null,
      order: null,
    });
  });

  it('Discourse: OpenAPI 3.1, .json paths, the creation form required fields from the POST body', async () => {
    const { model: posts, views, dialect } = await entity('discourse', 'posts');
    assert.equal(posts.url, 'posts.json');
    assert.equal(views.creation, true);
    const required = shape(posts.creationFields).filter((item) => item.includes('*'));
    assert.deepEqual(required, ['raw:string*']);
    assert.ok(shape(posts.fields).filter((item) => item.includes('*')).length > 15);
    assert.deepEqual(dialect.envelopes?.['posts'], { records: 'latest_posts' });
  });

  it('Adyen Management: PATCH-only editions, {data, itemsTotal} envelopes, pageNumber/pageSize', async () => {
    const { model, views, dialect } = await entity('adyen-management', 'companies_api_credentials');
    assert.equal(model.updateMethod, 'PATCH');
    assert.deepEqual(views, { creation: true, edition: true, deletion: false, show: true });
    assert.deepEqual(shape(model.editionFields), [
      'active:boolean',
      'allowedOrigins:json',
      'associatedMerchantAccounts:json',
      'description:string',
      'roles:json',
      'subjectDN:string',
    ]);
    assert.deepEqual(dialect.envelopes?.['companies'], { records: 'data', total: 'itemsTotal' });
    assert.equal(dialect.params?.page, 'pageNumber');
    assert.equal(dialect.params?.perPage, 'pageSize');
  });

  it('Box: {entries, total_count} envelopes; the forms of POST and PUT differ', async () => {
    const { model, dialect } = await entity('box', 'collaborations');
    assert.deepEqual(dialect.envelopes?.['collaborations'], {
      records: 'entries',
      total: 'total_count',
    });
    assert.deepEqual(shape(model.creationFields).slice(0, 3), [
      'item:json*',
      'accessible_by:json*',
      'role:choice*',
    ]);
    assert.deepEqual(shape(model.editionFields), [
      'role:choice',
      'status:choice',
      'expires_at:datetime',
      'can_view_path:boolean',
    ]);
  });

  it('OpenAI: cursor paging, {data: [...]} lists, oneOf/anyOf members read as one field', async () => {
    const { model, dialect } = await entity('openai', 'assistants');
    assert.deepEqual(dialect.params, {
      page: null,
      perPage: 'limit',
      offset: null,
      sort: null,
      order: null,
    });
    assert.deepEqual(dialect.envelopes?.['assistants'], { records: 'data' });
    assert.equal(
      field(model, 'response_format').type,
      'choice',
      'anyOf of a string enum and objects',
    );
    assert.deepEqual(
      shape(model.creationFields).filter((item) => item.includes('*')),
      ['model:string*'],
    );
  });

  it('DigitalOcean: $refs into 2,900 files, {droplets} / {droplet} envelopes, page/per_page', async () => {
    const { model, views, dialect } = await entity('digitalocean', 'droplets');
    assert.equal(model.url, 'v2/droplets');
    assert.deepEqual(dialect.envelopes?.['droplets'], {
      records: 'droplets',
      total: 'meta.total',
      record: 'droplet',
    });
    assert.deepEqual(views, { creation: true, edition: false, deletion: true, show: true });
    assert.equal(field(model, 'created_at').type, 'datetime');
    assert.equal(dialect.params?.page, 'page');
    assert.equal(dialect.params?.perPage, 'per_page');
  });
});
