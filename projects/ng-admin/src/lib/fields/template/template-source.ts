import type { Field } from '@ng-admin/core/config';
import type { NgaTemplateSource } from '../../templates/template-types';

/**
 * A field's `template()` as the template engine takes it (the DSL and the engine type the
 * entry parameter of template functions differently); `null` when the field has none.
 *
 * @usageNotes
 * ```ts
 * protected readonly template = computed(() => templateSource(this.field()));
 * ```
 */
export function templateSource(field: Field): NgaTemplateSource | null {
  return field.template() as NgaTemplateSource | null;
}
