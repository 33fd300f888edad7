import {
  isPlainObject,
  NgaInMemoryBadRequest,
  NgaInMemoryFilterRule,
  NgaInMemoryRecord,
  parseListQuery,
  selectRecords,
} from './in-memory-query';

/**
 * The HTTP methods the in-memory API answers.
 *
 * @usageNotes
 * ```ts
 * const writes: NgaInMemoryMethod[] = ['POST', 'PUT', 'PATCH'];
 * api.fail({ method: writes, message: 'Read-only today' });
 * ```
 */
export type NgaInMemoryMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A server-side violation, as the default dialect reads them from an error body.
 *
 * @usageNotes
 * ```ts
 * const violation: NgaInMemoryViolation = { propertyPath: 'title', message: 'Too short.' };
 * ```
 */
export interface NgaInMemoryViolation {
  readonly propertyPath: string;
  readonly message: string;
}

/**
 * Checks a record about to be written; returns its violations (an object of messages by
 * property works too), or nothing when it is valid. A write with violations answers 422.
 *
 * @usageNotes
 * ```ts
 * const validate: NgaInMemoryValidator = (record, { collection }) =>
 *   collection === 'posts' && !record['title'] ? { title: 'Required.' } : null;
 * provideNgAdminTesting(buildAdmin, { data, validate });
 * ```
 */
export type NgaInMemoryValidator = (
  record: NgaInMemoryRecord,
  context: { readonly collection: string; readonly method: NgaInMemoryMethod },
) => readonly NgaInMemoryViolation[] | Readonly<Record<string, string>> | null | undefined | void;

/**
 * How the in-memory API starts and behaves.
 *
 * @usageNotes
 * ```ts
 * const options: NgaInMemoryOptions = {
 *   data: { posts: [{ slug: 'hello', title: 'Hello' }] },
 *   identifiers: { posts: 'slug' },
 *   latency: 50,
 * };
 * ```
 */
export interface NgaInMemoryOptions {
  /** The records of each collection, by the last segment of the entity's URL (its name). */
  readonly data?: Readonly<Record<string, readonly NgaInMemoryRecord[]>>;
  /** The identifier property of each collection that does not use `id`. */
  readonly identifiers?: Readonly<Record<string, string>>;
  /** Milliseconds before each answer (0 by default: the answer still comes asynchronously). */
  readonly latency?: number;
  /** Matches a filter value in place of the default rule (equality; "contains" for arrays). */
  readonly filterRule?: NgaInMemoryFilterRule;
  /** Checks every record written by POST, PUT and PATCH. */
  readonly validate?: NgaInMemoryValidator;
}

/** An answer of the in-memory API, before it becomes an Angular `HttpResponse`. */
export interface NgaInMemoryAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** A request as the store reads it. */
export interface NgaInMemoryRequestTarget {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
}

/**
 * The collections of the in-memory API and the REST semantics of the default dialect over
 * them. Records are copied in and out, so neither the seed data nor the answers can change
 * what is stored behind the API's back.
 */
export class NgaInMemoryStore {
  private readonly collections = new Map<string, NgaInMemoryRecord[]>();

  constructor(private readonly options: NgaInMemoryOptions = {}) {
    this.reset(options.data ?? {});
  }

  /** Replaces every collection with copies of the given records. */
  reset(data: Readonly<Record<string, readonly NgaInMemoryRecord[]>>): void {
    this.collections.clear();
    for (const [name, records] of Object.entries(data)) this.seed(name, records);
  }

  /** Replaces (or creates) one collection with copies of the given records. */
  seed(name: string, records: readonly NgaInMemoryRecord[]): void {
    this.collections.set(name, records.map(copy));
  }

  /** The names of the collections. */
  names(): string[] {
    return [...this.collections.keys()];
  }

  /** Copies of a collection's records, in stored order. */
  records(name: string): NgaInMemoryRecord[] {
    return this.collection(name).map(copy);
  }

  /** A copy of one record, or `undefined`. */
  record(name: string, id: unknown): NgaInMemoryRecord | undefined {
    const found = this.find(name, String(id));
    return found ? copy(found) : undefined;
  }

  /** The identifier property of a collection. */
  identifier(name: string): string {
    return this.options.identifiers?.[name] ?? 'id';
  }

  /** Answers one request: which collection and record its path names, then the REST verb. */
  answer(request: NgaInMemoryRequestTarget): NgaInMemoryAnswer {
    const target = this.route(request.url);
    if (!target) {
      const path = request.url.pathname;
      return problem(404, `No collection matches ${path}; known: ${this.names().join(', ')}`);
    }
    try {
      return target.id === undefined
        ? this.onCollection(request, target.collection)
        : this.onRecord(request, target.collection, target.id);
    } catch (error) {
      if (error instanceof NgaInMemoryBadRequest) return problem(400, error.message);
      throw error;
    }
  }

  /** The collection and record identifier a URL path names, if any. */
  route(url: URL): { collection: string; id?: string } | null {
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const last = segments.length - 1;
    if (last >= 1 && this.collections.has(segments[last - 1])) {
      return { collection: segments[last - 1], id: segments[last] };
    }
    return last >= 0 && this.collections.has(segments[last])
      ? { collection: segments[last] }
      : null;
  }

  private onCollection(request: NgaInMemoryRequestTarget, name: string): NgaInMemoryAnswer {
    if (request.method === 'GET') {
      const { page, total } = selectRecords(
        this.collection(name),
        parseListQuery(request.url.searchParams),
        {
          identifier: this.identifier(name),
          collection: name,
          filterRule: this.options.filterRule,
        },
      );
      return { status: 200, body: page.map(copy), headers: { 'X-Total-Count': String(total) } };
    }
    if (request.method === 'POST') {
      const record = objectBody(request.body);
      const identifier = this.identifier(name);
      if (record[identifier] === undefined || record[identifier] === null) {
        record[identifier] = this.nextId(name);
      } else if (this.find(name, String(record[identifier]))) {
        return problem(409, `A ${name} record with ${identifier} ${record[identifier]} exists`);
      }
      const invalid = this.violations(record, name, 'POST');
      if (invalid) return invalid;
      this.collection(name).push(record);
      return { status: 201, body: copy(record), headers: {} };
    }
    return problem(405, `${request.method} is not allowed on the ${name} collection`);
  }

  private onRecord(request: NgaInMemoryRequestTarget, name: string, id: string): NgaInMemoryAnswer {
    const existing = this.find(name, id);
    if (!existing) return problem(404, `No ${name} record with ${this.identifier(name)} ${id}`);
    const records = this.collection(name);
    const index = records.indexOf(existing);
    switch (request.method) {
      case 'GET':
        return { status: 200, body: copy(existing), headers: {} };
      case 'PUT':
      case 'PATCH': {
        const body = objectBody(request.body);
        // PUT replaces the record, PATCH merges shallowly; the identifier never changes.
        const base = request.method === 'PATCH' ? existing : {};
        const written = {
          ...base,
          ...body,
          [this.identifier(name)]: existing[this.identifier(name)],
        };
        const invalid = this.violations(written, name, request.method);
        if (invalid) return invalid;
        records[index] = written;
        return { status: 200, body: copy(written), headers: {} };
      }
      case 'DELETE':
        records.splice(index, 1);
        return { status: 200, body: copy(existing), headers: {} };
      default:
        return problem(405, `${request.method} is not allowed on a ${name} record`);
    }
  }

  private violations(
    record: NgaInMemoryRecord,
    collection: string,
    method: NgaInMemoryMethod,
  ): NgaInMemoryAnswer | null {
    const found = this.options.validate?.(record, { collection, method });
    const violations = toViolations(found ?? []);
    return violations.length === 0
      ? null
      : { status: 422, body: { message: 'Validation failed', violations }, headers: {} };
  }

  private collection(name: string): NgaInMemoryRecord[] {
    const records = this.collections.get(name);
    if (!records) {
      throw new Error(
        `The in-memory API has no collection named "${name}"; known: ${this.names().join(', ')}`,
      );
    }
    return records;
  }

  private find(name: string, id: string): NgaInMemoryRecord | undefined {
    const identifier = this.identifier(name);
    return this.collection(name).find((record) => String(record[identifier]) === id);
  }

  /** One more than the largest numeric identifier of the collection. */
  private nextId(name: string): number {
    const identifier = this.identifier(name);
    const numbers = this.collection(name)
      .map((record) => Number(record[identifier]))
      .filter((value) => Number.isFinite(value));
    return numbers.length === 0 ? 1 : Math.max(...numbers) + 1;
  }
}

/**
 * Violations from either shape a validator or a failure may give: an array of
 * `{ propertyPath, message }` or an object of messages by property.
 */
export function toViolations(
  given: readonly NgaInMemoryViolation[] | Readonly<Record<string, string>>,
): NgaInMemoryViolation[] {
  return Array.isArray(given)
    ? [...given]
    : Object.entries(given).map(([propertyPath, message]) => ({ propertyPath, message }));
}

function problem(status: number, message: string): NgaInMemoryAnswer {
  return { status, body: { message }, headers: {} };
}

function objectBody(body: unknown): NgaInMemoryRecord {
  const parsed = typeof body === 'string' ? parseJson(body) : body;
  if (!isPlainObject(parsed)) {
    throw new NgaInMemoryBadRequest('The request body must be a JSON object');
  }
  return copy(parsed);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new NgaInMemoryBadRequest(`The request body is not JSON: ${(error as Error).message}`);
  }
}

function copy<T>(value: T): T {
  return structuredClone(value);
}
