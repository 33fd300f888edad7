import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import { HttpError, badRequest, notFound } from './errors.ts';
import { assertJsonDepth, DEFAULT_MAX_BODY_BYTES } from './limits.ts';
import { isPlainObject, parseListQuery } from './query.ts';
import { resetStore } from './seed.ts';
import { DocumentStore, openDatabase } from './store.ts';
import type { JsonObject, StoredDocument } from './store.ts';
import { registerUploadRoutes } from './uploads.ts';
import { assertValid, VALIDATION_RULES, ValidationError } from './validation.ts';
import type { ValidationRules } from './validation.ts';

export interface AppOptions {
  /** A database file path, `:memory:`, or an open connection (left open on close). */
  db: string | DatabaseSync;
  uploadsDir: string;
  logger?: boolean;
  /** Drop everything and restore the seed data before serving. */
  reset?: boolean;
  /** Seed an empty database (one without any table). Defaults to true. */
  seedWhenEmpty?: boolean;
  rules?: ValidationRules;
  maxUploadBytes?: number;
  /** Larger JSON bodies answer 413. Defaults to 1 MiB. */
  maxBodyBytes?: number;
}

type EntityRequest = FastifyRequest<{ Params: { entity: string } }>;
type DocumentRequest = FastifyRequest<{ Params: { entity: string; id: string } }>;

const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type,Authorization,Accept,X-Requested-With,Range',
  'Access-Control-Expose-Headers': 'X-Total-Count,Content-Range',
  'Access-Control-Max-Age': '86400',
};

/** The demo REST API, ready to `listen()`; closing it also closes a database it opened. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const ownsDatabase = typeof options.db === 'string';
  const db = typeof options.db === 'string' ? openDatabase(options.db) : options.db;
  const store = new DocumentStore(db);
  if (options.reset || ((options.seedWhenEmpty ?? true) && store.entities().length === 0)) {
    resetStore(store);
  }
  const rules = options.rules ?? VALIDATION_RULES;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  });
  if (ownsDatabase) app.addHook('onClose', async () => db.close());
  registerJsonParser(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(CORS_HEADERS);
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(422).send({ message: error.message, violations: error.violations });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) return reply.code(statusCode).send({ message: error.message });
    // Without the logger a failure would vanish silently, so it still reaches stderr.
    if (options.logger) request.log.error(error);
    else console.error(error);
    return reply.code(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url}` });
  });

  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1 } });
  registerUploadRoutes(app, options.uploadsDir, maxUploadBytes);

  app.get('/:entity', async (request: EntityRequest, reply) => {
    const { entity } = request.params;
    const query = parseListQuery(new URL(request.url, 'http://localhost').searchParams);
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

  app.get('/:entity/:id', async (request: DocumentRequest) => {
    const { entity, id } = request.params;
    return found(store.find(entity, documentId(id)), entity, id);
  });

  app.post('/:entity', async (request: EntityRequest, reply) => {
    const { entity } = request.params;
    const data = objectBody(request.body);
    assertValid(rules[entity], data);
    return reply.code(201).send(store.create(entity, data));
  });

  app.put('/:entity/:id', async (request: DocumentRequest) => {
    const { entity, id } = request.params;
    const existing = found(store.find(entity, documentId(id)), entity, id);
    const data = objectBody(request.body);
    assertValid(rules[entity], data);
    return found(store.replace(entity, existing.id, data), entity, id);
  });

  app.patch('/:entity/:id', async (request: DocumentRequest) => {
    const { entity, id } = request.params;
    const existing = found(store.find(entity, documentId(id)), entity, id);
    // A shallow merge: a nested object in the body replaces the stored one as a whole.
    const merged = { ...existing, ...objectBody(request.body) };
    assertValid(rules[entity], merged);
    return found(store.replace(entity, existing.id, merged), entity, id);
  });

  app.delete('/:entity/:id', async (request: DocumentRequest) => {
    const { entity, id } = request.params;
    return found(store.remove(entity, documentId(id)), entity, id);
  });

  return app;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), preceded by a depth check
 * on the raw text: nothing recursive ever sees a body nested beyond the limit.
 */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    try {
      assertJsonDepth(text, 'The JSON body');
    } catch (error) {
      done(error as HttpError, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** Ids are positive integers; anything else cannot name a stored document. */
function documentId(raw: string): number {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : 0;
}

function found(document: StoredDocument | undefined, entity: string, id: string) {
  if (!document) throw notFound(`No ${entity} with id ${id}`);
  return document;
}

function objectBody(body: unknown): JsonObject {
  if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object');
  return body;
}
