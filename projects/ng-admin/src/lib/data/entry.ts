import type { EntryLike, Field } from '@ng-admin/core/config';
import { flattenValues, isPlainObject, readPath, unflattenValues } from './values';

/**
 * What entries need to know of field types (the field-type registry answers): whose value is
 * read whole, never flattened into dot keys (a `json` field gets its object), and how a value
 * from the API is read before the field's `map` functions (a boolean from `'1'`).
 */
export interface NgaValueTypes {
  isWholeValue(field: Field): boolean;
  parseValue(field: Field, value: unknown): unknown;
}

/** Value types that keep every value as the API sent it, flattening every object. */
export const RAW_VALUE_TYPES: NgaValueTypes = {
  isWholeValue: () => false,
  parseValue: (_field, value) => value,
};

/** The dot paths of the fields whose value must stay whole. */
function wholeValuePaths(fields: readonly Field[], types: NgaValueTypes): Set<string> {
  return new Set(fields.filter((field) => types.isWholeValue(field)).map((f) => f.name()));
}

/** The identity of an entity as an entry needs it: its name and its identifier field's name. */
export interface EntryEntity {
  name(): string;
  identifier(): Pick<Field, 'name'>;
}

/**
 * One record of an entity as the views hold it. `values` is flat: nested properties of the
 * API answer are reachable by dot keys (`entry.values['author.name']`) and the fields'
 * `map` functions have been applied. `source` keeps the record exactly as the API sent it,
 * so that an update can send back what the form does not show.
 */
export class Entry implements EntryLike {
  /**
   * The version of the record as the API tagged it (`ETag`) when it was read or written alone;
   * an update or deletion of this entry sends it back in `If-Match`.
   */
  etag: string | null = null;

  constructor(
    readonly entityName: string,
    readonly values: Record<string, unknown> = {},
    readonly identifierValue: unknown = undefined,
    readonly source: Readonly<Record<string, unknown>> = {},
  ) {}

  /**
   * Builds an entry from a REST record: nested objects flattened to dot keys (except the
   * values of whole-value fields), each value read by its type (`parse`), then each field's
   * `map` functions applied in order, each receiving the value and the entry's flat values (as
   * ng-admin did). The identifier is read from the entity's identifier field before any `map`
   * runs.
   */
  static fromRest(
    record: Record<string, unknown>,
    entity: EntryEntity,
    fields: readonly Field[] = [],
    types: NgaValueTypes = RAW_VALUE_TYPES,
  ): Entry {
    const whole = wholeValuePaths(fields, types);
    const values = flattenValues(record, (path) => whole.has(path));
    const identifierValue = readPath(record, entity.identifier().name());
    for (const field of fields) {
      const name = field.name();
      if (name in values) {
        const parsed = types.parseValue(field, values[name]);
        values[name] = field.map().reduce((value, fn) => fn(value, values), parsed);
      }
    }
    return new Entry(entity.name(), values, identifierValue, record);
  }

  /** Builds an entry from form values (flat dot keys), as the configuration functions see it. */
  static fromValues(
    entityName: string,
    values: Record<string, unknown>,
    identifierValue?: unknown,
  ): Entry {
    return new Entry(entityName, { ...values }, identifierValue);
  }

  /**
   * The record to send: each field's `transform` functions applied in order to its value,
   * then dot keys nested again.
   */
  toRest(fields: readonly Field[] = []): Record<string, unknown> {
    return unflattenValues(applyTransforms(this, fields));
  }
}

/**
 * Applies each field's `transform` functions, in order, to the entry's values; each
 * receives the value and the flat values. Returns new flat values; keys without a field
 * pass through unchanged.
 */
export function applyTransforms(
  entry: EntryLike,
  fields: readonly Field[],
): Record<string, unknown> {
  const values = { ...entry.values };
  for (const field of fields) {
    const name = field.name();
    if (name in values) {
      values[name] = field.transform().reduce((value, fn) => fn(value, values), values[name]);
    }
  }
  return values;
}

/** Whether a value is a REST record that an entry can be built from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value);
}

/** The flat values of a record, whole-value fields kept whole, without maps. */
export function flatRecordValues(
  record: Readonly<Record<string, unknown>>,
  fields: readonly Field[],
  types: NgaValueTypes = RAW_VALUE_TYPES,
): Record<string, unknown> {
  const whole = wholeValuePaths(fields, types);
  return flattenValues(record as Record<string, unknown>, (path) => whole.has(path));
}
