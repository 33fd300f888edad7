import type { NgaFieldType } from '../../base/field-type';
import { displayText } from '../shared/display-text';
import { textDisplay } from '../shared/display';

/**
 * The built-in `template` type: a field that shows its `template()` (read views render any
 * templated field the same way) and edits nothing, in forms too; as a filter, a hidden filter
 * whose value comes from `defaultValue` or `map`. Exports follow spec 4.2: a template string
 * exports its raw text, a template function the value it computes.
 *
 * @usageNotes
 * ```ts
 * admin.field('summary', 'template').template('{{ entry.values.title }} ({{ entry.values.views }})');
 * ```
 */
export const templateFieldType: NgaFieldType = {
  name: 'template',
  hasControl: false,
  inRecord: false,
  sortable: false,
  display: (value) => textDisplay(value),
  exportText: (value, { field, entry }) => {
    const template = field.template();
    if (typeof template === 'string') return template;
    if (typeof template === 'function') {
      return exportValue((template as (entry: unknown) => unknown)(entry));
    }
    return displayText(value);
  },
  input: () => import('./template-input').then((m) => m.NgaTemplateInput),
  filter: () => import('./template-filter').then((m) => m.NgaTemplateFilter),
};

function exportValue(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return displayText(value);
}
