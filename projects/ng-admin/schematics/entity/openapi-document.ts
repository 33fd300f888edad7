import { SchematicsException } from '@angular-devkit/schematics';
import type { PagingDialect } from './model';

/** The parts of an OpenAPI 3 document the generator reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  readOnly?: boolean;
  writeOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
}

/** An operation of a path: its parameters, request body and responses. */
export interface Operation {
  parameters?: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** The operations of one path. */
export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;

/** The document itself. */
export interface Document {
  openapi?: string;
  swagger?: string;
  info?: { title?: string };
  paths?: Record<string, PathItem>;
  components?: { schemas?: Record<string, Schema> };
}

/** A collection of the document: `/posts` with its item path `/posts/{id}`. */
export interface Collection {
  name: string;
  path: string;
  itemPath?: string;
  schemaName?: string;
  schema: Schema;
}

/** Checks that a parsed JSON value is an OpenAPI 3 document, saying what it is otherwise. */
export function checkDocument(value: unknown): Document {
  const document = value as Document;
  if (typeof value !== 'object' || value === null) {
    throw new SchematicsException('The OpenAPI document is not a JSON object.');
  }
  if (document.swagger) {
    throw new SchematicsException(
      `This is a Swagger ${document.swagger} document: convert it to OpenAPI 3 first.`,
    );
  }
  if (!String(document.openapi ?? '').startsWith('3.')) {
    throw new SchematicsException('Not an OpenAPI 3 document: it has no "openapi": "3.x" field.');
  }
  return document;
}

/** The collections of a document: paths with an item path, or whose GET answers an array. */
export function findCollections(document: Document): Collection[] {
  const paths = document.paths ?? {};
  const isCollectionPath = (path: string) => !path.includes('{');
  const itemPathOf = (path: string) =>
    Object.keys(paths).find((candidate) =>
      new RegExp(`^${escape(path)}/\\{[^}/]+\\}$`).test(candidate),
    );
  const reader = new SchemaRefs(document);
  const collections: Collection[] = [];
  for (const path of Object.keys(paths).filter(isCollectionPath)) {
    const item = paths[path]!;
    const itemPath = itemPathOf(path);
    const listSchema = reader.resolve(successSchema(item.get));
    const listItems = listSchema?.type === 'array' ? listSchema.items : undefined;
    if (!itemPath && !listItems) continue;
    const parent = path.slice(0, path.lastIndexOf('/'));
    if (parent && collections.some((collection) => collection.path === parent)) continue;
    const itemOperations = itemPath ? paths[itemPath]! : {};
    const rawSchema =
      successSchema(itemOperations.get) ??
      listItems ??
      requestSchema(item.post) ??
      requestSchema(itemOperations.put ?? itemOperations.patch);
    const schema = reader.resolve(rawSchema);
    if (!schema?.properties) continue;
    const name = path.split('/').filter(Boolean).pop()!;
    collections.push({ name, path, itemPath, schemaName: reader.refName(rawSchema), schema });
  }
  return collections;
}

function successSchema(operation: Operation | undefined): Schema | undefined {
  const response = operation?.responses?.['200'] ?? operation?.responses?.['201'];
  return jsonSchema(response?.content);
}

function requestSchema(operation: Operation | undefined): Schema | undefined {
  return jsonSchema(operation?.requestBody?.content);
}

function jsonSchema(content: Record<string, { schema?: Schema }> | undefined): Schema | undefined {
  if (!content) return undefined;
  const type = Object.keys(content).find((candidate) => /json/i.test(candidate));
  return type ? content[type]?.schema : undefined;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The paging parameters of the collections' GET operations, and the dialect they belong to. */
export function pagingDialect(
  document: Document,
  collections: readonly Collection[],
): { dialect: PagingDialect; dialectEvidence?: string } {
  for (const collection of collections) {
    const names = (document.paths![collection.path]!.get?.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' || parameter.in === undefined)
      .map((parameter) => parameter.name ?? '');
    const evidence = `GET ${collection.path} takes ${names.join(', ')}`;
    if (names.includes('_perPage')) return { dialect: 'default', dialectEvidence: evidence };
    if (names.includes('_limit') || (names.includes('_start') && names.includes('_end'))) {
      return { dialect: 'json-server', dialectEvidence: evidence };
    }
    if (names.includes('range')) return { dialect: 'simple-rest', dialectEvidence: evidence };
  }
  return { dialect: 'default' };
}

/** Follows `$ref`s within the document. */
export class SchemaRefs {
  constructor(protected readonly document: Document) {}

  /** The schema a `$ref` (or a lone `allOf` of one) points to, merged with its siblings. */
  resolve(schema: Schema | undefined, depth = 0): Schema | undefined {
    if (!schema || depth > 20) return schema;
    const ref = this.refOf(schema);
    if (!ref) return schema;
    const { $ref: _ref, allOf: _allOf, ...siblings } = schema;
    return { ...this.resolve(this.pointer(ref), depth + 1), ...siblings };
  }

  /** `Pet` for `{ $ref: '#/components/schemas/Pet' }`. */
  refName(schema: Schema | undefined): string | undefined {
    const ref = schema && (this.refOf(schema) ?? (schema.items && this.refOf(schema.items)));
    return ref ? /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1] : undefined;
  }

  protected refOf(schema: Schema): string | undefined {
    if (schema.$ref) return schema.$ref;
    if (schema.allOf?.length === 1 && schema.allOf[0]!.$ref) return schema.allOf[0]!.$ref;
    return undefined;
  }

  private pointer(ref: string): Schema | undefined {
    if (!ref.startsWith('#/')) {
      throw new SchematicsException(
        `External $ref "${ref}" is not supported: bundle the document first.`,
      );
    }
    let node: unknown = this.document;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Record<string, unknown> | undefined)?.[key];
    }
    if (node === undefined) throw new SchematicsException(`Unresolvable $ref "${ref}".`);
    return node as Schema;
  }
}
