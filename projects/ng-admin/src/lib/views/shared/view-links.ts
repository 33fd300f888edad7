import type { Entity, Field } from '@ng-admin/core/config';

/** Router commands of an entity's views, one place for the route shapes of design.md 3. */
export const viewLinks = {
  list: (entity: Entity) => ['/', entity.name(), 'list'],
  create: (entity: Entity) => ['/', entity.name(), 'create'],
  show: (entity: Entity, id: unknown) => ['/', entity.name(), 'show', String(id)],
  edit: (entity: Entity, id: unknown) => ['/', entity.name(), 'edit', String(id)],
  delete: (entity: Entity, id: unknown) => ['/', entity.name(), 'delete', String(id)],
  batchDelete: (entity: Entity, ids: readonly unknown[]) => [
    '/',
    entity.name(),
    'batch-delete',
    ids.map((id) => String(id)).join(','),
  ],
};

/**
 * The detail view an entry links to (spec 2.3 isDetailLink): the field's route, the show view
 * for read-only entities, the other view when the preferred one is disabled; null when neither
 * the edition nor the show view is enabled.
 */
export function detailLink(entity: Entity, field: Field, id: unknown): string[] | null {
  const target = entity.getDetailLinkView(field);
  if (target === 'edit') return viewLinks.edit(entity, id);
  if (target === 'show') return viewLinks.show(entity, id);
  return null;
}
