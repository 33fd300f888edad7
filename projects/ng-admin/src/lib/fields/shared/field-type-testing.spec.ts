/**
 * Spec helper (no specs of its own): a field type's definition with every role resolved to
 * its component class, lazy loaders loaded, so that specs compare what the registry renders.
 */
import { reflectComponentType, Type } from '@angular/core';
import type { NgaComponentLoader, NgaFieldType } from '../../base/field-type';

/** The definition with each role's component loaded. */
export async function resolvedFieldType(type: NgaFieldType): Promise<Record<string, unknown>> {
  const resolved: Record<string, unknown> = { ...type };
  for (const role of ['cell', 'value', 'input', 'filter'] as const) {
    const loader = type[role];
    if (loader) resolved[role] = await load(loader);
  }
  return resolved;
}

async function load(loader: NgaComponentLoader): Promise<Type<unknown>> {
  return reflectComponentType(loader as Type<unknown>)
    ? (loader as Type<unknown>)
    : (loader as () => Promise<Type<unknown>>)();
}
