import {
  EnvironmentProviders,
  inject,
  Injectable,
  InjectionToken,
  makeEnvironmentProviders,
  reflectComponentType,
  Type,
} from '@angular/core';
import { ngaFeature, NgaFeature } from '../feature';
import type { NgaComponentLoader, NgaFieldRole, NgaFieldType } from './field-type';

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

/**
 * Finds the components of a field type by name and loads lazy ones once.
 *
 * @usageNotes
 * ```ts
 * const cell = await inject(NgaFieldTypeRegistry).component('date', 'cell');
 * ```
 */
@Injectable({ providedIn: 'root' })
export class NgaFieldTypeRegistry {
  private readonly types = new Map<string, NgaFieldType>();
  private readonly loaded = new Map<NgaComponentLoader, Promise<Type<unknown>>>();

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

  /** The definition of a type; throws naming the type and the known ones. */
  get(name: string): NgaFieldType {
    const type = this.types.get(name);
    if (!type) {
      throw new Error(
        `No field type "${name}" is registered. Known types: ${this.names().join(', ')}. ` +
          'Register it with withFieldTypes(...) in provideNgAdmin.',
      );
    }
    return type;
  }

  /** The component class of a role, loaded on first use when the type gave a loader. */
  component(name: string, role: NgaFieldRole): Promise<Type<unknown>> {
    const type = this.get(name);
    const loader = role === 'filter' ? (type.filter ?? type.input) : type[role];
    let component = this.loaded.get(loader);
    if (!component) {
      component = isComponent(loader) ? Promise.resolve(loader) : loader();
      this.loaded.set(loader, component);
    }
    return component;
  }
}

function isComponent(loader: NgaComponentLoader): loader is Type<unknown> {
  return reflectComponentType(loader as Type<unknown>) !== null;
}
