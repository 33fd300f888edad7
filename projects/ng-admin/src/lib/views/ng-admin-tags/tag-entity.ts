import type { Entity, EntryLike } from '@ng-admin/core/config';

/**
 * The entity an ng-admin tag names: `entity` (an Entity or a name), else `entity-name`, else
 * the entity of `entry`; null when the application has no entity of that name.
 *
 * @usageNotes
 * ```ts
 * tagEntity(application, this.entity(), this.entityName(), this.entry());
 * ```
 */
export function tagEntity(
  application: { hasEntity(name: string): boolean; getEntity(name: string): Entity },
  entity: Entity | string | null | undefined,
  entityName: string | null | undefined,
  entry?: EntryLike | null,
): Entity | null {
  if (entity && typeof entity === 'object') return entity;
  const name = (typeof entity === 'string' ? entity : null) ?? entityName ?? entry?.entityName;
  return name && application.hasEntity(name) ? application.getEntity(name) : null;
}
