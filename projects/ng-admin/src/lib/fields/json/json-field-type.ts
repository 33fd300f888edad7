import { JsonField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaJsonCell } from './json-cell';

/**
 * The built-in `json` type: compact JSON in lists, indented JSON in the show view, a JSON
 * editor in forms (loaded only when a form shows one), a text search in filters.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({
 *   ...jsonFieldType,
 *   input: () => import('./code-editor').then((m) => m.CodeEditorInput),
 * }));
 * ```
 */
export const jsonFieldType: NgaFieldType = {
  name: 'json',
  cell: NgaJsonCell,
  value: () => import('./json-value').then((m) => m.NgaJsonValue),
  input: () => import('./json-input').then((m) => m.NgaJsonInput),
  filter: () => import('../shared/text-search-filter').then((m) => m.NgaTextSearchFilter),
  fieldClass: JsonField,
};
