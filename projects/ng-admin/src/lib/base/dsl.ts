import { InjectionToken } from '@angular/core';
import type {
  admin,
  Application,
  ConfigError,
  Field,
  ReferencedListField,
  ReferenceField,
} from '@ng-admin/core/config';

/** What the library reads a configuration with: the DSL's entry object and classes. */
export interface NgaDsl {
  readonly admin: typeof admin;
  readonly Application: typeof Application;
  readonly ConfigError: typeof ConfigError;
  readonly Field: typeof Field;
  readonly ReferenceField: typeof ReferenceField;
  readonly ReferencedListField: typeof ReferencedListField;
}

// The DSL's admin.ts sets it when the DSL module is evaluated.
const ANNOUNCEMENT = Symbol.for('@ng-admin/core/config');

/**
 * The DSL when it is loaded already (a configuration that imports it statically), so that such
 * a configuration is read at once; undefined while a lazy configuration has not brought it.
 */
export function loadedDsl(): NgaDsl | undefined {
  return (globalThis as Record<symbol, NgaDsl | undefined>)[ANNOUNCEMENT];
}

/** Loads the DSL: a chunk of its own, shared with the lazy configuration that uses it. */
export function loadDsl(): Promise<NgaDsl> {
  return import('@ng-admin/core/config');
}

/**
 * How the configuration loader loads the DSL: `loadDsl`. Internal; a test gives a loader whose
 * download fails.
 */
export const NGA_DSL_LOADER = new InjectionToken<() => Promise<NgaDsl>>('NGA_DSL_LOADER', {
  providedIn: 'root',
  factory: () => loadDsl,
});
