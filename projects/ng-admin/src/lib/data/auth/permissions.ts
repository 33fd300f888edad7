import { inject, Injectable, Injector } from '@angular/core';
import type {
  Entity,
  Field,
  FieldAccess,
  ResolvedPermissions,
  ViewKind,
} from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaAuth } from './auth';

/**
 * What the signed-in user may do, from the configuration's `permissions(...)` rules
 * (`entity.permissions`, `application.permissions`), evaluated once per identity and entity.
 * Views ask it which views, buttons and fields to show; without rules everything is allowed.
 *
 * @usageNotes
 * ```ts
 * const permissions = inject(NgaPermissions);
 * permissions.canView(posts, 'edition'); // false for a viewer
 * permissions.fieldAccess(posts, 'views'); // 'read'
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaPermissions {
  private readonly auth = inject(NgaAuth);
  // Read once there is an entity to ask about: a refused configuration may have no application.
  private readonly injector = inject(Injector);
  private readonly resolved = new WeakMap<object, Map<Entity, ResolvedPermissions>>();
  private readonly anonymous = {};

  /** The permissions of the signed-in user on an entity (reactive: follows the identity). */
  of(entity: Entity): ResolvedPermissions {
    const identity = this.auth.identity();
    const key: object = identity ?? this.anonymous;
    let byEntity = this.resolved.get(key);
    if (!byEntity) this.resolved.set(key, (byEntity = new Map()));
    let permissions = byEntity.get(entity);
    if (!permissions) {
      permissions = this.auth.enabled
        ? entity.permissionsFor(identity, this.injector.get(NGA_APPLICATION, null) ?? undefined)
        : ALLOW_ALL;
      byEntity.set(entity, permissions);
    }
    return permissions;
  }

  /** Whether the user may open a view of an entity (and whether the view is enabled at all). */
  canView(entity: Entity, kind: ViewKind): boolean {
    return (
      entity.getView(kind).isEnabled() && this.of(entity).visible && this.of(entity).canView(kind)
    );
  }

  /** Whether the user may export an entity's list. */
  canExport(entity: Entity): boolean {
    return this.of(entity).visible && this.of(entity).can('export');
  }

  /** What the user may do with a field of an entity: change it, only see it, or neither. */
  fieldAccess(entity: Entity, field: Field | string): FieldAccess {
    return this.of(entity).fieldAccess(typeof field === 'string' ? field : field.name());
  }

  /** The fields of a view the user may see. */
  readable<F extends Field>(entity: Entity, fields: readonly F[]): F[] {
    return fields.filter((field) => this.fieldAccess(entity, field) !== 'none');
  }
}

/** Without `withAuth(...)` nobody signs in, so permission rules have no one to apply to. */
const ALLOW_ALL: ResolvedPermissions = {
  visible: true,
  can: () => true,
  canView: () => true,
  fieldAccess: () => 'write',
};
