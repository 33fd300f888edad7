import type { NgaFieldType } from '../../base/field-type';
import { compactJson } from './json-format';

/**
 * The built-in `json` type: the value kept whole (never flattened to dot keys), as compact
 * JSON on one line in lists, indented in the show view, edited as JSON text in forms.
 *
 * @usageNotes
 * ```ts
 * admin.field('pictures', 'json');
 * ```
 */
export const jsonFieldType: NgaFieldType = {
  name: 'json',
  valueShape: 'whole',
  display: (value) => {
    const json = compactJson(value);
    return { kind: 'text', text: json, title: json || undefined, style: 'code' };
  },
  value: () => import('./json-value').then((m) => m.NgaJsonValue),
  input: () => import('./json-input').then((m) => m.NgaJsonInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
};
