import {
  ensureBoolean,
  ensureFunction,
  ensureInteger,
  ensurePlainObject,
  ensureSortDir,
  ensureString,
  invalidArgument,
} from '../config-errors';
import { Entity } from '../entity';
import type { SortDir } from '../types';
import { Field } from './field';

/**
 * Options of `remoteComplete`: `refreshDelay` is the minimum delay in milliseconds
 * between two API calls (default 500); `searchQuery` turns the typed text into query
 * parameters (default: the text as a filter on the target field).
 *
 * @usageNotes
 * ```ts
 * const options: RemoteCompleteOptions = { refreshDelay: 300, searchQuery: (q) => ({ q }) };
 * ```
 */
export interface RemoteCompleteOptions {
  refreshDelay: number;
  searchQuery?: (search: string) => Record<string, unknown>;
}

/**
 * Builds the query parameters of a single request fetching all the referenced entries
 * of a list at once, from their identifiers.
 *
 * @usageNotes
 * ```ts
 * const byIds: SingleApiCall = (ids) => ({ id: ids }); // GET /posts?id[]=1&id[]=2
 * ```
 */
export type SingleApiCall = (identifiers: unknown[]) => Record<string, unknown>;

/** Checks shared by the targets of reference-like fields. */
export function ensureEntity(owner: Field, method: string, value: unknown): Entity {
  if (!(value instanceof Entity)) {
    throw invalidArgument(owner, method, 'an entity (created with admin.entity())', value);
  }
  return value;
}

export function ensureField(owner: Field, method: string, value: unknown): Field {
  if (!(value instanceof Field)) {
    throw invalidArgument(owner, method, 'a field (created with admin.field())', value);
  }
  return value;
}

/**
 * A many-to-one reference: the entry holds the identifier of an entry of
 * `targetEntity`, displayed through `targetField`.
 *
 * @usageNotes
 * ```ts
 * admin.field('post_id', 'reference')
 *   .label('Post')
 *   .targetEntity(post)
 *   .targetField(admin.field('title'))
 *   .singleApiCall((ids) => ({ id: ids }))
 *   .remoteComplete(true, { refreshDelay: 300 });
 * ```
 */
export class ReferenceField extends Field {
  private _targetEntity: Entity | undefined = undefined;
  private _targetField: Field | undefined = undefined;
  private _perPage = 30;
  private _sortField = 'id';
  private _sortDir: SortDir = 'DESC';
  private _remoteComplete = false;
  private _remoteCompleteOptions: Partial<RemoteCompleteOptions> = {};
  private _singleApiCall: SingleApiCall | undefined = undefined;
  private _permanentFilters: Record<string, unknown> = {};

  constructor(name: string, type = 'reference') {
    super(name, type);
    this._isDetailLink = true;
  }

  targetEntity(): Entity | undefined;
  targetEntity(entity: Entity): this;
  targetEntity(...args: [entity?: Entity]): Entity | undefined | this {
    if (args.length === 0) return this._targetEntity;
    this._targetEntity = ensureEntity(this, 'targetEntity', args[0]);
    return this;
  }

  /** The field of the target entity used as the label of a referenced entry. */
  targetField(): Field | undefined;
  targetField(field: Field): this;
  targetField(...args: [field?: Field]): Field | undefined | this {
    if (args.length === 0) return this._targetField;
    this._targetField = ensureField(this, 'targetField', args[0]);
    return this;
  }

  /** Maximum number of entries fetched for the dropdown in forms. Default 30. */
  perPage(): number;
  perPage(perPage: number): this;
  perPage(...args: [perPage?: number]): number | this {
    if (args.length === 0) return this._perPage;
    this._perPage = ensureInteger(this, 'perPage', args[0]);
    return this;
  }

  /** Sort field of the dropdown in forms. Default `'id'`. */
  sortField(): string;
  sortField(sortField: string): this;
  sortField(...args: [sortField?: string]): string | this {
    if (args.length === 0) return this._sortField;
    this._sortField = ensureString(this, 'sortField', args[0]);
    return this;
  }

  /** Sort direction of the dropdown in forms. Default `'DESC'`. */
  sortDir(): SortDir;
  sortDir(sortDir: SortDir): this;
  sortDir(...args: [sortDir?: SortDir]): SortDir | this {
    if (args.length === 0) return this._sortDir;
    this._sortDir = ensureSortDir(this, 'sortDir', args[0]);
    return this;
  }

  /**
   * Whether forms fetch matching entries as the user types, instead of fetching up to
   * `perPage` entries when the view opens. Options given here replace earlier ones.
   */
  remoteComplete(): boolean;
  remoteComplete(enabled: boolean, options?: Partial<RemoteCompleteOptions>): this;
  remoteComplete(
    ...args: [enabled?: boolean, options?: Partial<RemoteCompleteOptions>]
  ): boolean | this {
    if (args.length === 0) return this._remoteComplete;
    this._remoteComplete = ensureBoolean(this, 'remoteComplete', args[0]);
    if (args[1] !== undefined) this.remoteCompleteOptions(args[1]);
    return this;
  }

  /** The remoteComplete options merged over the defaults (`refreshDelay` 500). */
  remoteCompleteOptions(): RemoteCompleteOptions;
  remoteCompleteOptions(options: Partial<RemoteCompleteOptions>): this;
  remoteCompleteOptions(
    ...args: [options?: Partial<RemoteCompleteOptions>]
  ): RemoteCompleteOptions | this {
    if (args.length === 0) return { refreshDelay: 500, ...this._remoteCompleteOptions };
    const options = ensurePlainObject<Partial<RemoteCompleteOptions>>(
      this,
      'remoteCompleteOptions',
      args[0],
    );
    if (options.refreshDelay !== undefined) {
      ensureInteger(this, 'remoteCompleteOptions.refreshDelay', options.refreshDelay, 0);
    }
    if (options.searchQuery !== undefined) {
      ensureFunction(this, 'remoteCompleteOptions.searchQuery', options.searchQuery);
    }
    this._remoteCompleteOptions = { ...options };
    return this;
  }

  /** Groups the lookups of a list's referenced entries into one request. */
  singleApiCall(): SingleApiCall | undefined;
  singleApiCall(singleApiCall: SingleApiCall): this;
  singleApiCall(...args: [singleApiCall?: SingleApiCall]): SingleApiCall | undefined | this {
    if (args.length === 0) return this._singleApiCall;
    this._singleApiCall = ensureFunction<SingleApiCall>(this, 'singleApiCall', args[0]);
    return this;
  }

  hasSingleApiCall(): boolean {
    return this._singleApiCall !== undefined;
  }

  /** Filters restricting the possible values in forms. Default `{}`. */
  permanentFilters(): Record<string, unknown>;
  permanentFilters(filters: Record<string, unknown>): this;
  permanentFilters(...args: [filters?: Record<string, unknown>]): Record<string, unknown> | this {
    if (args.length === 0) return this._permanentFilters;
    this._permanentFilters = { ...ensurePlainObject(this, 'permanentFilters', args[0]) };
    return this;
  }

  override configProblems(): string[] {
    const problems: string[] = [];
    if (!this._targetEntity) problems.push(`a ${this.type()} field needs targetEntity()`);
    if (!this._targetField) problems.push(`a ${this.type()} field needs targetField()`);
    return problems;
  }
}
