import { reflectComponentType, Type } from '@angular/core';

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
