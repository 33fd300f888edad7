import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { badRequest } from './errors.ts';
import type { ListQuery } from './query.ts';
import { CASE_FOLD_FUNCTION, orderByClause, whereClause } from './sql.ts';

export type JsonObject = Record<string, unknown>;
/** A document as served: its id and the version the server keeps, beside its own properties. */
export type StoredDocument = JsonObject & { id: number; version: number };

export interface ListResult {
  items: StoredDocument[];
  total: number;
}

const ENTITY_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** The version documents stored before versions existed are read with. */
const FIRST_VERSION = 1;

/** SQLite reserves the `sqlite_` prefix for its own tables. */
export function isEntityName(candidate: string): boolean {
  return ENTITY_NAME.test(candidate) && !/^sqlite_/i.test(candidate);
}

/**
 * The only way an entity name becomes SQL: the pattern above admits no quote, so wrapping it
 * in double quotes always yields a single identifier.
 */
function tableIdentifier(entity: string): string {
  if (!isEntityName(entity)) {
    throw badRequest(`Invalid entity name "${entity}": use letters, digits, "_" or "-"`);
  }
  return `"${entity}"`;
}

/** Opens (and creates the folder of) a database file, or an in-memory one for `:memory:`. */
export function openDatabase(location: string): DatabaseSync {
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const db = new DatabaseSync(location);
  if (location !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  return db;
}

interface DocumentRow {
  id: number;
  doc: string;
}

/** Every entity is a table of JSON documents keyed by an integer id. */
export class DocumentStore {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    db.function(CASE_FOLD_FUNCTION, { deterministic: true }, (value) =>
      typeof value === 'string' ? value.toLowerCase() : null,
    );
  }

  entities(): string[] {
    const rows = this.db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .all() as { name: string }[];
    return rows.map((row) => row.name).filter(isEntityName);
  }

  hasEntity(entity: string): boolean {
    tableIdentifier(entity);
    const row = this.db
      .prepare("SELECT 1 AS found FROM sqlite_schema WHERE type = 'table' AND name = ?")
      .get(entity);
    return row !== undefined;
  }

  list(entity: string, query: ListQuery): ListResult {
    const table = tableIdentifier(entity);
    if (!this.hasEntity(entity)) return { items: [], total: 0 };
    const where = whereClause(query.filters);
    const order = orderByClause(query.sortField, query.sortDirection);
    const { total } = this.db
      .prepare(`SELECT count(*) AS total FROM ${table} AS t WHERE ${where.sql}`)
      .get(...where.params) as { total: number };
    const rows = this.db
      .prepare(
        `SELECT t.id, t.doc FROM ${table} AS t WHERE ${where.sql}` +
          ` ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
      )
      .all(
        ...where.params,
        ...order.params,
        query.perPage,
        (query.page - 1) * query.perPage,
      ) as unknown as DocumentRow[];
    return { items: rows.map(toDocument), total };
  }

  find(entity: string, id: number): StoredDocument | undefined {
    const table = tableIdentifier(entity);
    if (!this.hasEntity(entity)) return undefined;
    const row = this.db.prepare(`SELECT id, doc FROM ${table} WHERE id = ?`).get(id);
    return row ? toDocument(row as unknown as DocumentRow) : undefined;
  }

  /**
   * Stores a new document under a fresh id, at version 1; an `id` or `version` in `data` is
   * ignored.
   */
  create(entity: string, data: JsonObject): StoredDocument {
    const table = this.#ensureTable(entity);
    return this.transaction(() => {
      const { id } = this.db
        .prepare(`INSERT INTO ${table} (doc) VALUES ('{}') RETURNING id`)
        .get() as { id: number };
      const document = stored(data, id, FIRST_VERSION);
      this.db.prepare(`UPDATE ${table} SET doc = ? WHERE id = ?`).run(JSON.stringify(document), id);
      return document;
    });
  }

  /** Stores documents under the ids they carry (at version 1), as the seed needs stable ids. */
  insertWithIds(entity: string, documents: readonly { id: number }[]): void {
    const table = this.#ensureTable(entity);
    const insert = this.db.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, ?)`);
    this.transaction(() => {
      for (const document of documents) {
        insert.run(document.id, JSON.stringify(stored(document, document.id, FIRST_VERSION)));
      }
    });
  }

  /**
   * Replaces the document if it is still at `expectedVersion`, and moves it to the next
   * version. Answers `undefined` when there is no such document at that version.
   */
  replace(
    entity: string,
    id: number,
    data: JsonObject,
    expectedVersion: number,
  ): StoredDocument | undefined {
    const table = tableIdentifier(entity);
    if (!this.hasEntity(entity)) return undefined;
    const document = stored(data, id, expectedVersion + 1);
    const result = this.db
      .prepare(`UPDATE ${table} SET doc = ? WHERE id = ? AND ${VERSION_SQL} = ?`)
      .run(JSON.stringify(document), id, expectedVersion);
    return result.changes > 0 ? document : undefined;
  }

  /** Deletes the document if it is still at `expectedVersion`; answers what was deleted. */
  remove(entity: string, id: number, expectedVersion: number): StoredDocument | undefined {
    const table = tableIdentifier(entity);
    if (!this.hasEntity(entity)) return undefined;
    const row = this.db
      .prepare(`DELETE FROM ${table} WHERE id = ? AND ${VERSION_SQL} = ? RETURNING id, doc`)
      .get(id, expectedVersion);
    return row ? toDocument(row as unknown as DocumentRow) : undefined;
  }

  dropAll(): void {
    this.transaction(() => {
      for (const entity of this.entities()) this.db.exec(`DROP TABLE ${tableIdentifier(entity)}`);
    });
  }

  transaction<T>(work: () => T): T {
    if (this.db.isTransaction) return work();
    this.db.exec('BEGIN');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  #ensureTable(entity: string): string {
    const table = tableIdentifier(entity);
    // AUTOINCREMENT keeps ids of deleted documents from being handed out again.
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${table} (` +
        'id INTEGER PRIMARY KEY AUTOINCREMENT, doc TEXT NOT NULL CHECK (json_valid(doc)))',
    );
    return table;
  }
}

const VERSION_SQL = `coalesce(json_extract(doc, '$.version'), ${FIRST_VERSION})`;

/**
 * The id lives in its column and is mirrored into the document so filters can reach it; the
 * version is the server's alone, whatever `data` says.
 */
function stored(data: object, id: number, version: number): StoredDocument {
  const { id: _id, version: _version, ...rest } = data as JsonObject;
  return { id, ...rest, version };
}

function toDocument(row: DocumentRow): StoredDocument {
  const document = JSON.parse(row.doc) as JsonObject;
  const version = Number.isInteger(document['version'])
    ? Number(document['version'])
    : FIRST_VERSION;
  return stored(document, row.id, version);
}
