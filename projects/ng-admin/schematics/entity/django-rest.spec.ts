import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { checkAndRun, entityOf, fieldOf, fieldsOf } from '../testing/generated-code';
import { addedApp, createRunner, generateEntity } from '../testing/workspace';

/** What `manage.py generateschema` writes for the blog's Django project (write-drf-openapi.mjs). */
const DRF_OPENAPI = resolve(__dirname, '../../../e2e-backends/fixtures/drf-openapi.json');

describe('ng generate @ng-admin/core:entity --from-openapi on a Django REST framework document', () => {
  it('writes every viewset as an entity and withApiMapping(NgaDjangoRestDialect)', async () => {
    const runner = createRunner();
    const tree = await generateEntity(runner, await addedApp(runner), { fromOpenapi: DRF_OPENAPI });
    const appConfig = tree.readText('/src/app/app.config.ts');
    assert.match(
      appConfig,
      /provideNgAdmin\(\(\) => import\('.\/admin.config'\)\.then\(\(m\) => m\.buildAdmin\), withApiMapping\(NgaDjangoRestDialect\)\)/,
    );
    assert.ok(!tree.exists('/src/app/admin/api-dialect.ts'));

    const application = await checkAndRun(tree);
    assert.equal(application.baseApiUrl(), '/api/');
    assert.deepEqual(
      application.entities.map((one) => `${one.name()} ${String(one.url() ?? '')}`),
      // /api/posts/ under baseApiUrl('/api/'): the default URLs.
      ['posts ', 'comments ', 'tags '],
    );
    const entity = (name: string) => entityOf(application, name);
    const posts = entity('posts');
    assert.deepEqual(fieldsOf(posts.showView()), [
      'id:number',
      'title:string',
      'teaser:text',
      // A TextField: no maxLength in the document.
      'body:text',
      'published_at:date',
      'views:number',
      'average_note:float',
      'category:choice',
      'subcategory:choice',
      'tags:reference_many',
      'pictures:json',
      'backlinks:json',
      'cover:string',
    ]);
    const tags = fieldOf(posts.showView(), 'tags');
    assert.equal(tags.targetEntity!()!.name(), 'tags');
    assert.equal(tags.targetField!()!.name(), 'name');
    const postId = fieldOf(entity('comments').showView(), 'post_id');
    assert.equal(postId.type(), 'reference');
    assert.equal(postId.targetEntity!()!.name(), 'posts');
    assert.ok(posts.editionView().isEnabled() && posts.deletionView().isEnabled());
    // SearchFilter's ?search=, which the dialect sends for the q filter.
    assert.match(
      tree.readText('/src/app/admin/posts.ts'),
      /admin\.field\('q'\)\.label\('Search'\)/,
    );
  });

  it('gives the dialect LimitOffsetPagination when the lists take limit and offset', async () => {
    const document = JSON.parse(readFileSync(DRF_OPENAPI, 'utf8'));
    for (const item of Object.values(document.paths) as { get?: Operation }[]) {
      const parameters = item.get?.parameters;
      if (!parameters?.some((parameter) => parameter.name === 'page')) continue;
      item.get!.parameters = [
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer' } },
        { name: 'offset', in: 'query', required: false, schema: { type: 'integer' } },
        ...parameters.filter((parameter) => !['page', 'page_size'].includes(parameter.name)),
      ];
    }
    const folder = mkdtempSync(join(tmpdir(), 'nga-drf-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const runner = createRunner();
      const tree = await generateEntity(runner, await addedApp(runner), { fromOpenapi: file });
      assert.match(
        tree.readText('/src/app/app.config.ts'),
        /withApiMapping\(new NgaDjangoRestDialect\(\{ pagination: 'limit-offset' \}\)\)/,
      );
      await checkAndRun(tree);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

interface Operation {
  parameters?: { name: string; [key: string]: unknown }[];
}

/**
 * The posts of the blog behind Django REST framework's answers, as the e2e-backends project
 * gives them (the real server is run by test:corpus): `{ count, next, previous, results }`
 * pages by `page`/`page_size` (or `limit`/`offset`), and `SearchFilter` on the title.
 */
async function startDrfLikeApi(pagination: 'page' | 'limit-offset'): Promise<Server> {
  const posts = Array.from({ length: 12 }, (_, index) => ({
    id: 12 - index,
    title: index % 3 === 0 ? `Denim trousers ${index}` : `Summer shirts ${index}`,
    published_at: '2024-03-01',
  }));
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    if (url.pathname !== '/api/posts/') {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end('{"detail":"Not found."}');
      return;
    }
    const search = url.searchParams.get('search')?.toLowerCase();
    const found = search
      ? posts.filter((post) => post.title.toLowerCase().includes(search))
      : posts;
    const number = (name: string, fallback: number) =>
      Number(url.searchParams.get(name) ?? fallback);
    const [start, size] =
      pagination === 'page'
        ? [(number('page', 1) - 1) * number('page_size', 5), number('page_size', 5)]
        : [number('offset', 0), number('limit', 5)];
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        count: found.length,
        next: null,
        previous: null,
        results: found.slice(start, start + size),
      }),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

describe('ng generate @ng-admin/core:entity --from-url on a Django REST framework page', () => {
  for (const pagination of ['page', 'limit-offset'] as const) {
    it(`recognises the page and the ${pagination} pagination, and SearchFilter`, async () => {
      const server = await startDrfLikeApi(pagination);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/posts/`;
      try {
        const runner = createRunner();
        const tree = await generateEntity(runner, await addedApp(runner), {
          name: 'posts',
          fromUrl: url,
        });
        const dialect =
          pagination === 'page'
            ? 'NgaDjangoRestDialect'
            : "new NgaDjangoRestDialect({ pagination: 'limit-offset' })";
        assert.ok(
          tree.readText('/src/app/app.config.ts').includes(`withApiMapping(${dialect})`),
          tree.readText('/src/app/app.config.ts'),
        );
        assert.ok(!tree.exists('/src/app/admin/api-dialect.ts'));
        assert.match(
          tree.readText('/src/app/admin/posts.ts'),
          /admin\.field\('q'\)\.label\('Search'\)/,
        );
        await checkAndRun(tree);
      } finally {
        server.close();
      }
    });
  }
});
