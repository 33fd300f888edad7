import type { EnvelopeModel } from './model';
import {
  METHODS,
  type Document,
  type Operation,
  type Parameter,
  type PathItem,
  type Schema,
  type SchemaResolver,
} from './openapi-document';
import { escapePointer, OpenApiReadError } from './openapi-source';
import { plural, singular, words } from '../utils/names';

/** A collection of the document: `/posts` with its item path `/posts/{id}`. */
export interface Collection {
  /** The entity name: the path's last word, longer when two paths end alike. */
  name: string;
  path: string;
  list: PathItem;
  itemPath?: string;
  item: PathItem;
  /** The `components/schemas` name of its records. */
  schemaName?: string;
  /** What GET answers for one record (or for the list's items), unwrapped. */
  schema: Schema;
  /** The request body of the creation, when the API allows one. */
  creationSchema?: Schema;
  /** The request body of the edition, and its method. */
  editionSchema?: Schema;
  updateMethod?: 'PUT' | 'PATCH';
  /** Where the answers hold their data, when they are wrapped. */
  envelope?: EnvelopeModel;
  /** The path parameters before the item's (`realm` of `/{realm}/users`). */
  pathParameters: Parameter[];
  /** The GET of the list answers records. */
  listed: boolean;
  /** The query parameters of the list's GET. */
  queryParameters: Parameter[];
}

const RECORDS_KEYS = ['data', 'items', 'results', 'entries', 'records', 'values', 'content'];
const TOTAL_KEYS = [
  'total',
  'total_count',
  'totalCount',
  'count',
  'itemsTotal',
  'total_items',
  'totalItems',
  'total_results',
  'totalResults',
  'totalElements',
  'total_entries',
];
const META_KEYS = ['meta', 'pagination', 'paging', 'page_info', 'pageInfo', 'metadata'];

/**
 * The collections of a document: paths whose GET answers records (as an array, or in an
 * envelope), or that have an item path (`/pets/{petId}`). Names come from the last words of
 * their paths, made longer until no two collections share one.
 */
export function findCollections(
  document: Document,
  resolver: SchemaResolver,
  file = '',
): Collection[] {
  const paths = document.paths ?? {};
  // Path items and their operations may be `$ref`s to other files.
  const pathItem = (path: string): PathItem => {
    const item = resolver.follow(paths[path]) ?? {};
    const operations = METHODS.flatMap((method) =>
      item[method]
        ? [[method, resolver.follow(item[method] as Operation & { $ref?: string })]]
        : [],
    );
    return { ...item, ...Object.fromEntries(operations) };
  };
  const found: Collection[] = [];
  for (const path of Object.keys(paths)) {
    if (/\{[^}]+\}\/?$/.test(path)) continue;
    const list = readingPath(path, () => pathItem(path), file);
    if (!list.get && !list.post) continue;
    // Django REST framework's routers end every path with a slash: /posts/ and /posts/{id}/.
    const stem = path.endsWith('/') ? path : `${path}/`;
    const itemPath = Object.keys(paths).find(
      (candidate) =>
        candidate.startsWith(stem) && /^\{[^}/]+\}\/?$/.test(candidate.slice(stem.length)),
    );
    const item = itemPath ? pathItem(itemPath) : {};
    const collection = readingPath(
      path,
      () => readCollection(path, list, itemPath, item, resolver),
      file,
    );
    if (collection) found.push(collection);
  }
  // `/pet/findByStatus` beside the `/pet` collection is a search of it, not a collection.
  const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  const paths_ = new Set(found.map((collection) => trimmed(collection.path)));
  const collections = found.filter((collection) => {
    const path = trimmed(collection.path);
    return !paths_.has(path.replace(/\/[^/{}]+$/, '')) || path.lastIndexOf('/') === 0;
  });
  nameCollections(collections, resolver);
  return collections;
}

function readCollection(
  path: string,
  list: PathItem,
  itemPath: string | undefined,
  item: PathItem,
  resolver: SchemaResolver,
): Collection | undefined {
  const listAnswer = resolver.resolve(successSchema(list.get, resolver));
  const listed = listRecords(listAnswer, resolver);
  const itemAnswer = resolver.resolve(successSchema(item.get, resolver));
  const unwrapped = itemAnswer ? recordOf(itemAnswer, path, resolver) : undefined;
  if (!listed && !(itemPath && (item.get || item.put || item.patch || item.delete))) return;

  const creation = creationBody(list.post, resolver);
  const updateMethod = item.put ? 'PUT' : item.patch ? 'PATCH' : undefined;
  const editionSchema = updateMethod
    ? resolver.resolve(requestSchema(item.put ?? item.patch, resolver))
    : undefined;
  const raw = unwrapped?.schema ?? listed?.items ?? creation ?? editionSchema;
  const schema = resolver.resolve(raw);
  if (!schema?.properties || Object.keys(schema.properties).length === 0) return;
  const envelope: EnvelopeModel = {
    ...(listed?.records ? { records: listed.records } : {}),
    ...(listed?.total ? { total: listed.total } : {}),
    ...(unwrapped?.record ? { record: unwrapped.record } : {}),
  };
  const pathParameters = (itemPath ?? path).match(/\{[^}]+\}/g) ?? [];
  const declared = parametersOf([list, list.get, item, item.get], resolver, 'path');
  const itemParameter = itemPath ? /\{([^}]+)\}\/?$/.exec(itemPath)![1] : undefined;
  return {
    name: '',
    path,
    list,
    itemPath,
    item,
    schemaName: resolver.nameOf(raw),
    schema,
    creationSchema: list.post ? creation : undefined,
    editionSchema: editionSchema?.properties ? editionSchema : undefined,
    updateMethod,
    envelope: Object.keys(envelope).length > 0 ? envelope : undefined,
    pathParameters: pathParameters
      .map((braced) => braced.slice(1, -1))
      .filter((name) => name !== itemParameter)
      .map((name) => declared.find((parameter) => parameter.name === name) ?? { name }),
    listed: !!listed,
    queryParameters: parametersOf([list, list.get], resolver, 'query'),
  };
}

/**
 * Runs `read` for one path; an error that is not already a located read error is reported at
 * that path, so that a document the generator cannot read gives one message, never a trace.
 */
export function readingPath<T>(path: string, read: () => T, file = ''): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof OpenApiReadError) throw error;
    throw new OpenApiReadError(
      file || 'the OpenAPI document',
      `/paths/${escapePointer(path)}`,
      (error as Error).message,
    );
  }
}

/** The schema of an operation's success answer in JSON. */
export function successSchema(
  operation: Operation | undefined,
  resolver: SchemaResolver,
): Schema | undefined {
  const responses = operation?.responses ?? {};
  const code = ['200', '201', '2XX', '2xx', 'default'].find((candidate) => responses[candidate]);
  return code ? jsonSchema(resolver.follow(responses[code])?.content) : undefined;
}

function requestSchema(operation: Operation | undefined, resolver: SchemaResolver) {
  return jsonSchema(resolver.follow(operation?.requestBody)?.content);
}

/** The POST body that creates one record; none for a bulk or action body. */
function creationBody(post: Operation | undefined, resolver: SchemaResolver) {
  const body = resolver.resolve(requestSchema(post, resolver));
  if (!body?.properties || body.type === 'array') return undefined;
  // An `action` the body must name makes the POST a command, not a creation form.
  if (body.required?.includes('action')) return undefined;
  return body;
}

function jsonSchema(content: Record<string, { schema?: Schema }> | undefined) {
  if (!content) return undefined;
  const type = Object.keys(content).find((candidate) => /json/i.test(candidate));
  return type ? content[type]?.schema : undefined;
}

/** The parameters of a path and operations, `$ref`s followed. */
export function parametersOf(
  owners: readonly ({ parameters?: Parameter[] } | undefined)[],
  resolver: SchemaResolver,
  place: string,
): Parameter[] {
  return owners
    .flatMap((owner) => owner?.parameters ?? [])
    .map((parameter) => resolver.follow(parameter) ?? {})
    .filter((parameter) => parameter.in === place && typeof parameter.name === 'string');
}

/** The records of a list answer: an array, or an array in an envelope (with its total). */
function listRecords(
  answer: Schema | undefined,
  resolver: SchemaResolver,
): { items: Schema; records?: string; total?: string } | undefined {
  if (!answer) return undefined;
  if (answer.type === 'array' || answer.items) {
    const items = answer.items;
    return isRecord(items, resolver) ? { items: items! } : undefined;
  }
  type Found = { items: Schema; records?: string; total?: string };
  const search = (schema: Schema, prefix: string, depth: number): Found | undefined => {
    const properties = Object.entries(schema.properties ?? {});
    const arrays = properties.filter(([, property]) => {
      const resolved = resolver.resolve(property);
      return resolved?.type === 'array' && isRecord(resolved.items, resolver);
    });
    const chosen =
      arrays.find(([key]) => RECORDS_KEYS.includes(key)) ??
      (arrays.length === 1 ? arrays[0] : undefined);
    if (chosen) {
      const total =
        totalIn(schema, prefix, resolver) ??
        META_KEYS.map((key) => [key, resolver.resolve(schema.properties?.[key])] as const)
          .map(([key, meta]) => (meta ? totalIn(meta, `${prefix}${key}.`, resolver) : undefined))
          .find(Boolean);
      return {
        items: resolver.resolve(chosen[1])!.items!,
        records: `${prefix}${chosen[0]}`,
        total,
      };
    }
    if (depth > 0) return undefined;
    for (const [key, property] of properties) {
      const inner = resolver.resolve(property);
      if (inner?.properties && ['data', 'result', 'response'].includes(key)) {
        const found = search(inner, `${prefix}${key}.`, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(answer, '', 0);
}

function totalIn(schema: Schema, prefix: string, resolver: SchemaResolver): string | undefined {
  const key = TOTAL_KEYS.find((name) => {
    const type = resolver.resolve(schema.properties?.[name])?.type;
    return type === 'integer' || type === 'number';
  });
  return key ? `${prefix}${key}` : undefined;
}

function isRecord(schema: Schema | undefined, resolver: SchemaResolver): boolean {
  const resolved = resolver.resolve(schema);
  return !!resolved?.properties && Object.keys(resolved.properties).length > 0;
}

/** One record's answer: the record, or the record in a `{ data: ... }`-like envelope. */
function recordOf(
  answer: Schema,
  path: string,
  resolver: SchemaResolver,
): { schema: Schema; record?: string } | undefined {
  const properties = Object.entries(answer.properties ?? {});
  if (properties.length === 0) return undefined;
  const last = words(lastWord(path)).join('_');
  const names = ['data', 'result', singular(last), last];
  const objects = properties.filter(([, property]) => isRecord(property, resolver));
  const wrapper =
    objects.find(([key]) => names.includes(words(key).join('_'))) ??
    (properties.length === 1 && objects.length === 1 ? objects[0] : undefined);
  if (wrapper && !answer.properties!['id']) return { schema: wrapper[1], record: wrapper[0] };
  return { schema: answer };
}

/** The last word of a path that is not a parameter, without an extension (`.json`). */
function lastWord(path: string): string {
  return staticSegments(path).pop() ?? '';
}

function staticSegments(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .map((segment) => segment.replace(/\.(json|xml)$/i, ''));
}

/**
 * Names each collection after its path's last word (`/public/lists` → `lists`); when two
 * share a name, each takes as many words before it as it needs (`public_lists`). A
 * collection at `/` is named after its records' schema (`RealmRepresentation` → `realms`).
 */
function nameCollections(collections: Collection[], resolver: SchemaResolver): void {
  const wordsOf = collections.map((collection) => {
    const segments = staticSegments(collection.path).filter(
      (segment) => !/^(v\d+(\.\d+)?|api)$/i.test(segment),
    );
    if (segments.length > 0) return segments.map((segment) => words(segment).join('_'));
    const schema = (
      collection.schemaName ??
      resolver.nameOf(collection.schema) ??
      'entries'
    ).replace(/(Representation|Response|Dto|Model|Resource|Schema)$/, '');
    return [plural(words(schema).join('_'))];
  });
  const lengths = collections.map(() => 1);
  const nameAt = (index: number) => wordsOf[index]!.slice(-lengths[index]!).join('_');
  for (let round = 0; round < 10; round++) {
    const byName = new Map<string, number[]>();
    collections.forEach((_, index) =>
      byName.set(nameAt(index), [...(byName.get(nameAt(index)) ?? []), index]),
    );
    const clashes = [...byName.values()].filter((indexes) => indexes.length > 1);
    if (clashes.length === 0) break;
    for (const indexes of clashes) {
      for (const index of indexes) {
        if (lengths[index]! < wordsOf[index]!.length) lengths[index]!++;
      }
    }
  }
  const used = new Set<string>();
  collections.forEach((collection, index) => {
    let name = nameAt(index) || 'entries';
    for (let counter = 2; used.has(name); counter++) name = `${nameAt(index)}_${counter}`;
    used.add(name);
    collection.name = name;
  });
}

/** The methods a path allows. */
export function methodsOf(item: PathItem): string[] {
  return METHODS.filter((method) => item[method]);
}
