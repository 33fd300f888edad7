import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkAndRun, entityOf, fieldOf, fieldsOf } from '../testing/generated-code';
import { addedApp, collectLogs, createRunner, generateEntity } from '../testing/workspace';

const ROOT = resolve(__dirname, '../../..');
/** The blog json-graphql-server serves in the e2e-backends suite. */
const BLOG_JSON = resolve(ROOT, 'e2e-backends/fixtures/blog.json');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

describe('ng generate @ng-admin/core:entity --from-graphql against json-graphql-server', () => {
  let server: ChildProcess;
  let endpoint: string;
  before(async () => {
    const port = await freePort();
    server = spawn(
      process.execPath,
      [
        resolve(ROOT, 'node_modules/json-graphql-server/bin/json-graphql-server.cjs'),
        BLOG_JSON,
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
      ],
      { stdio: 'ignore' },
    );
    endpoint = `http://127.0.0.1:${port}/`;
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${endpoint}?query=%7B__typename%7D`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 150) throw new Error(`json-graphql-server did not start at ${endpoint}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  });
  after(() => {
    server.kill();
  });

  it('writes every type with an allPosts list as an entity, and withApiMapping(NgaGraphqlDialect)', async () => {
    const runner = createRunner();
    const tree = await generateEntity(runner, await addedApp(runner, endpoint), {
      fromGraphql: endpoint,
    });
    const appConfig = tree.readText('/src/app/app.config.ts');
    assert.match(
      appConfig,
      /provideNgAdmin\(\(\) => import\('.\/admin.config'\)\.then\(\(m\) => m\.buildAdmin\), withApiMapping\(NgaGraphqlDialect\)\)/,
    );
    assert.match(appConfig, /import \{ [^}]*NgaGraphqlDialect[^}]* \} from '@ng-admin\/core';/);

    const application = await checkAndRun(tree);
    const entity = (name: string) => entityOf(application, name);
    assert.deepEqual(
      application.entities.map((one) => one.name()),
      ['posts', 'comments', 'tags'],
    );
    const posts = entity('posts');
    assert.deepEqual(fieldsOf(posts.showView()), [
      'id:string',
      'title:string',
      'teaser:text',
      'body:wysiwyg',
      'published_at:date',
      'views:number',
      'average_note:float',
      // Strings the sample shows a few values of.
      'category:choice',
      'subcategory:choice',
      'tags:reference_many',
      'pictures:json',
      'backlinks:embedded_list',
      'cover:string',
    ]);
    const tags = fieldOf(posts.showView(), 'tags');
    assert.equal(tags.targetEntity!()!.name(), 'tags');
    assert.equal(tags.targetField!()!.name(), 'name');
    // createPost(title: String!, ..., cover: String): required where the argument is non-null.
    const creation = posts.creationView().fields();
    assert.deepEqual(
      creation.filter((field) => field.validation()['required']).map((field) => field.name()),
      [
        'title',
        'teaser',
        'body',
        'published_at',
        'views',
        'average_note',
        'category',
        'subcategory',
        'tags',
        'pictures',
        'backlinks',
      ],
    );
    assert.ok(!creation.some((field) => field.name() === 'id'));
    // updatePost takes every field, none required.
    assert.ok(
      posts
        .editionView()
        .fields()
        .every((field) => !field.validation()['required']),
    );
    assert.ok(posts.deletionView().isEnabled());

    const comments = entity('comments');
    const postId = fieldOf(comments.showView(), 'post_id');
    assert.equal(postId.type(), 'reference');
    assert.equal(postId.label(), 'Post');
    assert.equal(postId.targetEntity!()!.name(), 'posts');
    assert.equal(postId.targetField!()!.name(), 'title');
    // The relations json-graphql-server adds (Comment.Post, Post.Comments) are not fields.
    assert.ok(!fieldsOf(comments.showView()).some((field) => field.startsWith('Post:')));
    assert.match(
      tree.readText('/src/app/admin/posts.ts'),
      /admin\.field\('q'\)\.label\('Search'\)/,
    );
  });

  it('writes one entity when named, and says when the endpoint is not the API base', async () => {
    const runner = createRunner();
    const logs = collectLogs(runner);
    const tree = await generateEntity(runner, await addedApp(runner), {
      name: 'tags',
      fromGraphql: endpoint,
    });
    assert.ok(tree.exists('/src/app/admin/tags.ts'));
    assert.ok(!tree.exists('/src/app/admin/posts.ts'));
    assert.ok(
      logs.some((line) => line.includes(`set baseApiUrl('${endpoint}')`)),
      logs.join('\n'),
    );
  });

  it('names the entities it found when the name matches none', async () => {
    const runner = createRunner();
    await assert.rejects(
      generateEntity(runner, await addedApp(runner), { name: 'users', fromGraphql: endpoint }),
      /No entity "users" in the GraphQL API at .*\. Found: posts, comments, tags\./,
    );
  });

  it('says what it expected from a URL that is no GraphQL endpoint', async () => {
    const rest = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('[{"id":1}]');
    });
    await new Promise<void>((done) => rest.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(rest.address() as AddressInfo).port}/posts`;
    try {
      const runner = createRunner();
      await assert.rejects(
        generateEntity(runner, await addedApp(runner), { fromGraphql: url }),
        new RegExp(`POST ${url} did not answer a GraphQL introspection`),
      );
    } finally {
      rest.close();
    }
  });
});
