import { badRequest, notFound } from './errors.ts';
import type { ApiSchema } from './schema.ts';
import type { DocumentStore } from './store.ts';
import { isEntityName } from './store.ts';

/** First path segments the API itself uses: never collections, whatever the database holds. */
export const RESERVED_NAMES: readonly string[] = [
  'login',
  'refresh',
  'logout',
  'me',
  'openapi.json',
  'upload',
  'uploads',
];

/** Whether a first path segment belongs to the API (including anything starting with `_`). */
export function isReservedName(name: string): boolean {
  return name.startsWith('_') || RESERVED_NAMES.includes(name);
}

/**
 * Decides which path names are collections: the schema's and those already in the database,
 * plus (only when `allowNew` is set) any other valid name, created by its first document.
 *
 * @example
 * const collections = new Collections(store, BLOG_SCHEMA, false);
 * collections.resolve('posts'); // 'posts'
 * collections.resolve('unicorns'); // throws a 404 HttpError
 */
export class Collections {
  readonly #store: DocumentStore;
  readonly #schema: ApiSchema;
  readonly #allowNew: boolean;

  constructor(store: DocumentStore, schema: ApiSchema, allowNew: boolean) {
    this.#store = store;
    this.#schema = schema;
    this.#allowNew = allowNew;
  }

  /** Names of the known collections: the schema's first, then the database's. */
  known(): string[] {
    const names = new Set(Object.keys(this.#schema));
    for (const name of this.#store.entities()) if (!isReservedName(name)) names.add(name);
    return [...names];
  }

  /**
   * Answers `name` when requests may use it as a collection; throws 400 for a name that
   * cannot be one and 404 for a reserved or unknown one. With `allowNew`, an unknown name
   * lists as empty until its first document creates it.
   */
  resolve(name: string): string {
    if (!isEntityName(name)) {
      throw badRequest(`Invalid entity name "${name}": use letters, digits, "_" or "-"`);
    }
    if (isReservedName(name)) throw notFound(`No collection named "${name}"`);
    if (name in this.#schema || this.#store.hasEntity(name)) return name;
    if (this.#allowNew) return name;
    throw notFound(
      `No collection named "${name}"; the known ones are ${this.known().join(', ')}` +
        ' (start the API with ALLOW_NEW_COLLECTIONS=1 to create others)',
    );
  }
}
