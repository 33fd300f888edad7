import { ConfigError, type ConfigOwner } from './config-errors';

/** Where the reasons and replacements are explained, named in every error message. */
export const MIGRATION_GUIDE = 'docs/migrating-from-ng-admin.md';

const unsupported = new Map<string, ReadonlyMap<string, string>>();
const stubs = new WeakSet<object>();

/**
 * Gives a class the ng-admin 1.0 methods that cannot work here, each throwing a
 * `ConfigError` that names its owner (entity, view or field), says why and points to the
 * migration guide, so that a carried-over configuration fails at start-up instead of
 * being silently ignored. They are installed at run time only: TypeScript users get a
 * compile error instead. `reasons` maps each method name to the explanation (for renamed
 * methods, the name to use).
 */
export function defineUnsupported(
  prototype: object,
  className: string,
  reasons: Readonly<Record<string, string>>,
): void {
  for (const [method, reason] of Object.entries(reasons)) {
    if (method in prototype) {
      // A stub must never hide a method that works.
      throw new Error(`${className}.${method} exists; it cannot be marked unsupported`);
    }
    const stub = function (this: ConfigOwner): never {
      throw new ConfigError(
        `${this}: ${method}() is ng-admin 1.0 configuration that does not work here: ` +
          `${reason}. See ${MIGRATION_GUIDE}`,
      );
    };
    Object.defineProperty(stub, 'name', { value: method });
    stubs.add(stub);
    Object.defineProperty(prototype, method, {
      value: stub,
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  unsupported.set(
    className,
    new Map([...(unsupported.get(className) ?? []), ...Object.entries(reasons)]),
  );
}

/**
 * Every ng-admin method marked unsupported, by class name, with its reason: what the
 * migration guide must list.
 */
export function unsupportedNgAdminMethods(): ReadonlyMap<string, ReadonlyMap<string, string>> {
  return unsupported;
}

/** Whether a value is one of the throwing ng-admin methods. */
export function isUnsupportedNgAdminMethod(value: unknown): boolean {
  return typeof value === 'function' && stubs.has(value);
}

/**
 * The error for an ng-admin setter that has no counterpart here although its getter has
 * (`entity.name('x')`): the value is fixed at creation.
 */
export function fixedAtCreation(owner: ConfigOwner, method: string, how: string): ConfigError {
  return new ConfigError(
    `${owner}: ${method}() takes no argument here, the ${method} is fixed at creation (${how}). ` +
      `See ${MIGRATION_GUIDE}`,
  );
}
