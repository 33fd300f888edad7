import { displayName, OpenApiReadError, type OpenApiSource } from './openapi-source';

/** The parts of an OpenAPI 3 schema the generator reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  readOnly?: boolean;
  writeOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
  example?: unknown;
  /** The `components/schemas` name this schema was reached through, set by `resolve`. */
  'x-nga-name'?: string;
  /** A `$ref` of this schema that names nothing in the document, set by `resolve`. */
  'x-nga-missing'?: string;
}

/** A parameter of an operation or a path. */
export interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

type Content = Record<string, { schema?: Schema }>;

/** An operation of a path: its parameters, request body and responses. */
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Content };
  responses?: Record<string, { $ref?: string; content?: Content }>;
}

/** The methods the generator reads. */
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The operations of one path. */
export type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & {
  $ref?: string;
  parameters?: Parameter[];
};

/** The document itself. */
export interface Document {
  openapi?: string;
  swagger?: string;
  info?: { title?: string };
  paths?: Record<string, PathItem>;
}

/** Checks that the root is an OpenAPI 3 document, saying what it is otherwise. */
export function checkDocument(source: OpenApiSource): Document {
  const value = source.files.get(source.root);
  const file = displayName(source.root);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new OpenApiReadError(file, '', 'it is not an object of OpenAPI fields.');
  }
  const document = value as Document;
  if (document.swagger) {
    throw new OpenApiReadError(
      file,
      '/swagger',
      `this is a Swagger ${document.swagger} document: convert it to OpenAPI 3 first.`,
    );
  }
  if (!String(document.openapi ?? '').startsWith('3.')) {
    throw new OpenApiReadError(file, '', 'not an OpenAPI 3 document: it has no "openapi: 3.x".');
  }
  if (typeof document.paths !== 'object' || document.paths === null) {
    throw new OpenApiReadError(file, '/paths', 'the document has no paths.');
  }
  return document;
}

/** Follows `$ref`s (to other files too) and flattens `allOf`, `oneOf` and `anyOf`. */
export class SchemaResolver {
  private readonly cache = new Map<Schema, Schema>();

  constructor(private readonly source: OpenApiSource) {}

  /** The value a `$ref` (absolute, as `loadOpenApi` writes them) points to. */
  target(ref: string): unknown {
    const hash = ref.indexOf('#');
    const url = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '' : ref.slice(hash + 1);
    let node = this.source.files.get(url);
    for (const part of pointer.split('/').slice(1)) {
      const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined;
      if (node === undefined) {
        throw new OpenApiReadError(displayName(url), pointer, `the $ref target does not exist.`);
      }
    }
    return node;
  }

  /** Follows a chain of `$ref`s of any object (parameter, response, path item). */
  follow<T extends { $ref?: string }>(value: T | undefined, depth = 0): T | undefined {
    if (!value?.$ref || depth > 30) return value;
    return this.follow(this.target(value.$ref) as T, depth + 1);
  }

  /**
   * The schema with its `$ref`s followed and its `allOf` merged; a `oneOf`/`anyOf` becomes
   * its one non-null member, the union of its members' properties when they are objects,
   * else its first member (a string when one of them is).
   */
  resolve(schema: Schema | undefined, chain: readonly string[] = []): Schema | undefined {
    if (!schema || typeof schema !== 'object') return undefined;
    const cached = this.cache.get(schema);
    if (cached) return cached;
    let result: Schema;
    if (schema.$ref) {
      // A schema that contains itself is read as an opaque object where it recurs.
      if (chain.includes(schema.$ref) || chain.length > 40) return { type: 'object' };
      const { $ref, ...siblings } = schema;
      let found: Schema;
      try {
        found = this.target($ref) as Schema;
      } catch {
        // A dangling $ref in one schema should not stop the whole document: the field says so.
        found = { 'x-nga-missing': $ref.slice($ref.indexOf('#')) };
      }
      const target = this.resolve(found, [...chain, $ref]) ?? {};
      const name = /#\/components\/schemas\/([^/]+)$/.exec($ref)?.[1];
      result = { ...target, ...this.resolve(siblings, chain) };
      if (name) result['x-nga-name'] = decodeURIComponent(name);
    } else if (schema.allOf?.length) {
      const { allOf, ...rest } = schema;
      result = mergeAll([...allOf.map((member) => this.resolve(member, chain) ?? {}), rest]);
      const named = allOf.length === 1 ? this.resolve(allOf[0], chain) : undefined;
      if (named?.['x-nga-name']) result['x-nga-name'] = named['x-nga-name'];
    } else if (schema.oneOf?.length || schema.anyOf?.length) {
      const { oneOf, anyOf, ...rest } = schema;
      const members = (oneOf ?? anyOf ?? []).map((member) => this.resolve(member, chain) ?? {});
      result = { ...pickMember(members), ...rest };
      if (members.some((member) => member.type === 'null')) result.nullable = true;
    } else {
      result = schema;
    }
    this.cache.set(schema, result);
    return result;
  }

  /** The `components/schemas` name of a schema, or of its items for an array. */
  nameOf(schema: Schema | undefined): string | undefined {
    const resolved = this.resolve(schema);
    return resolved?.['x-nga-name'] ?? this.resolve(resolved?.items)?.['x-nga-name'];
  }
}

/** Merges the members of an `allOf`: properties and required fields added up. */
function mergeAll(members: readonly Schema[]): Schema {
  const merged: Schema = {};
  for (const member of members) {
    const { properties, required, ...rest } = member;
    Object.assign(merged, rest);
    if (properties) merged.properties = { ...merged.properties, ...properties };
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  delete merged['x-nga-name'];
  if (merged.properties && !merged.type) merged.type = 'object';
  return merged;
}

function typeOf(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? (schema.properties ? 'object' : undefined);
}

function pickMember(members: readonly Schema[]): Schema {
  const present = members.filter((member) => member.type !== 'null');
  if (present.length === 1) return present[0]!;
  if (present.length > 0 && present.every((member) => typeOf(member) === 'object')) {
    // Any member may come: every property is shown, none is required.
    const merged = mergeAll(present.map(({ required: _required, ...member }) => member));
    return merged;
  }
  return present.find((member) => typeOf(member) === 'string') ?? present[0] ?? {};
}
