import {
  EnvironmentProviders,
  inject,
  Injectable,
  InjectionToken,
  makeEnvironmentProviders,
  PendingTasks,
  reflectComponentType,
  Type,
} from '@angular/core';
import type { Field } from '@ng-admin/core/config';
import { NgaIntl } from '../i18n/intl';
import { orWhenNotDownloaded } from './failed-download';
import { ngaFeature, NgaFeature } from './feature';
import { NgaPartDownloadFailed } from './part-download-failed';
import type { NgaComponentLoader, NgaFieldRole, NgaFieldType, NgaLoadContext } from './field-type';

declare const ngDevMode: unknown;

/** Every registered field type list, in registration order (built-in types first). */
export const NGA_FIELD_TYPES = new InjectionToken<readonly (readonly NgaFieldType[])[]>(
  'NGA_FIELD_TYPES',
);

/**
 * Registers field types: built-in ones are registered this way too. A later registration of a
 * name replaces the earlier one, which is how an application restyles a built-in type.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes(ratingType));
 * ```
 */
export function withFieldTypes(...types: NgaFieldType[]): NgaFeature<'fieldTypes'> {
  return ngaFeature('fieldTypes', [provideFieldTypes(...types)]);
}

/**
 * The provider behind `withFieldTypes`, for libraries that ship field types as providers.
 *
 * @usageNotes
 * ```ts
 * export const provideMapFieldType = () => provideFieldTypes(mapType);
 * ```
 */
export function provideFieldTypes(...types: NgaFieldType[]): EnvironmentProviders {
  return makeEnvironmentProviders([{ provide: NGA_FIELD_TYPES, useValue: types, multi: true }]);
}

/** A field type with what it inherits resolved; every question about a type goes through it. */
export type NgaResolvedFieldType = NgaFieldType;

/**
 * The registered field types: finds a type by name (with what it `extends` resolved), answers
 * what views ask of a field (its value shape, whether lists show it, ...) and loads lazy
 * components once.
 *
 * @usageNotes
 * ```ts
 * const registry = inject(NgaFieldTypeRegistry);
 * const cell = await registry.component('rating', 'cell');
 * registry.of(field).sortable;
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaFieldTypeRegistry {
  private readonly types = new Map<string, NgaFieldType>();
  private readonly resolved = new Map<string, NgaResolvedFieldType>();
  private readonly loaded = new Map<NgaComponentLoader, Promise<Type<unknown>>>();
  private readonly intl = inject(NgaIntl);
  private readonly pendingTasks = inject(PendingTasks);
  private readonly loadContext: NgaLoadContext = {
    intl: this.intl,
    loadDisplays: (fields) => this.loadDisplays(fields),
  };

  constructor() {
    for (const group of inject(NGA_FIELD_TYPES, { optional: true }) ?? []) {
      for (const type of group) this.types.set(type.name, type);
    }
  }

  /** Whether a type of this name is registered. */
  has(name: string): boolean {
    return this.types.has(name);
  }

  /** The names of all registered types, in registration order. */
  names(): string[] {
    return [...this.types.keys()];
  }

  /** The registered definitions, later registrations having replaced earlier ones. */
  all(): NgaFieldType[] {
    return [...this.types.values()];
  }

  /** The definition of a type with what it extends merged in; throws naming known types. */
  get(name: string): NgaResolvedFieldType {
    let type = this.resolved.get(name);
    if (!type) {
      type = this.resolve(name, []);
      this.resolved.set(name, type);
    }
    return type;
  }

  /** The definition of a field's type. */
  of(field: Field): NgaResolvedFieldType {
    return this.get(field.type());
  }

  /** Whether records keep this field's value whole (never flattened to dot keys). */
  isWholeValue(field: Field): boolean {
    return this.types.has(field.type()) && this.of(field).valueShape === 'whole';
  }

  /** Whether the field's value is a property of the record (see `NgaFieldType.inRecord`). */
  isInRecord(field: Field): boolean {
    return !this.types.has(field.type()) || this.of(field).inRecord !== false;
  }

  /** A value from the API as the field's type reads it (`parse`), before any `map`. */
  parseValue(field: Field, value: unknown): unknown {
    if (!this.types.has(field.type())) return value;
    const parse = this.of(field).parse;
    return parse ? parse(value, field) : value;
  }

  /**
   * Loads what the displays of these fields need (their types' `load`: numbro for formatted
   * numbers, the locale data of dates); `null` when they need nothing. It never fails: a
   * display whose code could not load shows values as the API sent them.
   *
   * @usageNotes
   * ```ts
   * await registry.loadDisplays(view.fields());
   * ```
   */
  loadDisplays(fields: readonly Field[]): Promise<void> | null {
    const loads: Promise<unknown>[] = [];
    for (const field of fields) {
      if (!this.types.has(field.type())) continue;
      const load = this.of(field).load?.(field, this.loadContext);
      if (load) loads.push(load);
    }
    if (loads.length === 0) return null;
    // Tests and server rendering wait for the formatted values (`whenStable`).
    const done = this.pendingTasks.add();
    return Promise.all(loads).then(
      () => done(),
      (error: unknown) => {
        done();
        if (typeof ngDevMode === 'undefined' || ngDevMode) {
          console.error('[ng-admin] What a display needs could not be loaded:', error);
        }
      },
    );
  }

  /**
   * The component class of a role, loaded on first use when the type gave a loader. When its
   * code did not download, `NgaPartDownloadFailed`, and the next call tries again.
   */
  component(name: string, role: NgaFieldRole): Promise<Type<unknown>> {
    const loader = this.loaderOf(name, role);
    if (!loader) {
      return Promise.reject(
        new Error(`The field type "${name}" has no ${role} component and no display function.`),
      );
    }
    let component = this.loaded.get(loader);
    if (!component) {
      const loading = (isComponent(loader) ? Promise.resolve(loader) : loader()).catch(
        (error: unknown) => {
          this.loaded.delete(loader);
          throw error;
        },
      );
      component = orWhenNotDownloaded(
        loading,
        NgaPartDownloadFailed,
        `The ${role} of the field type "${name}"`,
      );
      this.loaded.set(loader, component);
    }
    return component;
  }

  /** The loader of a role's component; `undefined` when the type renders it with `display`. */
  loaderOf(name: string, role: NgaFieldRole): NgaComponentLoader | undefined {
    const type = this.get(name);
    if (role === 'filter') return type.filter ?? type.input;
    if (role === 'value') return type.value ?? (type.display ? undefined : type.cell);
    return type[role];
  }

  private resolve(name: string, chain: readonly string[]): NgaResolvedFieldType {
    const type = this.types.get(name);
    if (!type) {
      const from = chain.length > 0 ? ` (extended by "${chain[chain.length - 1]}")` : '';
      throw new Error(
        `No field type "${name}" is registered${from}. Known types: ${this.names().join(', ')}. ` +
          'Register it with withFieldTypes(...) in provideNgAdmin.',
      );
    }
    if (!type.extends) return type;
    if (chain.includes(name) || type.extends === name) {
      throw new Error(`The field type "${name}" extends itself: ${[...chain, name].join(' > ')}`);
    }
    const parent = this.resolve(type.extends, [...chain, name]);
    const own = Object.fromEntries(
      Object.entries(type).filter(([, value]) => value !== undefined),
    ) as Partial<NgaFieldType>;
    return { ...parent, ...own, name: type.name };
  }
}

function isComponent(loader: NgaComponentLoader): loader is Type<unknown> {
  return reflectComponentType(loader as Type<unknown>) !== null;
}
