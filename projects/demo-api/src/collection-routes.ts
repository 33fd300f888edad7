import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Collections } from './collections.ts';
import { badRequest, notFound } from './errors.ts';
import { isPlainObject, parseListQuery } from './query.ts';
import type { ApiSchema } from './schema.ts';
import { sortablePaths } from './schema.ts';
import type { DocumentStore, JsonObject, StoredDocument } from './store.ts';
import { assertValid } from './validation.ts';
import type { ValidationRules } from './validation.ts';
import { assertWritable, etagOf } from './versions.ts';

export interface CollectionRoutesOptions {
  store: DocumentStore;
  collections: Collections;
  schema: ApiSchema;
  rules: ValidationRules;
  /** Runs first on every collection route (before the body is read), e.g. to authenticate. */
  guard?: onRequestHookHandler;
  /** The largest page a list answers; larger `_perPage` values are capped. */
  maxPerPage?: number;
}

type EntityRequest = FastifyRequest<{ Params: { entity: string } }>;
type DocumentRequest = FastifyRequest<{ Params: { entity: string; id: string } }>;

/**
 * The REST dialect over every collection: `GET /:entity` lists, `POST /:entity` creates and
 * `GET|PUT|PATCH|DELETE /:entity/:id` read and write one document, with ETags and `If-Match`.
 *
 * @example
 * registerCollectionRoutes(app, { store, schema, rules, collections, guard });
 */
export function registerCollectionRoutes(
  app: FastifyInstance,
  { store, collections, schema, rules, guard, maxPerPage }: CollectionRoutesOptions,
): void {
  const onRequest = guard ? [guard] : [];

  app.get('/:entity', { onRequest }, async (request: EntityRequest, reply) => {
    const entity = collections.resolve(request.params.entity);
    const query = parseListQuery(new URL(request.url, 'http://localhost').searchParams, maxPerPage);
    const entitySchema = schema[entity];
    if (entitySchema && !sortablePaths(entitySchema).includes(query.sortField)) {
      throw badRequest(
        `Invalid _sortField: ${entity} cannot be sorted by "${query.sortField}";` +
          ` use one of ${sortablePaths(entitySchema).join(', ')}`,
      );
    }
    const { items, total } = store.list(entity, query);
    const first = (query.page - 1) * query.perPage;
    reply.header('X-Total-Count', total);
    reply.header(
      'Content-Range',
      items.length > 0
        ? `${entity} ${first}-${first + items.length - 1}/${total}`
        : `${entity} */${total}`,
    );
    return items;
  });

  app.get('/:entity/:id', { onRequest }, async (request: DocumentRequest, reply) => {
    const entity = collections.resolve(request.params.entity);
    return withEtag(reply, findOrFail(store, entity, request.params.id));
  });

  app.post('/:entity', { onRequest }, async (request: EntityRequest, reply) => {
    const entity = collections.resolve(request.params.entity);
    const data = objectBody(request.body);
    assertValid(rules[entity], data);
    return withEtag(reply.code(201), store.create(entity, data));
  });

  app.put('/:entity/:id', { onRequest }, async (request: DocumentRequest, reply) => {
    const entity = collections.resolve(request.params.entity);
    const existing = findOrFail(store, entity, request.params.id);
    const data = objectBody(request.body);
    assertWritable(existing, request.headers['if-match'], data);
    assertValid(rules[entity], data);
    return withEtag(reply, replaceOrFail(store, entity, existing, data));
  });

  app.patch('/:entity/:id', { onRequest }, async (request: DocumentRequest, reply) => {
    const entity = collections.resolve(request.params.entity);
    const existing = findOrFail(store, entity, request.params.id);
    const changes = objectBody(request.body);
    assertWritable(existing, request.headers['if-match'], changes);
    // A shallow merge: a nested object in the body replaces the stored one as a whole.
    const merged = { ...existing, ...changes };
    assertValid(rules[entity], merged);
    return withEtag(reply, replaceOrFail(store, entity, existing, merged));
  });

  app.delete('/:entity/:id', { onRequest }, async (request: DocumentRequest, reply) => {
    const entity = collections.resolve(request.params.entity);
    const existing = findOrFail(store, entity, request.params.id);
    assertWritable(existing, request.headers['if-match']);
    const removed = store.remove(entity, existing.id, existing.version);
    return withEtag(reply, removed ?? changedMeanwhile(store, entity, existing));
  });
}

function withEtag(reply: FastifyReply, document: StoredDocument): StoredDocument {
  reply.header('ETag', etagOf(document));
  return document;
}

/** Ids are positive integers; anything else cannot name a stored document. */
function documentId(raw: string): number {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : 0;
}

function findOrFail(store: DocumentStore, entity: string, id: string): StoredDocument {
  const document = store.find(entity, documentId(id));
  if (!document) throw notFound(`No ${entity} with id ${id}`);
  return document;
}

function replaceOrFail(
  store: DocumentStore,
  entity: string,
  existing: StoredDocument,
  data: JsonObject,
): StoredDocument {
  return (
    store.replace(entity, existing.id, data, existing.version) ??
    changedMeanwhile(store, entity, existing)
  );
}

/**
 * The store writes only over the version that was checked; if another write came first,
 * the request ends as if its `If-Match` had named the older version.
 */
function changedMeanwhile(store: DocumentStore, entity: string, existing: StoredDocument): never {
  const current = findOrFail(store, entity, String(existing.id));
  assertWritable(current, etagOf(existing));
  throw new Error(`Version ${existing.version} of ${entity} ${existing.id} could not be written`);
}

function objectBody(body: unknown): JsonObject {
  if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object');
  return body;
}
