import type { FilterOperator } from '../filter-operators';
import {
  ensureBoolean,
  ensureFunction,
  ensureInteger,
  ensurePlainObject,
  invalidArgument,
} from '../config-errors';
import { Entity } from '../entity';
import { defineUnsupported } from '../ng-admin-compat';
import { defineSettings, type Setting } from '../setting';
import { booleanRule, integerRule, recordRule, sortDirRule, stringRule } from '../setting-rules';
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
  constructor(name: string, type = 'reference') {
    super(name, type);
    this.isDetailLink(true);
  }

  /** The referenced entity. Required: `validate()` reports a reference without one. */
  declare targetEntity: Setting<Entity | undefined, this, [entity: Entity]>;

  /** The field of the target entity used as the label of a referenced entry. Required. */
  declare targetField: Setting<Field | undefined, this, [field: Field]>;

  /** Maximum number of entries fetched for the dropdown in forms. Default 30. */
  declare perPage: Setting<number, this>;

  /** Sort field of the dropdown in forms. Default `'id'`. */
  declare sortField: Setting<string, this>;

  /** Sort direction of the dropdown in forms. Default `'DESC'`. */
  declare sortDir: Setting<SortDir, this>;

  /**
   * Whether forms fetch matching entries as the user types, instead of fetching up to
   * `perPage` entries when the view opens. Options given here replace earlier ones.
   * Default false.
   */
  declare remoteComplete: Setting<
    boolean,
    this,
    [enabled: boolean, options?: Partial<RemoteCompleteOptions>]
  >;

  /** The remoteComplete options merged over the defaults (`refreshDelay` 500). */
  declare remoteCompleteOptions: Setting<
    RemoteCompleteOptions,
    this,
    [options: Partial<RemoteCompleteOptions>]
  >;

  /** Groups the lookups of a list's referenced entries into one request. Default none. */
  declare singleApiCall: Setting<SingleApiCall | undefined, this, [singleApiCall: SingleApiCall]>;

  /** Filters restricting the possible values in forms. Default `{}`. */
  declare permanentFilters: Setting<Record<string, unknown>, this>;

  /**
   * Whether the form input offers "Create <target>": the target entity's creation form opens in
   * a dialog, starting from the text typed so far in the target field, and the record saved is
   * chosen in this field. Offered only to users who may create the target entity and while its
   * creation view is enabled. Default false.
   */
  declare creatable: Setting<boolean, this>;

  static {
    defineSettings<ReferenceField>(this.prototype, {
      targetEntity: { initial: () => undefined, accept: ensureEntity },
      targetField: { initial: () => undefined, accept: ensureField },
      perPage: integerRule(30),
      sortField: stringRule('id'),
      sortDir: sortDirRule(),
      remoteComplete: {
        initial: () => false,
        acceptArgs: (field, method, [enabled, options]) => {
          const accepted = ensureBoolean(field, method, enabled);
          if (options !== undefined) field.remoteCompleteOptions(options);
          return accepted;
        },
      },
      remoteCompleteOptions: {
        initial: () => ({ refreshDelay: DEFAULT_REFRESH_DELAY }),
        accept: (field, method, value) => ({
          refreshDelay: DEFAULT_REFRESH_DELAY,
          ...ensureRemoteCompleteOptions(field, method, value),
        }),
      },
      singleApiCall: { initial: () => undefined, accept: ensureFunction<SingleApiCall> },
      permanentFilters: recordRule(),
      creatable: booleanRule(false),
    });
  }

  hasSingleApiCall(): boolean {
    return this.singleApiCall() !== undefined;
  }

  override configProblems(): string[] {
    const problems: string[] = [];
    if (!this.targetEntity()) problems.push(`a ${this.type()} field needs targetEntity()`);
    if (!this.targetField()) problems.push(`a ${this.type()} field needs targetField()`);
    const target = this.targetEntity();
    if (this.creatable() && target && !target.creationView().isEnabled()) {
      problems.push(
        `creatable() needs the creation view of ${target}, which is disabled (give it fields)`,
      );
    }
    return problems;
  }

  /** A reference filter picks one record. */
  override filterOperatorsOfType(): readonly FilterOperator[] {
    return ['eq'];
  }
}

const DEFAULT_REFRESH_DELAY = 500;

function ensureRemoteCompleteOptions(
  owner: Field,
  method: string,
  value: unknown,
): Partial<RemoteCompleteOptions> {
  const options = ensurePlainObject<Partial<RemoteCompleteOptions>>(owner, method, value);
  if (options.refreshDelay !== undefined) {
    ensureInteger(owner, `${method}.refreshDelay`, options.refreshDelay, 0);
  }
  if (options.searchQuery !== undefined) {
    ensureFunction(owner, `${method}.searchQuery`, options.searchQuery);
  }
  return options;
}

const REFERENCE_INTERNAL =
  "an internal of ng-admin's AngularJS views; the data layer resolves references";

defineUnsupported(ReferenceField.prototype, 'ReferenceField', {
  filters: 'deprecated in ng-admin: use permanentFilters()',
  datagridName: REFERENCE_INTERNAL,
  getSingleApiCall: 'use singleApiCall(), the function itself',
  getIdentifierValues: REFERENCE_INTERNAL,
  getSortFieldName: REFERENCE_INTERNAL,
});
