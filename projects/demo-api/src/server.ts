import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_TOKEN_LIFETIMES, CredentialStore } from './auth/credentials.ts';
import type { TokenLifetimes } from './auth/credentials.ts';
import { dataGuard } from './auth/guard.ts';
import { DEFAULT_LOGIN_RATE_LIMIT } from './auth/rate-limit.ts';
import type { LoginRateLimit } from './auth/rate-limit.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { ANONYMOUS_ADMIN, DEMO_USERS, UserDirectory } from './auth/users.ts';
import type { UserSeed } from './auth/users.ts';
import { registerCollectionRoutes } from './collection-routes.ts';
import { Collections } from './collections.ts';
import { HttpError } from './errors.ts';
import { assertJsonDepth, DEFAULT_MAX_BODY_BYTES } from './limits.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { BLOG_SCHEMA } from './schema.ts';
import type { ApiSchema } from './schema.ts';
import { resetStore } from './seed.ts';
import { DocumentStore, openDatabase } from './store.ts';
import { registerUploadRoutes } from './uploads.ts';
import { rulesFromSchema } from './validation.ts';
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
  /** The entities the API knows; defaults to the seeded blog. */
  schema?: ApiSchema;
  /** Validation per entity; defaults to the rules the blog schema implies. */
  rules?: ValidationRules;
  /** Let `POST /<any name>` create a new collection. Defaults to false: unknown names are 404. */
  allowNewCollections?: boolean;
  maxUploadBytes?: number;
  /** Larger JSON bodies answer 413. Defaults to 1 MiB. */
  maxBodyBytes?: number;
  /**
   * Whether reading and writing collections and uploading need a logged-in user (any role
   * reads; editor and admin write). Defaults to true; `false` is the `AUTH=off` switch.
   */
  auth?: boolean;
  /** The users who may log in; defaults to one per role (see the README). */
  users?: readonly UserSeed[];
  /** Token lifetimes in seconds (`ACCESS_TOKEN_TTL`, `REFRESH_TOKEN_TTL`). */
  tokenLifetimes?: Partial<TokenLifetimes>;
  /** Failed logins tolerated per username and per address before 429. */
  loginRateLimit?: Partial<LoginRateLimit>;
  /** Serve `GET /_counters` (login, refresh and logout calls); the `DEBUG_COUNTERS=1` switch. */
  debugCounters?: boolean;
  /** The largest page a list answers (`MAX_PER_PAGE`, default 1000); benchmarks raise it. */
  maxPerPage?: number;
}

const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type,Authorization,Accept,X-Requested-With,Range,If-Match,X-XSRF-TOKEN',
  'Access-Control-Expose-Headers': 'X-Total-Count,Content-Range,ETag,WWW-Authenticate',
  'Access-Control-Max-Age': '86400',
};

/**
 * The demo REST API, ready to `listen()`; closing it also closes a database it opened.
 *
 * @example
 * const app = await buildApp({ db: ':memory:', uploadsDir: 'data/uploads', auth: false });
 * await app.listen({ port: 0, host: '127.0.0.1' });
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const ownsDatabase = typeof options.db === 'string';
  const db = typeof options.db === 'string' ? openDatabase(options.db) : options.db;
  const store = new DocumentStore(db);
  if (options.reset || ((options.seedWhenEmpty ?? true) && store.entities().length === 0)) {
    resetStore(store);
  }
  const schema = options.schema ?? BLOG_SCHEMA;

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
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      const details = error instanceof HttpError ? error.details : {};
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.code(statusCode).send({ message: error.message, ...details });
    }
    // Without the logger a failure would vanish silently, so it still reaches stderr.
    if (options.logger) request.log.error(error);
    else console.error(error);
    return reply.code(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route for ${request.method} ${request.url}` });
  });

  const auth = options.auth ?? true;
  const users = await UserDirectory.create(options.users ?? DEMO_USERS);
  const credentials = new CredentialStore({
    ...DEFAULT_TOKEN_LIFETIMES,
    ...options.tokenLifetimes,
  });
  const guard = auth ? dataGuard(users, credentials) : undefined;
  registerAuthRoutes(app, {
    users,
    credentials,
    rateLimit: { ...DEFAULT_LOGIN_RATE_LIMIT, ...options.loginRateLimit },
    debugCounters: options.debugCounters ?? false,
    anonymous: auth ? undefined : ANONYMOUS_ADMIN,
  });

  const openApiDocument = JSON.stringify(buildOpenApiDocument(schema, { auth }));
  app.get('/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApiDocument),
  );

  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1 } });
  registerUploadRoutes(app, options.uploadsDir, maxUploadBytes, guard);

  registerCollectionRoutes(app, {
    store,
    schema,
    collections: new Collections(store, schema, options.allowNewCollections ?? false),
    rules: options.rules ?? rulesFromSchema(schema),
    guard,
    maxPerPage: options.maxPerPage,
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
