import type { NgaFieldType } from '../field-type';
import { NgaDateCell } from './date-cell';

/**
 * The built-in `date` field type: formatted cells and values, a Material datepicker input
 * storing `'yyyy-MM-dd'` local days, and a datepicker filter.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes(dateFieldType));
 * admin.field('published_at', 'date').format('dd/MM/yyyy');
 * ```
 */
export const dateFieldType: NgaFieldType = {
  name: 'date',
  cell: NgaDateCell,
  value: () => import('./date-value').then((m) => m.NgaDateValue),
  input: () => import('./date-input').then((m) => m.NgaDateInput),
  filter: () => import('./date-filter').then((m) => m.NgaDateFilter),
};
