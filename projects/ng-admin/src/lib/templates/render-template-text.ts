import { reflectComponentType, Type } from '@angular/core';
import { builtInTemplateFilters } from './filters';
import { interpolate, stringifyTemplateValue } from './interpolate';
import type { NgaTemplateFilters, NgaTemplateSource, TemplateScope } from './template-types';

/**
 * Whether a template setting is a component class rather than a template function.
 *
 * @usageNotes
 * ```ts
 * isTemplateComponent(PostLinkComponent); // true
 * isTemplateComponent((entry) => entry?.values['title']); // false
 * ```
 */
export function isTemplateComponent(template: unknown): template is Type<unknown> {
  return typeof template === 'function' && reflectComponentType(template as Type<unknown>) !== null;
}

/**
 * The text of a template: a string is interpolated against the scope, a function is called
 * with `scope.entry`, a component class gives `''`. The result is not escaped: use it where
 * text is expected (titles, aria labels, document title, CSV), never as HTML.
 *
 * @usageNotes
 * ```ts
 * renderTemplateText('Edit {{ entry.values.title }}', { entry }); // 'Edit Hello'
 * renderTemplateText((entry) => `#${entry?.identifierValue}`, { entry }); // '#12'
 * ```
 */
export function renderTemplateText(
  template: NgaTemplateSource | null | undefined,
  scope: TemplateScope,
  filters: NgaTemplateFilters = builtInTemplateFilters,
): string {
  if (template === null || template === undefined) return '';
  if (typeof template === 'string') return interpolate(template, scope, filters);
  if (isTemplateComponent(template)) return '';
  return stringifyTemplateValue((template as (entry: unknown) => unknown)(scope.entry));
}
