import type { BooleanField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../../base/field-type';
import { booleanIcon, booleanLabel, booleanTone, parseBoolean } from './boolean-display';

/**
 * The built-in `boolean` type: three states (true, false, null). Values as real APIs send them
 * (`1`/`0`, `'true'`/`'false'`, `'1'`/`'0'`) are read as booleans. A check, cross or dash icon
 * named by the label of the matching `choices()` option in read views, a dropdown in forms
 * (a checkbox when required), a dropdown of `filterChoices()` in filters.
 *
 * @usageNotes
 * ```ts
 * admin.field('published', 'boolean').choices([
 *   { value: true, label: 'Published' },
 *   { value: false, label: 'Draft' },
 * ]);
 * ```
 */
export const booleanFieldType: NgaFieldType = {
  name: 'boolean',
  parse: (value) => parseBoolean(value),
  display: (value, { field, intl }) => ({
    kind: 'icon',
    icon: booleanIcon(value),
    text: booleanLabel((field as BooleanField).choices(), value, intl),
    tone: booleanTone(value),
  }),
  // A required boolean is a checkbox (spec 2.4): unchecked is an answer, only "unset" is missing.
  isEmpty: (value) => value === null || value === undefined,
  value: () => import('./boolean-value').then((m) => m.NgaBooleanValue),
  input: () => import('./boolean-input').then((m) => m.NgaBooleanInput),
  filter: () => import('./boolean-filter').then((m) => m.NgaBooleanFilter),
};
