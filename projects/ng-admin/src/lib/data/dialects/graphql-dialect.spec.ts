import { HttpHeaders } from '@angular/common/http';
import { ListQuery } from '../api-mapping';
import { NgaHttpError } from '../nga-http-error';
import { RequestSpec, ResponseLike } from '../request-spec';
import { NgaGraphqlDialect } from './graphql-dialect';
import { graphqlLiteral, plural, singular } from './graphql-text';

describe('NgaGraphqlDialect', () => {
  const dialect = new NgaGraphqlDialect();
  const resource = {
    entityName: 'posts',
    identifierName: 'id',
    url: '/graphql/posts',
    fields: ['id', 'title', 'author'],
  };
  const record = { ...resource, id: '12', recordUrl: '/graphql/posts/12' };
  const list = (query: Partial<ListQuery>, on = dialect) =>
    on.listRequest({ resource, purpose: 'list', ...query });
  const answer = (body: unknown, status = 200): ResponseLike => ({
    status,
    headers: new HttpHeaders(),
    body,
  });
  const queryOf = (request: RequestSpec) => (request.body as { query: string }).query;
  const variablesOf = (request: RequestSpec) =>
    (request.body as { variables: Record<string, unknown> }).variables;

  describe('lists', () => {
    it('asks for a page and its total in one POST, selecting the fields the view reads', () => {
      const request = list({
        page: 2,
        perPage: 10,
        sortField: 'title',
        sortDir: 'ASC',
        filters: { q: 'denim', views: '', category: 'fashion' },
        params: { published: true },
      });
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/graphql');
      expect(request.params).toEqual([]);
      expect(queryOf(request)).toBe(
        [
          'query ($page: Int, $perPage: Int, $sortField: String, $sortOrder: String, $filter: PostFilter) {',
          '  items: allPosts(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {',
          '    id',
          '    title',
          '    author',
          '  }',
          '  total: _allPostsMeta(filter: $filter) {',
          '    count',
          '  }',
          '}',
        ].join('\n'),
      );
      // Pages count from 0; empty filter values are left out.
      expect(variablesOf(request)).toEqual({
        page: 1,
        perPage: 10,
        sortField: 'title',
        sortOrder: 'ASC',
        filter: { q: 'denim', category: 'fashion', published: true },
      });
    });

    it('declares only the variables it uses', () => {
      const request = list({});
      expect(queryOf(request).split('\n').slice(0, 2)).toEqual(['query {', '  items: allPosts {']);
      expect(queryOf(request)).toContain('  total: _allPostsMeta {');
      expect(variablesOf(request)).toEqual({});
    });

    it('sends identifiers as ids, and asks page 0 of the possible values of a reference', () => {
      const request = list({ purpose: 'choices', perPage: 30, filters: { id: [1, 2] } });
      expect(variablesOf(request)).toEqual({ page: 0, perPage: 30, filter: { ids: [1, 2] } });
    });

    it('reads the records and the count', () => {
      const query: ListQuery = { resource, purpose: 'list' };
      const items = [{ id: '1' }, { id: '2' }];
      expect(dialect.parseList(answer({ data: { items, total: { count: 42 } } }), query)).toEqual({
        records: items,
        total: 42,
      });
      expect(dialect.parseList(answer({ data: { items } }), query).total).toBe(2);
      expect(() => dialect.parseList(answer({ data: { items: 3 } }), query)).toThrowError(
        NgaHttpError,
      );
      expect(() => dialect.parseList(answer({ nothing: 1 }), query)).toThrowMatching(
        (e) => e instanceof NgaHttpError && e.message.includes('a GraphQL answer with data'),
      );
    });

    it('names types and operations after the last segment of the URL', () => {
      const tags = { entityName: 'tag_directory', identifierName: 'id', url: '/graphql/tags' };
      expect(queryOf(dialect.listRequest({ resource: tags, purpose: 'list' }))).toContain(
        'allTags',
      );
      const categories = { entityName: 'c', identifierName: 'id', url: '/api/gql/categories/' };
      const request = dialect.listRequest({
        resource: categories,
        purpose: 'list',
        filters: { a: 1 },
      });
      expect(request.url).toBe('/api/gql');
      expect(queryOf(request)).toContain('$filter: CategoryFilter');
      expect(queryOf(request)).toContain('_allCategoriesMeta(filter: $filter)');
      expect([singular('boxes'), singular('address'), plural('Box'), plural('Day')]).toEqual([
        'box',
        'address',
        'Boxes',
        'Days',
      ]);
    });

    it('adds and omits properties as set for the entity, and goes to the set endpoint', () => {
      const custom = new NgaGraphqlDialect({
        url: 'https://api.example/graphql',
        select: { posts: { add: ['body', 'comments { id }'], omit: ['author'] } },
      });
      const request = list({}, custom);
      expect(request.url).toBe('https://api.example/graphql');
      expect(queryOf(request)).toContain('    id\n    title\n    body\n    comments { id }\n  }');
    });
  });

  describe('references and records', () => {
    it('looks records up by ids, whatever singleApiCall returned', () => {
      expect(dialect.lookupManyByIds).toBeTrue();
      const request = dialect.manyRequest({
        resource: { ...resource, fields: ['id', 'name'] },
        ids: ['3', '1'],
        params: { id: ['3', '1'] },
      });
      expect(queryOf(request)).toBe(
        [
          'query ($filter: PostFilter) {',
          '  items: allPosts(filter: $filter) {',
          '    id',
          '    name',
          '  }',
          '}',
        ].join('\n'),
      );
      expect(variablesOf(request)).toEqual({ filter: { ids: ['3', '1'] } });
      expect(
        dialect.parseMany(answer({ data: { items: [{ id: '3' }] } }), {
          resource,
          ids: ['3'],
          params: {},
        }),
      ).toEqual([{ id: '3' }]);
    });

    it('reads one record by id, and says not found for null', () => {
      const request = dialect.oneRequest(record);
      expect(queryOf(request)).toBe(
        'query ($id: ID!) {\n  item: Post(id: $id) {\n    id\n    title\n    author\n  }\n}',
      );
      expect(variablesOf(request)).toEqual({ id: '12' });
      expect(dialect.parseOne(answer({ data: { item: { id: '12' } } }), record)).toEqual({
        id: '12',
      });
      expect(() => dialect.parseOne(answer({ data: { item: null } }), record)).toThrowMatching(
        (e) =>
          e instanceof NgaHttpError && e.status === 404 && e.message === 'Post 12 was not found.',
      );
    });

    it('creates with one literal argument per line', () => {
      const request = dialect.createRequest(resource, {
        title: 'Say "hi"\n',
        views: 0,
        published: false,
        cover: null,
        tags: ['1', '2'],
        author: { name: 'Ann' },
      });
      expect(queryOf(request)).toBe(
        [
          'mutation {',
          '  item: createPost(',
          '    title: "Say \\"hi\\"\\n"',
          '    views: 0',
          '    published: false',
          '    cover: null',
          '    tags: ["1", "2"]',
          '    author: {name: "Ann"}',
          '  ) {',
          '    id',
          '    title',
          '    author',
          '  }',
          '}',
        ].join('\n'),
      );
    });

    it('updates the changed values of a record by id, and deletes by id', () => {
      expect(dialect.updateMethod(record, 'PUT')).toBe('PATCH');
      const update = queryOf(dialect.updateRequest(record, { id: '12', title: 'New' }));
      expect(update).toContain('  item: updatePost(\n    id: "12"\n    title: "New"\n  ) {');
      const removal = queryOf(dialect.deleteRequest({ ...record, id: 12 }));
      expect(removal).toBe('mutation {\n  item: deletePost(\n    id: 12\n  ) {\n    id\n  }\n}');
      expect(dialect.parseWrite(answer({ data: { item: { id: '12' } } }))).toEqual({ id: '12' });
      expect(() => dialect.parseWrite(answer({ data: { item: null } }))).toThrowMatching(
        (e) => e instanceof NgaHttpError && e.status === 404,
      );
    });

    it('refuses values no literal can hold', () => {
      expect(() =>
        dialect.createRequest(resource, { pictures: { 'first-name': 1 } }),
      ).toThrowMatching(
        (e) => e instanceof NgaHttpError && e.message.includes('"first-name" of pictures'),
      );
      expect(() => dialect.createRequest(resource, { 'a-b': 1 })).toThrowError(NgaHttpError);
      expect(graphqlLiteral(new Date(Date.UTC(2024, 0, 2)))).toBe('"2024-01-02T00:00:00.000Z"');
      expect(graphqlLiteral(Number.NaN)).toBe('null');
    });
  });

  describe('errors', () => {
    const create = () =>
      dialect.createRequest(resource, { title: 'x', pictures: null, views: 'many' });

    it('fails a 200 answer with errors, marking each refused argument on its field', () => {
      const request = create();
      // The real answers of json-graphql-server 3.3.2 (graphql-js 16) to such a mutation.
      const body = {
        errors: [
          {
            message: 'Expected value of type "JSON!", found null.',
            locations: [{ line: 4, column: 15 }],
          },
          {
            message: 'Int cannot represent non-integer value: "many"',
            locations: [{ line: 5, column: 12 }],
          },
          {
            message:
              'Field "createPost" argument "teaser" of type "String!" is required, but it was not provided.',
            locations: [{ line: 2, column: 3 }],
          },
        ],
      };
      let error: NgaHttpError | undefined;
      try {
        dialect.parseWrite(answer(body), undefined, request);
      } catch (thrown) {
        error = thrown as NgaHttpError;
      }
      expect(error).toBeInstanceOf(NgaHttpError);
      expect(error?.status).toBe(400);
      expect(error?.violations).toEqual([
        { propertyPath: 'pictures', message: 'Expected value of type "JSON!", found null.' },
        { propertyPath: 'views', message: 'Int cannot represent non-integer value: "many"' },
        {
          propertyPath: 'teaser',
          message:
            'Field "createPost" argument "teaser" of type "String!" is required, but it was not provided.',
        },
      ]);
    });

    it('says the errors that concern no argument, with the status their code stands for', () => {
      const parse = (errors: unknown[]) => {
        try {
          dialect.parseList(answer({ errors, data: null }), { resource, purpose: 'list' });
        } catch (thrown) {
          return thrown as NgaHttpError;
        }
        return undefined;
      };
      const denied = parse([{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }]);
      expect([denied?.status, denied?.message]).toEqual([401, 'Sign in first']);
      expect(parse([{ message: 'Cannot query field "nope" on type "Post".' }])?.status).toBe(400);
      const failed = parse([{ message: 'Database down', path: ['items'] }]);
      expect([failed?.status, failed?.message, failed?.violations]).toEqual([
        500,
        'Database down',
        [],
      ]);
    });

    it('reads the errors of a non-2xx answer too, keeping its status', () => {
      const error = dialect.parseError(
        answer(
          {
            errors: [
              {
                message:
                  'Field "createPost" argument "title" of type "String!" is required, but it was not provided.',
              },
            ],
          },
          400,
        ),
        create(),
      );
      expect(error.status).toBe(400);
      expect(error.violations.map((violation) => violation.propertyPath)).toEqual(['title']);
      expect(dialect.parseError(answer({ message: 'Bad gateway' }, 502)).message).toBe(
        'Bad gateway',
      );
    });
  });
});
