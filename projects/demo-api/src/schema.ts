// The one description of the seeded entities: validation, sorting and the OpenAPI document
// are all derived from it.

/** JSON types a property can have. */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** String formats the API checks (and OpenAPI names): `date` is `yyyy-MM-dd`. */
export type StringFormat = 'date' | 'date-time' | 'email' | 'uri';

/** A subset of JSON Schema (as OpenAPI 3.0 uses it), plus `references`. */
export interface PropertySchema {
  type: JsonType;
  description?: string;
  format?: StringFormat;
  minLength?: number;
  maxLength?: number;
  /** A regular expression (ECMAScript syntax) a string must match. */
  pattern?: string;
  enum?: readonly (string | number | boolean)[];
  minimum?: number;
  maximum?: number;
  /** Set by the server; ignored in request bodies. */
  readOnly?: boolean;
  /** For an id of another entity: the name of that entity's collection, e.g. `posts`. */
  references?: string;
  items?: PropertySchema;
  properties?: Readonly<Record<string, PropertySchema>>;
  required?: readonly string[];
}

/** One collection: its documents are objects described by `properties`. */
export interface EntitySchema {
  /** The singular name of one document, used for the OpenAPI component: `Post`. */
  title: string;
  description: string;
  properties: Readonly<Record<string, PropertySchema>>;
  required: readonly string[];
}

/** Entity schemas by collection name. */
export type ApiSchema = Readonly<Record<string, EntitySchema>>;

/** The property holding the server-kept version of a document (also its `ETag`). */
export const VERSION_PROPERTY = 'version';

/** Every document has these two, set by the server. */
const DOCUMENT_PROPERTIES = {
  id: { type: 'integer', readOnly: true, minimum: 1, description: 'Assigned on creation' },
  [VERSION_PROPERTY]: {
    type: 'integer',
    readOnly: true,
    minimum: 1,
    description: 'Incremented on every write; the ETag of the document is its quoted value',
  },
} as const satisfies Record<string, PropertySchema>;

function entity(
  title: string,
  description: string,
  properties: Record<string, PropertySchema>,
  required: readonly string[],
): EntitySchema {
  return { title, description, properties: { ...DOCUMENT_PROPERTIES, ...properties }, required };
}

const picture: PropertySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    url: { type: 'string', format: 'uri' },
  },
};

/**
 * The blog the API seeds: posts, comments and tags.
 *
 * @example
 * BLOG_SCHEMA['comments'].properties['post_id'].references; // 'posts'
 */
export const BLOG_SCHEMA: ApiSchema = {
  posts: entity(
    'Post',
    'A blog post',
    {
      title: { type: 'string', minLength: 3, maxLength: 100 },
      teaser: { type: 'string', maxLength: 500 },
      body: { type: 'string', description: 'HTML' },
      published_at: { type: 'string', format: 'date' },
      views: { type: 'integer', minimum: 0 },
      average_note: { type: 'number', minimum: 0, maximum: 5 },
      category: { type: 'string', enum: ['tech', 'lifestyle'] },
      subcategory: { type: 'string', enum: ['computers', 'gadgets', 'fashion', 'health'] },
      tags: { type: 'array', items: { type: 'integer', references: 'tags' } },
      pictures: { type: 'object', properties: { first: picture, second: picture } },
      cover: {
        type: 'string',
        pattern: '^[^/\\\\]+$',
        description: 'A file name answered by POST /upload',
      },
      backlinks: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            date: { type: 'string', format: 'date' },
            url: { type: 'string', format: 'uri' },
          },
        },
      },
    },
    ['title'],
  ),
  comments: entity(
    'Comment',
    'A reader comment on a post',
    {
      created_at: { type: 'string', format: 'date' },
      author: { type: 'object', properties: { name: { type: 'string', maxLength: 100 } } },
      body: { type: 'string' },
      post_id: { type: 'integer', references: 'posts' },
    },
    ['body', 'post_id'],
  ),
  tags: entity(
    'Tag',
    'A label attached to posts',
    {
      name: { type: 'string', maxLength: 50 },
      published: { type: 'boolean' },
    },
    ['name'],
  ),
};

/**
 * The dot paths a list of `entity` may be sorted by: every property the schema describes,
 * nested object properties included (`author.name`), but not paths into arrays.
 *
 * @example
 * sortablePaths(BLOG_SCHEMA['comments']); // ['id', 'version', 'created_at', 'author', 'author.name', ...]
 */
export function sortablePaths(entitySchema: EntitySchema): string[] {
  const paths: string[] = [];
  const visit = (properties: Readonly<Record<string, PropertySchema>>, prefix: string) => {
    for (const [name, property] of Object.entries(properties)) {
      const path = prefix + name;
      paths.push(path);
      if (property.type === 'object' && property.properties) visit(property.properties, `${path}.`);
    }
  };
  visit(entitySchema.properties, '');
  return paths;
}

/**
 * Walks every property of an entity with its dot path and whether it is required, which is
 * the case only when the whole chain of properties leading to it is required.
 */
export function eachProperty(
  entitySchema: EntitySchema,
  visitor: (path: string, property: PropertySchema, required: boolean) => void,
): void {
  const visit = (
    properties: Readonly<Record<string, PropertySchema>>,
    required: readonly string[],
    prefix: string,
    parentRequired: boolean,
  ) => {
    for (const [name, property] of Object.entries(properties)) {
      const path = prefix + name;
      const isRequired = parentRequired && required.includes(name);
      visitor(path, property, isRequired);
      if (property.type === 'object' && property.properties) {
        visit(property.properties, property.required ?? [], `${path}.`, isRequired);
      }
    }
  };
  visit(entitySchema.properties, entitySchema.required, '', true);
}
