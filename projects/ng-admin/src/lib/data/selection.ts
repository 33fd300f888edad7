import type { Entity, Field, View } from '@ng-admin/core/config';
import type { NgaFieldTypeRegistry } from '../base/field-type-registry';
import type { ListQuery } from './api-mapping';
import type { ResourceTarget } from './urls';

/**
 * The properties of an entity's records that some fields read, in order and once each: the
 * identifier, the version field when the entity has one, then the first segment of each field
 * name whose type reads the record (a template or a referenced list does not), then what the
 * string templates read: `entry.values.<name>` in a field's template or in the view's title
 * and description, and the field's own value (`value`) in its template.
 *
 * @usageNotes
 * ```ts
 * recordProperties(posts, [admin.field('title'), admin.field('author.name')], types);
 * // ['id', 'title', 'author']
 * ```
 */
export function recordProperties(
  entity: Entity,
  fields: readonly Field[],
  types: NgaFieldTypeRegistry,
  view?: View,
): string[] {
  const names = new Set<string>([firstSegment(entity.identifier().name())]);
  const versionField = entity.versionField();
  if (versionField) names.add(firstSegment(versionField));
  for (const field of fields) {
    if (types.isInRecord(field)) names.add(firstSegment(field.name()));
  }
  for (const field of fields) {
    const template = field.template();
    if (typeof template !== 'string') continue;
    if (/(^|[^\w$.])value([^\w$]|$)/.test(template)) names.add(firstSegment(field.name()));
    templateProperties(template).forEach((name) => names.add(name));
  }
  for (const text of [view?.title(), view?.description()]) {
    if (typeof text === 'string') templateProperties(text).forEach((name) => names.add(name));
  }
  return [...names];
}

/**
 * The record properties a template string reads: `entry.values.title`,
 * `entry.values['title']`, `entry.values["author.name"]` (its first segment).
 */
export function templateProperties(template: string): string[] {
  const names: string[] = [];
  const reads = /\bentry\.values(?:\.([A-Za-z_$][\w$]*)|\[\s*(['"])([^'"]+)\2\s*\])/g;
  for (const match of template.matchAll(reads)) {
    names.push(firstSegment(match[1] ?? match[3]));
  }
  return names;
}

/** A copy of a target naming the record properties its caller reads. */
export function selecting<T extends ResourceTarget>(target: T, fields: readonly string[]): T {
  return { ...target, fields };
}

/** A copy of a list query whose resource names the record properties its caller reads. */
export function selectingList(query: ListQuery, fields: readonly string[]): ListQuery {
  return { ...query, resource: selecting(query.resource, fields) };
}

function firstSegment(name: string): string {
  const dot = name.indexOf('.');
  return dot < 0 ? name : name.slice(0, dot);
}
