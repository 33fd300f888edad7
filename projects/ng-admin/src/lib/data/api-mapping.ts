import type { FilterOperator, SortDir, WriteMethod } from '@ng-admin/core/config';
import { QueryObject } from './config-access';
import { type NgaDialectOptions, type NgaEnvelope, valueAtPath } from './dialects/dialect-options';
import { errorFromResponse, malformedResponse, NgaHttpError } from './nga-http-error';
import { HttpMethod, RequestSpec, ResponseLike } from './request-spec';
import { RecordTarget, ResourceTarget } from './urls';
import { isPlainObject } from './values';

/** Why a list is requested, for dialects that shape some lists differently. */
export type ListPurpose = 'list' | 'export' | 'choices' | 'autocomplete' | 'referencedList';

/**
 * A request for a page of records, in the configuration's terms. The data layer fills it
 * from the view or field; the dialect decides how each part appears in the request.
 */
export interface ListQuery {
  resource: ResourceTarget;
  purpose: ListPurpose;
  /** 1-based page; absent for the possible values of a reference. */
  page?: number;
  perPage?: number;
  /** The field name to sort on, as configured (`author.name`). */
  sortField?: string;
  sortDir?: SortDir;
  /** Filter values by field name; empty values are already removed. */
  filters?: QueryObject;
  /**
   * Parameters the configuration asks to send as they are: the list view's
   * `permanentFilters`, or the search of a remote autocomplete (`searchQuery`'s result).
   */
  params?: QueryObject;
  /**
   * Filters that compare otherwise than by equality (`views >= 10`, `title` contains "ng"),
   * from filter fields with `filterOperators()`; only operators the dialect lists in its
   * `filterOperators` reach it.
   */
  conditions?: readonly FilterConditionQuery[];
}

/**
 * One comparison of a list query: the filter field's name, its operator and the value.
 *
 * @usageNotes
 * ```ts
 * const recent: FilterConditionQuery = { field: 'published_at', operator: 'gte', value: '2024-01-01' };
 * ```
 */
export interface FilterConditionQuery {
  readonly field: string;
  readonly operator: Exclude<FilterOperator, 'eq'>;
  readonly value: unknown;
}

/**
 * A request for the records of several identifiers: for a field with `singleApiCall`, or for
 * any reference field when the dialect says `lookupManyByIds`.
 */
export interface ManyQuery {
  resource: ResourceTarget;
  ids: readonly unknown[];
  /** What the field's `singleApiCall(ids)` returned; empty for a field without one. */
  params: QueryObject;
}

/** A page of records and the total number of records that match the query. */
export interface ListPayload {
  records: Record<string, unknown>[];
  total: number;
}

/**
 * The REST dialect: how each data operation becomes an HTTP request, and how answers become
 * records, totals and errors. Every method is a pure function of its arguments; the REST
 * client executes the requests, so a dialect never touches `HttpClient`.
 *
 * The defaults implement plain REST (`GET <url>/<id>`, `POST <url>`, `PUT|PATCH <url>/<id>`,
 * `DELETE <url>/<id>`, JSON bodies); a dialect implements the list and many-by-ids
 * operations and overrides whatever else differs. Register one with `provideApiMapping`.
 *
 * `options` (the shipped dialects take them) say where an API's envelope holds the records,
 * the total and the record, and how it names its paging parameters.
 */
export abstract class ApiMapping {
  /** The envelope and parameter settings the dialect was created with. */
  protected readonly options: NgaDialectOptions;

  constructor(options: NgaDialectOptions = {}) {
    this.options = options;
  }

  /**
   * Whether `manyRequest` can fetch any set of identifiers by itself (an `id__in=1,2` or
   * `filter: { ids }` convention), so that every reference field looks its records up in one
   * request per page of entries, `singleApiCall` or not. False by default: a field without
   * `singleApiCall` then asks for each record with `oneRequest`, and `manyRequest` only ever
   * receives what a `singleApiCall` returned.
   */
  readonly lookupManyByIds: boolean = false;

  /**
   * The filter operators the dialect can send (see `FilterOperator`): a list filter offers only
   * these. `['eq']` by default, so a dialect written before operators existed never receives a
   * condition it would drop; a dialect that sends `ListQuery.conditions` lists its own.
   */
  readonly filterOperators: readonly FilterOperator[] = ['eq'];

  /** The request for a page of records. */
  abstract listRequest(query: ListQuery): RequestSpec;

  /** The records and total of a list answer. Throws an `NgaHttpError` when malformed. */
  abstract parseList(response: ResponseLike, query: ListQuery): ListPayload;

  /** The single request that fetches several records by identifier (`singleApiCall`). */
  abstract manyRequest(query: ManyQuery): RequestSpec;

  /** The records of a many-by-ids answer. */
  parseMany(response: ResponseLike, query: ManyQuery): Record<string, unknown>[] {
    return this.expectRecords(response, query.resource.entityName);
  }

  /** The request for one record. */
  oneRequest(target: RecordTarget): RequestSpec {
    return { method: 'GET', url: target.recordUrl, params: [] };
  }

  /** The record of a one-record answer. */
  parseOne(response: ResponseLike, target: RecordTarget): Record<string, unknown> {
    return this.expectRecord(response, target.entityName);
  }

  /** The request that creates a record; `method` is the entity's `createMethod()`. */
  createRequest(
    target: ResourceTarget,
    body: Record<string, unknown>,
    method: HttpMethod = 'POST',
  ): RequestSpec {
    return { method, url: target.url, params: [], body };
  }

  /**
   * How an update is written, given the entity's `updateMethod()`: `PUT` sends the loaded
   * record merged with the form values, `PATCH` only the values that changed. The data layer
   * builds the body for the method returned here and passes it to `updateRequest`. The default
   * keeps the entity's; a dialect whose API updates in part (Django REST framework's `PATCH`,
   * a GraphQL `update` mutation) returns `PATCH`.
   */
  updateMethod(_target: RecordTarget, configured: WriteMethod): WriteMethod {
    return configured;
  }

  /** The request that updates a record; `method` is what `updateMethod` chose. */
  updateRequest(
    target: RecordTarget,
    body: Record<string, unknown>,
    method: HttpMethod = 'PUT',
  ): RequestSpec {
    return { method, url: target.recordUrl, params: [], body };
  }

  /**
   * The one request that writes the same `values` (nested, as a body) on several records, for
   * APIs with a bulk update (`PATCH /posts?id=1&id=2`, an `updateMany` mutation). Undefined
   * by default: a batch update then sends one `updateRequest` per record, with its version.
   * Its answer's body is not read; any non-2xx answer fails the whole batch.
   */
  updateManyRequest?(
    target: ResourceTarget,
    ids: readonly unknown[],
    values: Record<string, unknown>,
  ): RequestSpec;

  /** The request that deletes a record. */
  deleteRequest(target: RecordTarget): RequestSpec {
    return { method: 'DELETE', url: target.recordUrl, params: [] };
  }

  /**
   * The record a create or update answer holds, or `null` when the answer has no body
   * (the data layer then keeps what it sent). `target` is what was written, `request` the write
   * that was sent.
   */
  parseWrite(
    response: ResponseLike,
    target?: ResourceTarget,
    _request?: RequestSpec,
  ): Record<string, unknown> | null {
    return response.body === null || response.body === ''
      ? null
      : this.expectRecord(response, target?.entityName);
  }

  /**
   * The error for a non-2xx answer: status, the body's message and its `violations`.
   * `request` is the request that failed.
   */
  parseError(response: ResponseLike, _request?: RequestSpec): NgaHttpError {
    return errorFromResponse(response);
  }

  /**
   * The records of a list answer (the body, or what the envelope's `records` path holds), or
   * a clear error.
   */
  protected expectRecords(response: ResponseLike, entityName?: string): Record<string, unknown>[] {
    const path = this.envelopeOf(entityName)?.records;
    const records = path ? valueAtPath(response.body, path) : response.body;
    if (!Array.isArray(records) || !records.every(isPlainObject)) {
      throw malformedResponse(
        response,
        path ? `a JSON object with an array of objects at "${path}"` : 'a JSON array of objects',
      );
    }
    return records;
  }

  /**
   * The record of an answer (what the envelope's `record` path holds when it holds an
   * object, else the body), or a clear error.
   */
  protected expectRecord(response: ResponseLike, entityName?: string): Record<string, unknown> {
    const path = this.envelopeOf(entityName)?.record;
    const wrapped = path ? valueAtPath(response.body, path) : undefined;
    const record = isPlainObject(wrapped) ? wrapped : response.body;
    if (!isPlainObject(record)) {
      throw malformedResponse(response, 'a JSON object');
    }
    return record;
  }

  /** The envelope of an entity's answers: the option, or what its function gives the entity. */
  protected envelopeOf(entityName: string | undefined): NgaEnvelope | undefined {
    const envelope = this.options.envelope;
    return typeof envelope === 'function' ? envelope(entityName ?? '') : envelope;
  }

  /** The total that the envelope's `total` path holds, if it is set and holds a count. */
  protected totalFromBody(response: ResponseLike, entityName?: string): number | undefined {
    const path = this.envelopeOf(entityName)?.total;
    const total = path ? valueAtPath(response.body, path) : undefined;
    const count = typeof total === 'string' && total.trim() !== '' ? Number(total) : total;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined;
  }
}

/** Drops filter values that mean "no filter": `undefined` and the empty string. */
export function compactFilters(filters: QueryObject | undefined): QueryObject {
  const result: QueryObject = {};
  for (const [key, value] of Object.entries(filters ?? {})) {
    if (value !== undefined && value !== '') {
      result[key] = value;
    }
  }
  return result;
}

/** A total read from a header holding a number (`X-Total-Count: 42`), if present and valid. */
export function totalFromHeader(response: ResponseLike, name: string): number | undefined {
  const text = response.headers.get(name);
  if (text === null || text.trim() === '') {
    return undefined;
  }
  const total = Number(text);
  return Number.isInteger(total) && total >= 0 ? total : undefined;
}
