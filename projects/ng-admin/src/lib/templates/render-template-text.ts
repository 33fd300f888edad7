import { builtInTemplateFilters } from './filters';
import { interpolate } from './interpolate';
import { isTemplateComponent } from './template-kind';
import type { NgaTemplateFilters, NgaTemplateSource, TemplateScope } from './template-types';
import { stringifyTemplateValue } from './template-value';

export { isTemplateComponent } from './template-kind';

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
