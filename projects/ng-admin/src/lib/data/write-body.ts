import type { EntryLike, Field, WriteMethod } from '@ng-admin/core/config';
import {
  applyTransforms,
  Entry,
  flatRecordValues,
  RAW_VALUE_TYPES,
  type NgaValueTypes,
} from './entry';
import { deepEqual, unflattenValues } from './values';

/**
 * The body of a creation request: the form values (flat dot keys) through each field's
 * `transform` functions, nested again.
 */
export function creationBody(
  entityName: string,
  fields: readonly Field[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  return Entry.fromValues(entityName, values).toRest(fields);
}

/**
 * The body of an update request.
 *
 * `PUT` (and `POST`) replace the record, so the body is the loaded record as the API sent it
 * with the transformed form values written over it: properties the form does not show
 * survive, and a written value replaces the whole subtree under its key.
 *
 * `PATCH` sends only the values that differ from the loaded entry (compared before
 * `transform`, as the form shows them), transformed and nested.
 */
export function updateBody(
  loaded: EntryLike & { source?: Readonly<Record<string, unknown>> },
  fields: readonly Field[],
  values: Record<string, unknown>,
  method: WriteMethod,
  types: NgaValueTypes = RAW_VALUE_TYPES,
): Record<string, unknown> {
  const written = Entry.fromValues(loaded.entityName, values, loaded.identifierValue);
  const transformed = applyTransforms(written, fields);
  if (method === 'PATCH') {
    const changed: Record<string, unknown> = {};
    for (const key of Object.keys(values)) {
      if (!deepEqual(values[key], loaded.values[key])) {
        changed[key] = transformed[key];
      }
    }
    return unflattenValues(changed);
  }
  const base = loaded.source ? flatRecordValues(loaded.source, fields, types) : {};
  for (const key of Object.keys(transformed)) {
    for (const existing of Object.keys(base)) {
      if (existing.startsWith(`${key}.`)) {
        delete base[existing];
      }
    }
  }
  return unflattenValues({ ...base, ...transformed });
}
