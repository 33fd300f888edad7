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

/**
 * The definition in one line, properties in alphabetical order, each role loaded: components
 * by selector, other classes by name, functions as `fn`:
 * `date: display=fn filter=nga-date-filter ...`.
 */
export async function fieldTypeSummary(type: NgaFieldType): Promise<string> {
  const { name, ...rest } = await resolvedFieldType(type);
  const entries = Object.entries(rest).sort(([a], [b]) => a.localeCompare(b));
  const text = entries.map(([key, value]) => `${key}=${summaryOf(value)}`);
  return `${name}: ${text.join(' ')}`;
}

function summaryOf(value: unknown): string {
  if (typeof value !== 'function') return String(value);
  const component = reflectComponentType(value as Type<unknown>);
  if (component) return component.selector;
  // A class keeps its name; an arrow function or method is only "a function".
  return /^class\b/.test(Function.prototype.toString.call(value)) ? value.name : 'fn';
}
