import { TemplateField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaTemplateCell } from './template-cell';

/**
 * The built-in `template` type: a field rendered only by its `template()`, for computed
 * columns and for filters without a widget of their own. Read views use the scope
 * `{ value, field, entry, entity, datastore }`, forms add `form`, filters use
 * `{ value, field, values, datastore }`.
 *
 * @usageNotes
 * ```ts
 * admin.field('summary', 'template').template('{{ entry.values.title }}');
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...templateFieldType, cell: MyCell }));
 * ```
 */
export const templateFieldType: NgaFieldType = {
  name: 'template',
  cell: NgaTemplateCell,
  value: NgaTemplateCell,
  input: () => import('./template-input').then((m) => m.NgaTemplateInput),
  filter: () => import('./template-filter').then((m) => m.NgaTemplateFilter),
  fieldClass: TemplateField,
};
