import type { Entity, Field, ReferencedListField, ReferenceField } from '@ng-admin/core/config';
import { loadedDsl } from '../base/dsl';

// The data layer is in the first bundle and the DSL loads with a lazy configuration, so the
// DSL's classes come from the loaded DSL: a field exists only once the DSL has loaded.

/** Query parameters or filters by name, as the configuration gives them. */
export type QueryObject = Record<string, unknown>;

/** Whether the field's value holds identifiers of another entity to look up. */
export function isReferenceField(field: Field): field is ReferenceField {
  const dsl = loadedDsl();
  return dsl !== undefined && field instanceof dsl.ReferenceField;
}

/** Whether the field lists the entries of another entity that point back to this one. */
export function isReferencedListField(field: Field): field is ReferencedListField {
  const dsl = loadedDsl();
  return dsl !== undefined && field instanceof dsl.ReferencedListField;
}

/**
 * The target entity of a relation field. A validated application always has one; the
 * error names the field for configurations used without `validate()`.
 */
export function targetEntityOf(field: ReferenceField | ReferencedListField): Entity {
  const entity = field.targetEntity();
  if (!entity) {
    throw new Error(`${field}: a ${field.type()} field needs targetEntity()`);
  }
  return entity;
}

/** The field of the target entity that labels a reference. */
export function targetFieldOf(field: ReferenceField): Field {
  const target = field.targetField();
  if (!target) {
    throw new Error(`${field}: a ${field.type()} field needs targetField()`);
  }
  return target;
}

/** The foreign key name of a `referenced_list` field. */
export function targetReferenceFieldOf(field: ReferencedListField): string {
  const name = field.targetReferenceField();
  if (!name) {
    throw new Error(`${field}: a ${field.type()} field needs targetReferenceField()`);
  }
  return name;
}
