// The OpenAPI 3.0.3 document of the API, generated from the schema module.
import { AUTH_PATHS, AUTH_SCHEMAS, SECURITY_SCHEMES } from './openapi-auth.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './query.ts';
import type { ApiSchema, EntitySchema, PropertySchema } from './schema.ts';
import { sortablePaths } from './schema.ts';

/** A JSON value of the document; kept loose on purpose, it is serialized as is. */
type Json = Record<string, unknown>;

export interface OpenApiOptions {
  /** Whether collection routes require authentication (adds the global `security`). */
  auth: boolean;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const response = (description: string, name = 'Error') => ({
  description,
  content: { 'application/json': { schema: ref(name) } },
});

/**
 * Builds the document: one pair of paths per collection of `schema` (`/posts` and
 * `/posts/{id}`), the list parameters of the dialect, a component schema per entity, and
 * the authentication routes. A foreign key is written as
 * `{ allOf: [{ $ref: '#/components/schemas/Post/properties/id' }] }` and an array of ids
 * has `items` of that form, so that generators can follow references.
 *
 * @example
 * const document = buildOpenApiDocument(BLOG_SCHEMA, { auth: true });
 * document.paths['/posts'].get.parameters; // _page, _perPage, _sortField, _sortDir, _filters, q
 */
export function buildOpenApiDocument(schema: ApiSchema, options: OpenApiOptions): Json {
  const titleOf = (entity: string) => {
    const entitySchema = schema[entity];
    if (!entitySchema) throw new Error(`The schema references an unknown entity "${entity}"`);
    return entitySchema.title;
  };
  const paths: Json = {};
  const schemas: Json = {};
  for (const [entity, entitySchema] of Object.entries(schema)) {
    schemas[entitySchema.title] = entityComponent(entitySchema, titleOf);
    Object.assign(paths, collectionPaths(entity, entitySchema, titleOf));
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'ng-admin demo API',
      version: '1.0.0',
      description:
        'A JSON document store speaking ng-admin REST dialect: lists with `_page`, `_perPage`,' +
        ' `_sortField`, `_sortDir` and `_filters`, the total in `X-Total-Count`, optimistic' +
        ' concurrency with `ETag`/`If-Match` or a `version` property.',
    },
    servers: [{ url: '/' }],
    tags: Object.keys(schema).map((name) => ({ name, description: schema[name].description })),
    ...(options.auth ? { security: [{ bearerAuth: [] }, { cookieAuth: [] }] } : {}),
    paths: { ...paths, ...AUTH_PATHS },
    components: {
      schemas: { ...schemas, ...SHARED_SCHEMAS, ...AUTH_SCHEMAS },
      parameters: SHARED_PARAMETERS,
      headers: SHARED_HEADERS,
      responses: SHARED_RESPONSES,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function entityComponent(entity: EntitySchema, titleOf: (entity: string) => string): Json {
  return {
    type: 'object',
    description: entity.description,
    required: [...entity.required],
    properties: propertiesOf(entity.properties, titleOf),
    additionalProperties: true,
  };
}

function propertiesOf(
  properties: Readonly<Record<string, PropertySchema>>,
  titleOf: (entity: string) => string,
): Json {
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, propertyOf(property, titleOf)]),
  );
}

/** Schema keywords map one to one, except `references`, which becomes a `$ref`. */
function propertyOf(property: PropertySchema, titleOf: (entity: string) => string): Json {
  const { references, items, properties, required, ...keywords } = property;
  if (references !== undefined) {
    const { type: _type, ...annotations } = keywords;
    return {
      allOf: [{ $ref: `#/components/schemas/${titleOf(references)}/properties/id` }],
      description: `The id of a ${titleOf(references)} (\`/${references}/{id}\`)`,
      ...annotations,
    };
  }
  return {
    ...keywords,
    ...(items ? { items: propertyOf(items, titleOf) } : {}),
    ...(properties ? { properties: propertiesOf(properties, titleOf) } : {}),
    ...(required ? { required: [...required] } : {}),
  };
}

function collectionPaths(
  entity: string,
  entitySchema: EntitySchema,
  titleOf: (entity: string) => string,
): Json {
  const title = entitySchema.title;
  const body = { required: true, content: { 'application/json': { schema: ref(title) } } };
  const document = (description: string) => ({
    description,
    headers: { ETag: { $ref: '#/components/headers/ETag' } },
    content: { 'application/json': { schema: ref(title) } },
  });
  const conflict = (description: string) => ({
    description,
    headers: { ETag: { $ref: '#/components/headers/ETag' } },
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['message', 'current'],
          properties: { message: { type: 'string' }, current: ref(title) },
        },
      },
    },
  });
  const errors = (...codes: string[]) =>
    Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/responses/${code}` }]));
  const tags = [entity];
  return {
    [`/${entity}`]: {
      get: {
        tags,
        operationId: `list_${entity}`,
        summary: `List ${entity}`,
        parameters: [
          { $ref: '#/components/parameters/page' },
          { $ref: '#/components/parameters/perPage' },
          {
            name: '_sortField',
            in: 'query',
            description: 'A property or dot path described by the schema',
            schema: { type: 'string', enum: sortablePaths(entitySchema), default: 'id' },
          },
          { $ref: '#/components/parameters/sortDir' },
          { $ref: '#/components/parameters/filters' },
          { $ref: '#/components/parameters/q' },
        ],
        responses: {
          '200': {
            description: `One page of ${entity}`,
            headers: {
              'X-Total-Count': { $ref: '#/components/headers/XTotalCount' },
              'Content-Range': { $ref: '#/components/headers/ContentRange' },
            },
            content: { 'application/json': { schema: { type: 'array', items: ref(title) } } },
          },
          ...errors('400', '401'),
        },
      },
      post: {
        tags,
        operationId: `create_${entity}`,
        summary: `Create a ${title}`,
        requestBody: body,
        responses: {
          '201': document(`The created ${title}, at version 1`),
          ...errors('400', '401', '403', '413', '422'),
        },
      },
    },
    [`/${entity}/{id}`]: {
      parameters: [{ $ref: '#/components/parameters/id' }],
      get: {
        tags,
        operationId: `get_${entity}`,
        summary: `Read a ${title}`,
        responses: { '200': document(`The ${title}`), ...errors('401', '404') },
      },
      put: {
        tags,
        operationId: `replace_${entity}`,
        summary: `Replace a ${title}`,
        parameters: [{ $ref: '#/components/parameters/ifMatch' }],
        requestBody: body,
        responses: {
          '200': document(`The ${title} at its next version`),
          '409': conflict('The body carries a `version` other than the stored one'),
          '412': conflict('`If-Match` does not match the current ETag'),
          ...errors('400', '401', '403', '404', '413', '422'),
        },
      },
      patch: {
        tags,
        operationId: `update_${entity}`,
        summary: `Change some properties of a ${title} (a shallow merge)`,
        parameters: [{ $ref: '#/components/parameters/ifMatch' }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: propertiesOf(entitySchema.properties, titleOf),
                additionalProperties: true,
              },
            },
          },
        },
        responses: {
          '200': document(`The ${title} at its next version`),
          '409': conflict('The body carries a `version` other than the stored one'),
          '412': conflict('`If-Match` does not match the current ETag'),
          ...errors('400', '401', '403', '404', '413', '422'),
        },
      },
      delete: {
        tags,
        operationId: `delete_${entity}`,
        summary: `Delete a ${title}`,
        parameters: [{ $ref: '#/components/parameters/ifMatch' }],
        responses: {
          '200': document(`The deleted ${title}`),
          '412': conflict('`If-Match` does not match the current ETag'),
          ...errors('401', '403', '404'),
        },
      },
    },
  };
}

const SHARED_SCHEMAS: Json = {
  Error: {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' } },
  },
  Violation: {
    type: 'object',
    required: ['propertyPath', 'message'],
    properties: {
      propertyPath: { type: 'string', description: 'A property name or dot path' },
      message: { type: 'string' },
    },
  },
  ValidationError: {
    type: 'object',
    required: ['message', 'violations'],
    properties: {
      message: { type: 'string', example: 'Validation failed' },
      violations: { type: 'array', items: ref('Violation') },
    },
  },
};

const SHARED_PARAMETERS: Json = {
  id: {
    name: 'id',
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  page: {
    name: '_page',
    in: 'query',
    description: '1-based page number',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  perPage: {
    name: '_perPage',
    in: 'query',
    description: `Page size; larger values are capped at ${MAX_PER_PAGE}`,
    schema: { type: 'integer', minimum: 1, default: DEFAULT_PER_PAGE },
  },
  sortDir: {
    name: '_sortDir',
    in: 'query',
    description: 'Sort direction, in any case',
    schema: { type: 'string', enum: ['ASC', 'DESC'], default: 'DESC' },
  },
  filters: {
    name: '_filters',
    in: 'query',
    description:
      'A JSON object: each key a property or dot path matched exactly (an array means one' +
      ' of), and `q` a case-insensitive search in every string',
    schema: { type: 'string' },
    example: '{"category":"tech","tags":[1,2]}',
  },
  q: {
    name: 'q',
    in: 'query',
    description: 'Full-text search, as the `q` key of `_filters`',
    schema: { type: 'string' },
  },
  ifMatch: {
    name: 'If-Match',
    in: 'header',
    description: 'Write only if the document is still at this ETag (or `*`)',
    schema: { type: 'string', example: '"3"' },
  },
};

const SHARED_HEADERS: Json = {
  XTotalCount: {
    description: 'The number of matching documents before paging',
    schema: { type: 'integer', minimum: 0 },
  },
  ContentRange: {
    description: 'The same total as `<entity> <first>-<last>/<total>`',
    schema: { type: 'string' },
  },
  ETag: {
    description: 'The version of the document as a strong entity tag, e.g. `"3"`',
    schema: { type: 'string' },
  },
};

const SHARED_RESPONSES: Json = {
  '400': response('A malformed body, parameter or id list'),
  '401': {
    ...response('No valid credentials'),
    headers: { 'WWW-Authenticate': { schema: { type: 'string', example: 'Bearer' } } },
  },
  '403': response('The role does not allow this, or the XSRF header is missing'),
  '404': response('No such document or collection'),
  '413': response('The body is too large'),
  '422': response('The document breaks the validation rules', 'ValidationError'),
};
