/**
 * A small OpenAPI 3.1 document in the form the demo API serves at /openapi.json: collections
 * with item paths, ng-admin's paging parameters, and foreign keys written as
 * `allOf: [{ $ref: '#/components/schemas/Post/properties/id' }]`.
 */
export function blogOpenApi(paging: 'ng-admin' | 'json-server' | 'simple-rest' = 'ng-admin') {
  const pagingParameters = {
    'ng-admin': ['_page', '_perPage', '_sortField', '_sortDir', '_filters'],
    'json-server': ['_page', '_limit', '_sort', '_order'],
    'simple-rest': ['range', 'sort', 'filter'],
  }[paging].map((name) => ({ name, in: 'query', schema: { type: 'string' } }));
  const collection = (schema: string) => ({
    get: {
      parameters: pagingParameters,
      responses: {
        '200': {
          description: 'A page',
          content: {
            'application/json': {
              schema: { type: 'array', items: { $ref: `#/components/schemas/${schema}` } },
            },
          },
        },
      },
    },
    post: {
      requestBody: {
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
      },
      responses: { '201': { description: 'Created' } },
    },
  });
  const item = (schema: string) => ({
    get: {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        '200': {
          description: 'One',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
        },
      },
    },
    put: { responses: { '200': { description: 'Replaced' } } },
    patch: { responses: { '200': { description: 'Merged' } } },
    delete: { responses: { '200': { description: 'Deleted' } } },
  });
  return {
    openapi: '3.1.0',
    info: { title: 'Demo API', version: '1.0.0' },
    paths: {
      '/posts': collection('Post'),
      '/posts/{id}': item('Post'),
      '/comments': collection('Comment'),
      '/comments/{id}': item('Comment'),
      '/tags': collection('Tag'),
      '/tags/{id}': item('Tag'),
      '/upload': { post: { responses: { '200': { description: 'Stored' } } } },
    },
    components: {
      schemas: {
        Post: {
          type: 'object',
          required: ['title'],
          properties: {
            id: { type: 'integer', readOnly: true },
            title: { type: 'string', minLength: 3, maxLength: 100 },
            body: { type: 'string', format: 'html' },
            summary: { type: 'string', maxLength: 1000 },
            published_at: { type: 'string', format: 'date' },
            status: { type: 'string', enum: ['draft', 'published'] },
            views: { type: 'integer' },
            rating: { type: 'number' },
            tags: {
              type: 'array',
              items: { allOf: [{ $ref: '#/components/schemas/Tag/properties/id' }] },
            },
          },
        },
        Comment: {
          type: 'object',
          required: ['post_id', 'body'],
          properties: {
            id: { type: 'integer', readOnly: true },
            post_id: { allOf: [{ $ref: '#/components/schemas/Post/properties/id' }] },
            author_email: { type: 'string', format: 'email' },
            body: { type: 'string', maxLength: 2000 },
            created_at: { type: 'string', format: 'date-time', readOnly: true },
          },
        },
        Tag: {
          type: 'object',
          required: ['name'],
          properties: {
            id: { type: 'integer', readOnly: true },
            name: { type: 'string', pattern: '^[A-Za-z ]+$' },
            published: { type: 'boolean' },
          },
        },
      },
    },
  };
}
