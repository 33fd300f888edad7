import { ConfigError, describeValue, isPlainObject, type ConfigOwner } from './config-errors';
import type { ViewKind } from './views/view';

/**
 * The signed-in user as permission rules see it. `roles` feed role maps; `permissions`
 * and any other key are free for function rules. The application provides it (the
 * Angular part reads it from its identity provider).
 *
 * @usageNotes
 * ```ts
 * const alice: NgaIdentity = { id: 7, fullName: 'Alice', roles: ['editor'] };
 * ```
 */
export interface NgaIdentity {
  id: unknown;
  fullName?: string;
  roles?: readonly string[];
  permissions?: unknown;
  [key: string]: unknown;
}

/**
 * What a user may do with a field: change it, only see it, or neither.
 *
 * @usageNotes
 * ```ts
 * const salary: FieldAccess = 'read';
 * ```
 */
export type FieldAccess = 'write' | 'read' | 'none';

/**
 * The actions a grant allows or denies. Deletion and batch deletion both follow `delete`.
 *
 * @usageNotes
 * ```ts
 * const actions: PermissionAction[] = ['list', 'show'];
 * ```
 */
export type PermissionAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/**
 * What an entity allows one user: `true` everything, `false` nothing (the entity is
 * hidden), or an object where a missing action means allowed and a missing field means
 * `'write'`.
 *
 * @usageNotes
 * ```ts
 * const reviewer: PermissionGrant = { create: false, delete: false, fields: { notes: 'read' } };
 * ```
 */
export type PermissionGrant =
  | boolean
  | (Partial<Record<PermissionAction, boolean>> & {
      fields?: Readonly<Record<string, FieldAccess>>;
    });

/**
 * The permissions of an entity: a function of the identity (`null` when nobody is signed
 * in) returning a grant, or a map from role name to grant. With a map, a user gets the
 * union of what their roles allow, and a user with none of the roles gets nothing.
 *
 * @usageNotes
 * ```ts
 * post.permissions({ admin: true, editor: { delete: false }, guest: { list: true, create: false, edit: false, delete: false } });
 * comment.permissions((identity) => identity?.['id'] !== undefined);
 * ```
 */
export type PermissionRule =
  ((identity: NgaIdentity | null) => PermissionGrant) | Readonly<Record<string, PermissionGrant>>;

/**
 * An entity's permissions for one identity, computed once by `entityPermissions()`.
 *
 * @usageNotes
 * ```ts
 * const granted = entityPermissions(post, identity, application);
 * if (granted.canView('edition') && granted.fieldAccess('title') === 'write') enableTitle();
 * ```
 */
export interface ResolvedPermissions {
  /** False when the entity is hidden: the grant was `false` (or no role matched). */
  readonly visible: boolean;
  /** Whether the identity may perform an action. */
  can(action: PermissionAction): boolean;
  /** Whether the identity may open a view: deletion and batch deletion follow `delete`. */
  canView(kind: ViewKind): boolean;
  /** The access to a field; a field absent from every grant is `'write'`. */
  fieldAccess(fieldName: string): FieldAccess;
}

const ACTIONS: readonly PermissionAction[] = ['list', 'show', 'create', 'edit', 'delete', 'export'];
const ACCESS_RANK: Record<FieldAccess, number> = { none: 0, read: 1, write: 2 };
const VIEW_ACTIONS: Record<ViewKind, PermissionAction> = {
  list: 'list',
  show: 'show',
  creation: 'create',
  edition: 'edit',
  deletion: 'delete',
  batchDelete: 'delete',
};

/** A grant in the shape the evaluator merges: `false`, or every action and field rule. */
interface NormalizedGrant {
  actions: Record<PermissionAction, boolean>;
  fields: Readonly<Record<string, FieldAccess>>;
}

/**
 * Checks a grant; `where` says which entity (and role) it belongs to in the message.
 * Returns it normalized, or null for `false`.
 */
function normalizeGrant(where: string, grant: unknown): NormalizedGrant | null {
  if (grant === false) return null;
  if (grant === true) return { actions: allActions(true), fields: {} };
  if (!isPlainObject(grant)) {
    throw new ConfigError(
      `${where}: a grant is true, false or an object, got ${describeValue(grant)}`,
    );
  }
  const actions = allActions(true);
  for (const [key, value] of Object.entries(grant)) {
    if (key === 'fields') continue;
    if (!ACTIONS.includes(key as PermissionAction)) {
      throw new ConfigError(
        `${where}: unknown permission "${key}". Known keys: ${ACTIONS.join(', ')}, fields`,
      );
    }
    if (typeof value !== 'boolean') {
      throw new ConfigError(`${where}: "${key}" must be a boolean, got ${describeValue(value)}`);
    }
    actions[key as PermissionAction] = value;
  }
  return { actions, fields: normalizeFieldAccess(where, grant['fields']) };
}

function normalizeFieldAccess(where: string, fields: unknown): Record<string, FieldAccess> {
  if (fields === undefined) return {};
  if (!isPlainObject(fields)) {
    throw new ConfigError(`${where}: "fields" must be an object, got ${describeValue(fields)}`);
  }
  for (const [name, access] of Object.entries(fields)) {
    if (!(typeof access === 'string' && access in ACCESS_RANK)) {
      const shown = typeof access === 'string' ? JSON.stringify(access) : describeValue(access);
      throw new ConfigError(
        `${where}: field "${name}" must be 'write', 'read' or 'none', got ${shown}`,
      );
    }
  }
  return { ...(fields as Record<string, FieldAccess>) };
}

function allActions(allowed: boolean): Record<PermissionAction, boolean> {
  return Object.fromEntries(ACTIONS.map((action) => [action, allowed])) as Record<
    PermissionAction,
    boolean
  >;
}

/**
 * Checks a permission rule when it is configured: a function, or a map whose every
 * grant is valid. Errors name the owner and, for a map, the role.
 */
export function ensurePermissionRule(
  owner: ConfigOwner,
  method: string,
  rule: unknown,
): PermissionRule {
  if (typeof rule === 'function') return rule as PermissionRule;
  if (!isPlainObject(rule)) {
    throw new ConfigError(
      `${owner}: ${method}() expects a function of the identity or a map of roles to grants, ` +
        `got ${describeValue(rule)}`,
    );
  }
  for (const [role, grant] of Object.entries(rule)) {
    normalizeGrant(`${owner}: ${method}() role "${role}"`, grant);
  }
  return { ...(rule as Record<string, PermissionGrant>) };
}

/**
 * Problems `Application.validate()` reports for an entity's role map: field names that
 * no view, filter or export of the entity has (a typo would silently grant 'write').
 */
export function permissionFieldProblems(
  rule: PermissionRule | undefined,
  knownFields: ReadonlySet<string>,
): string[] {
  if (rule === undefined || typeof rule === 'function') return [];
  return Object.entries(rule).flatMap(([role, grant]) =>
    typeof grant === 'object'
      ? Object.keys(grant.fields ?? {})
          .filter((name) => !knownFields.has(name))
          .map(
            (name) =>
              `permissions() role "${role}" names field "${name}", which the entity does not have`,
          )
      : [],
  );
}

/** The grants that apply to an identity, `null` entries being denials. */
function grantsFor(
  owner: ConfigOwner,
  rule: PermissionRule,
  identity: NgaIdentity | null,
): (NormalizedGrant | null)[] {
  if (typeof rule === 'function') {
    return [
      normalizeGrant(
        `${owner}: the permissions function returned an invalid grant`,
        rule(identity),
      ),
    ];
  }
  const roles = identity?.roles ?? [];
  return roles
    .filter((role) => Object.hasOwn(rule, role))
    .map((role) => normalizeGrant(`${owner}: permissions() role "${role}"`, rule[role]));
}

const ALLOW_ALL: ResolvedPermissions = {
  visible: true,
  can: () => true,
  canView: () => true,
  fieldAccess: () => 'write',
};

/**
 * What one identity may do with an entity: its own rule, else the application's default
 * rule, else everything. Pure and cheap: the work is one pass over the identity's roles.
 * A malformed grant throws a `ConfigError` naming the entity (and the role).
 *
 * @usageNotes
 * ```ts
 * post.permissions({ admin: true, editor: { delete: false, fields: { views: 'read' } } });
 * const granted = entityPermissions(post, { id: 1, roles: ['editor'] });
 * granted.canView('deletion'); // false
 * granted.fieldAccess('views'); // 'read'
 * granted.fieldAccess('title'); // 'write'
 * ```
 */
export function entityPermissions(
  entity: ConfigOwner & { permissions(): PermissionRule | undefined },
  identity: NgaIdentity | null,
  application?: { permissions(): PermissionRule | undefined },
): ResolvedPermissions {
  const rule = entity.permissions() ?? application?.permissions();
  if (rule === undefined) return ALLOW_ALL;
  const grants = grantsFor(entity, rule, identity).filter(
    (grant): grant is NormalizedGrant => grant !== null,
  );
  const actions = allActions(false);
  for (const grant of grants) {
    for (const action of ACTIONS) actions[action] ||= grant.actions[action];
  }
  const can = (action: PermissionAction) => actions[action];
  return {
    visible: grants.length > 0,
    can,
    canView: (kind) => can(VIEW_ACTIONS[kind]),
    fieldAccess: (fieldName) => {
      let best: FieldAccess = 'none';
      for (const grant of grants) {
        const access = grant.fields[fieldName] ?? 'write';
        if (ACCESS_RANK[access] > ACCESS_RANK[best]) best = access;
      }
      return best;
    },
  };
}
