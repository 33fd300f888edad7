import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { blogOpenApi } from '../testing/blog-openapi';
import { BLOG, startFakeApi, type FakeApi } from '../testing/fake-api';
import { checkAndRun, entityOf, fieldOf, fieldsOf } from '../testing/generated-code';
import {
  addedApp,
  changedFiles,
  collectLogs,
  createAppTree,
  createRunner,
  generateEntity,
  snapshot,
} from '../testing/workspace';

const PETSTORE = require.resolve('@readme/oas-examples/3.0/json/petstore.json');

describe('ng generate @ng-admin/core:entity', () => {
  let api: FakeApi;
  before(async () => {
    api = await startFakeApi();
  });
  after(() => api.close());

  it('--from-url writes the entity from a page of the API and wires it into buildAdmin()', async () => {
    const runner = createRunner();
    let tree = await addedApp(runner);
    tree = await generateEntity(runner, tree, {
      name: 'posts',
      fromUrl: `${api.url}posts?_perPage=20`,
    });
    tree = await generateEntity(runner, tree, { name: 'comments', fromUrl: `${api.url}comments` });

    const posts = tree.readText('/src/app/admin/posts.ts');
    assert.match(
      posts,
      /export function configurePosts\(posts: Entity, \{ tags \}: \{ tags: Entity \}\): void \{/,
    );
    assert.match(
      posts,
      new RegExp(`from GET[\\s*]+${api.url}posts\\?_perPage=20 \\(12 entries\\)`),
    );
    const comments = tree.readText('/src/app/admin/comments.ts');
    assert.match(
      comments,
      /\.field\('post_id', 'reference'\)\s+\.label\('Post'\)\s+\.targetEntity\(posts\)\s+\.targetField\(admin\.field\('title'\)\)\s+\.singleApiCall\(\(ids\) => \(\{ id: ids \}\)\)/,
    );

    const adminConfig = tree.readText('/src/app/admin.config.ts');
    assert.match(adminConfig, /import \{ configurePosts \} from '.\/admin\/posts';/);
    assert.equal(
      (adminConfig.match(/^ {2}const posts = admin\.entity\('posts'\);$/gm) ?? []).length,
      1,
    );
    assert.match(
      adminConfig,
      /configurePosts\(posts, \{ tags \}\);\n\s+application\.addEntity\(posts\);\n\s+menu\.addChild\(admin\.menu\(posts\)\.icon\('article'\)\);/,
    );
    assert.match(adminConfig, /configureComments\(comments, \{ posts \}\);/);
    assert.match(adminConfig, /tags has no views yet[^\n]*\n\s+application\.addEntity\(tags\);/);

    const application = await checkAndRun(tree);
    assert.deepEqual(
      application.entities.map((entity) => entity.name()),
      ['tags', 'posts', 'comments'],
    );
    const post = entityOf(application, 'posts');
    assert.deepEqual(fieldsOf(post.listView()), [
      'id:number',
      'title:string',
      'published_at:date',
      'updated_at:datetime',
      'views:number',
      'average_note:float',
      'published:boolean',
    ]);
    assert.deepEqual(fieldsOf(post.creationView()), [
      'title:string',
      'body:wysiwyg',
      'teaser:text',
      'published_at:date',
      'views:number',
      'average_note:float',
      'published:boolean',
      'category:choice',
      'author_email:email',
      'website:string',
      'tags:reference_many',
      'pictures:json',
      'backlinks:embedded_list',
    ]);
    assert.deepEqual(fieldsOf(post.editionView()), fieldsOf(post.creationView()));
    assert.ok(fieldsOf(post.showView()).includes('updated_at:datetime'));
    const tags = fieldOf(post.creationView(), 'tags');
    assert.equal(tags.targetEntity!(), entityOf(application, 'tags'));
    assert.equal(tags.targetField!()!.name(), 'name');
    assert.equal(typeof tags.singleApiCall!(), 'function');
    assert.deepEqual(
      application
        .menu()
        .children()
        .map((child) => child.icon()),
      ['article', 'comment'],
    );
  });

  it('does not use id[] lookups when the API ignores them', async () => {
    const plainApi = await startFakeApi(BLOG, { idLookups: false });
    try {
      const runner = createRunner();
      const tree = await generateEntity(runner, await addedApp(runner), {
        name: 'comments',
        fromUrl: `${plainApi.url}comments`,
      });
      const comments = tree.readText('/src/app/admin/comments.ts');
      assert.match(comments, /targetEntity\(posts\)/);
      assert.doesNotMatch(comments, /singleApiCall/);
    } finally {
      await plainApi.close();
    }
  });

  it('completes an entity that was only declared as a reference target', async () => {
    const runner = createRunner();
    let tree = await generateEntity(runner, await addedApp(runner), {
      name: 'posts',
      fromUrl: `${api.url}posts`,
    });
    tree = await generateEntity(runner, tree, { name: 'tags', fromUrl: `${api.url}tags` });
    const adminConfig = tree.readText('/src/app/admin.config.ts');
    assert.doesNotMatch(adminConfig, /has no views yet/);
    assert.equal((adminConfig.match(/addEntity\(tags\)/g) ?? []).length, 1);
    assert.equal((adminConfig.match(/const tags = /g) ?? []).length, 1);
    assert.match(
      adminConfig,
      /configureTags\(tags\);\n\s+menu\.addChild\(admin\.menu\(tags\)\.icon\('sell'\)\);/,
    );
    const application = await checkAndRun(tree);
    assert.deepEqual(fieldsOf(entityOf(application, 'tags').listView()), [
      'id:number',
      'name:string',
      'published:boolean',
    ]);
  });

  it('leaves an entity that exists alone, and writes it again with --force', async () => {
    const runner = createRunner();
    const logs = collectLogs(runner);
    const once = await generateEntity(runner, await addedApp(runner), {
      name: 'tags',
      fromUrl: `${api.url}tags`,
    });
    once.overwrite(
      '/src/app/admin/tags.ts',
      once
        .readText('/src/app/admin/tags.ts')
        .replace("admin.field('name')", "admin.field('name').label('Tag')"),
    );
    const edited = snapshot(once);
    const twice = await generateEntity(runner, once, { name: 'tags', fromUrl: `${api.url}tags` });
    assert.deepEqual(changedFiles(edited, snapshot(twice)), []);
    assert.ok(
      logs.some((line) =>
        /entity tags exists, so nothing changed \(--force writes it again\)/.test(line),
      ),
    );

    const forced = await generateEntity(runner, twice, {
      name: 'tags',
      fromUrl: `${api.url}tags`,
      force: true,
    });
    assert.deepEqual(changedFiles(edited, snapshot(forced)), ['/src/app/admin/tags.ts']);
    assert.doesNotMatch(forced.readText('/src/app/admin/tags.ts'), /label\('Tag'\)/);
  });

  it('without a source, writes an entity with its identifier to complete by hand', async () => {
    const runner = createRunner();
    const tree = await generateEntity(runner, await addedApp(runner), { name: 'blog-posts' });
    const file = tree.readText('/src/app/admin/blog-posts.ts');
    assert.match(file, /export function configureBlogPosts\(blogPosts: Entity\): void/);
    assert.match(file, /Add the entity's fields/);
    assert.match(
      tree.readText('/src/app/admin.config.ts'),
      /const blogPosts = admin\.entity\('blog-posts'\);/,
    );
    await checkAndRun(tree);
  });

  it('--from-openapi writes every collection of the Swagger Petstore', async () => {
    const runner = createRunner();
    const tree = await generateEntity(runner, await addedApp(runner), { fromOpenapi: PETSTORE });
    for (const name of ['pet', 'order', 'user'])
      assert.ok(tree.exists(`/src/app/admin/${name}.ts`), name);
    const order = tree.readText('/src/app/admin/order.ts');
    assert.match(
      order,
      /export function configureOrder\(order: Entity, \{ pet \}: \{ pet: Entity \}\): void/,
    );
    assert.match(order, /order\.url\('store\/order'\);/);
    assert.match(order, /order\.editionView\(\)\.disable\(\);/);
    const user = tree.readText('/src/app/admin/user.ts');
    assert.match(user, /user\.identifier\(admin\.field\('username'\)\);/);

    const application = await checkAndRun(tree);
    const pet = entityOf(application, 'pet');
    assert.deepEqual(fieldsOf(pet.creationView()), [
      'category:json',
      'name:string',
      'photoUrls:json',
      'tags:embedded_list',
      'status:choice',
    ]);
    assert.equal(pet.creationView().fields()[1]!.validation()['required'], true);
    assert.equal(pet.editionView().isEnabled(), false);
    assert.equal(entityOf(application, 'user').identifier().name(), 'username');
    const petId = fieldOf(entityOf(application, 'order').showView(), 'petId');
    assert.equal(petId.targetEntity!(), pet);
    assert.equal(petId.targetField!()!.name(), 'name');
  });

  it('--from-openapi reads the demo API document form, and only the named collection when given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nga-openapi-'));
    try {
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(blogOpenApi()));
      const runner = createRunner();
      const tree = await generateEntity(runner, await addedApp(runner), {
        name: 'comments',
        fromOpenapi: join(dir, 'openapi.json'),
      });
      assert.deepEqual(
        tree.files.filter((file) => file.startsWith('/src/app/admin/')),
        ['/src/app/admin/comments.ts'],
      );
      const comments = tree.readText('/src/app/admin/comments.ts');
      assert.match(
        comments,
        /\.field\('post_id', 'reference'\)\s+\.label\('Post'\)\s+\.validation\(\{ required: true \}\)\s+\.targetEntity\(posts\)\s+\.targetField\(admin\.field\('title'\)\)/,
      );
      assert.match(comments, /comments\.creationView\(\)\.fields\(postId, authorEmail, body\);/);
      const application = await checkAndRun(tree);
      assert.deepEqual(
        application.entities.map((entity) => entity.name()),
        ['posts', 'comments'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--from-openapi gives provideNgAdmin the dialect the document pages with', async () => {
    const openapi = await startOpenApiServer(blogOpenApi('json-server'));
    try {
      const runner = createRunner();
      const tree = await generateEntity(runner, await addedApp(runner), {
        fromOpenapi: openapi.url,
      });
      const appConfig = tree.readText('/src/app/app.config.ts');
      assert.match(
        appConfig,
        /provideNgAdmin\(\(\) => import\('.\/admin.config'\)\.then\(\(m\) => m\.buildAdmin\), withApiMapping\(NgaJsonServerDialect\)\)/,
      );
      assert.match(
        appConfig,
        /import \{ provideNgAdmin, withApiMapping, NgaJsonServerDialect \} from '@ng-admin\/core';/,
      );
      await checkAndRun(tree);
    } finally {
      await openapi.close();
    }
  });

  it('runs from ng add for the collections named in --entities, reading the API through the proxy target', async () => {
    const runner = createRunner();
    const tree = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', proxy: api.url, entities: 'posts, comments' },
      await createAppTree(runner),
    );
    assert.ok(tree.exists('/src/app/admin/posts.ts'));
    assert.ok(tree.exists('/src/app/admin/comments.ts'));
    assert.match(tree.readText('/src/app/admin.config.ts'), /baseApiUrl\('\/api\/'\)/);
    const application = await checkAndRun(tree);
    assert.equal(entityOf(application, 'comments').url(), undefined);
  });

  it('from ng add, says why entities are not generated when the API cannot be read', async () => {
    const runner = createRunner();
    const logs = collectLogs(runner);
    const tree = await runner.runSchematic(
      'ng-add-setup-project',
      { project: 'demo', entities: 'posts' },
      await createAppTree(runner),
    );
    assert.equal(tree.exists('/src/app/admin/posts.ts'), false);
    assert.ok(
      logs.some((line) =>
        /Entities posts not generated: the API at \/api\/ cannot be read now/.test(line),
      ),
    );
  });

  it('--from-url sends --header and NGA_API_HEADERS credentials, and writes none of them', async () => {
    const secured = await startFakeApi(BLOG, { authorization: 'Bearer s3cret' });
    const saved = process.env['NGA_API_HEADERS'];
    try {
      const runner = createRunner();
      const app = await addedApp(runner);
      await assert.rejects(
        generateEntity(runner, app, { name: 'tags', fromUrl: `${secured.url}tags` }),
        /answered 401: the API wants credentials\. Pass them with --header "Authorization: Bearer <token>".*NGA_API_HEADERS/,
      );
      await assert.rejects(
        generateEntity(runner, app, {
          name: 'tags',
          fromUrl: `${secured.url}tags`,
          header: ['Authorization: Bearer wrong'],
        }),
        /answered 401: the API wants credentials \(the headers sent, Authorization, were refused\)/,
      );
      const tree = await generateEntity(runner, app, {
        name: 'tags',
        fromUrl: `${secured.url}tags`,
        header: ['Authorization: Bearer s3cret'],
      });
      assert.ok(tree.exists('/src/app/admin/tags.ts'));
      process.env['NGA_API_HEADERS'] = 'X-Trace: 1\nAuthorization: Bearer s3cret';
      const fromEnvironment = await generateEntity(runner, await addedApp(runner), {
        name: 'comments',
        fromUrl: `${secured.url}comments`,
      });
      for (const written of [tree, fromEnvironment]) {
        for (const file of written.files) {
          assert.doesNotMatch(written.read(file)!.toString('latin1'), /s3cret/, file);
        }
      }
      await assert.rejects(
        generateEntity(runner, app, {
          name: 'tags',
          fromUrl: `${secured.url}tags`,
          header: ['Bearer x'],
        }),
        /--header takes "Name: value"/,
      );
    } finally {
      if (saved === undefined) delete process.env['NGA_API_HEADERS'];
      else process.env['NGA_API_HEADERS'] = saved;
      await secured.close();
    }
  });

  it('--from-openapi writes an entity without list column, a collection at /, PATCH and path parameters', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nga-openapi-'));
    try {
      const realm = {
        type: 'object',
        properties: { realm: { type: 'string' }, enabled: { type: 'boolean' } },
      };
      const user = {
        type: 'object',
        properties: { id: { type: 'string' }, username: { type: 'string' } },
      };
      const json = (schema: unknown) => ({
        content: { 'application/json': { schema } },
      });
      writeFileSync(
        join(dir, 'openapi.yaml'),
        [
          'openapi: 3.1.0',
          'info: { title: Realms, version: "1" }',
          'paths:',
          '  /:',
          `    get: { responses: { "200": ${JSON.stringify(json({ type: 'array', items: { $ref: '#/components/schemas/Realm' } }))} } }`,
          '  /{realm}:',
          `    get: { responses: { "200": ${JSON.stringify(json({ $ref: '#/components/schemas/Realm' }))} } }`,
          '  /{realm}/users:',
          '    parameters: [{ name: realm, in: path, required: true, schema: { type: string, example: master } }]',
          `    get: { responses: { "200": ${JSON.stringify(json({ type: 'array', items: { $ref: 'users.json#/User' } }))} } }`,
          '  /{realm}/users/{id}:',
          `    get: { responses: { "200": ${JSON.stringify(json({ $ref: 'users.json#/User' }))} } }`,
          `    patch: { requestBody: ${JSON.stringify(json({ $ref: 'users.json#/User' }))}, responses: { "204": { description: Saved } } }`,
          '  /reports:',
          `    get: { responses: { "200": ${JSON.stringify(json({ type: 'array', items: { type: 'object', properties: { summary: { type: 'object' } } } }))} } }`,
          'components:',
          `  schemas: { Realm: ${JSON.stringify(realm)} }`,
        ].join('\n'),
      );
      writeFileSync(join(dir, 'users.json'), JSON.stringify({ User: user }));
      const runner = createRunner();
      const tree = await generateEntity(runner, await addedApp(runner), {
        fromOpenapi: join(dir, 'openapi.yaml'),
      });
      const users = tree.readText('/src/app/admin/users.ts');
      assert.match(users, /const realm = 'master';/);
      assert.match(users, /users\.url\(`\$\{encodeURIComponent\(realm\)\}\/users`\);/);
      assert.match(users, /users\.updateMethod\('PATCH'\);/);
      assert.match(users, /users\.creationView\(\)\.disable\(\);/);
      assert.match(users, /users\.editionView\(\)\.fields\(/);
      const reports = tree.readText('/src/app/admin/reports.ts');
      assert.match(reports, /reports\.listView\(\)\.listActions\(\[\]\);/);
      assert.match(reports, /reports\.showView\(\)\.disable\(\);/);
      const application = await checkAndRun(tree);
      assert.deepEqual(application.entities.map((entity) => entity.name()).sort(), [
        'realms',
        'reports',
        'users',
      ]);
      assert.equal(entityOf(application, 'realms').identifier().name(), 'realm');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--from-openapi writes the envelopes and paging parameters into admin/api-dialect.ts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nga-openapi-'));
    try {
      const customer = {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
      };
      const content = (schema: unknown) => ({
        description: 'OK',
        content: { 'application/json': { schema } },
      });
      const page = (name: string) => ({ name, in: 'query', schema: { type: 'integer' } });
      writeFileSync(
        join(dir, 'openapi.json'),
        JSON.stringify({
          openapi: '3.0.3',
          info: { title: 'Shop', version: '1' },
          paths: {
            '/customers': {
              get: {
                parameters: [page('page'), page('per_page')],
                responses: {
                  '200': content({
                    type: 'object',
                    properties: {
                      data: { type: 'array', items: customer },
                      meta: { type: 'object', properties: { total: { type: 'integer' } } },
                    },
                  }),
                },
              },
            },
            '/customers/{id}': {
              get: {
                responses: {
                  '200': content({ type: 'object', properties: { customer } }),
                },
              },
            },
          },
        }),
      );
      const runner = createRunner();
      const tree = await generateEntity(runner, await addedApp(runner), {
        fromOpenapi: join(dir, 'openapi.json'),
      });
      const dialect = tree.readText('/src/app/admin/api-dialect.ts');
      assert.match(
        dialect,
        /customers: \{ records: 'data', total: 'meta\.total', record: 'customer' \}/,
      );
      assert.match(
        dialect,
        /export const apiDialect = new NgaJsonServerDialect\(\{\s+params: \{ page: 'page', perPage: 'per_page', offset: null, sort: null, order: null \},\s+envelope: \(entity\) => envelopes\[entity\],/,
      );
      const appConfig = tree.readText('/src/app/app.config.ts');
      assert.match(appConfig, /withApiMapping\(apiDialect\)/);
      assert.match(appConfig, /import \{ apiDialect \} from '\.\/admin\/api-dialect';/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says what is wrong when it cannot generate', async () => {
    const runner = createRunner();
    const app = await addedApp(runner);
    await assert.rejects(
      generateEntity(runner, await createAppTree(runner), { name: 'posts' }),
      /admin\.config\.ts not found: run ng add @ng-admin\/core first/,
    );
    await assert.rejects(generateEntity(runner, app, {}), /Name the entity/);
    await assert.rejects(
      generateEntity(runner, app, { name: 'my posts' }),
      /cannot name an entity/,
    );
    await assert.rejects(
      generateEntity(runner, app, { name: 'posts', fromUrl: 'localhost:3000/posts' }),
      /absolute http\(s\) URL/,
    );
    await assert.rejects(
      generateEntity(runner, app, {
        name: 'posts',
        fromUrl: `${api.url}posts`,
        fromOpenapi: PETSTORE,
      }),
      /Give --from-url or --from-openapi, not both\./,
    );
    await assert.rejects(
      generateEntity(runner, app, { fromGraphql: 'localhost:3000/graphql' }),
      /--from-graphql must be the absolute http\(s\) URL of the GraphQL endpoint/,
    );
    await assert.rejects(
      generateEntity(runner, app, { name: 'users', fromUrl: `${api.url}users` }),
      /returned no users/,
    );
    await assert.rejects(
      generateEntity(runner, app, { name: 'posts', fromUrl: 'http://127.0.0.1:9/posts' }),
      /Cannot reach http:\/\/127\.0\.0\.1:9\/posts .*Is the API running\?/,
    );
    await assert.rejects(
      generateEntity(runner, app, { fromOpenapi: '/no/such/openapi.json' }),
      /Cannot read the OpenAPI document/,
    );
  });
});

/** Serves one JSON document on a free port. */
async function startOpenApiServer(
  document: unknown,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(document));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/openapi.json`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
