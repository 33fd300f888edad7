import type { NgaFieldType } from '../field-type';
import { NgaDateCell } from './date-cell';
import { NgaDateFilter } from './date-filter';
import { NgaDateInput } from './date-input';
import { NgaDateValue } from './date-value';

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
  value: NgaDateValue,
  input: NgaDateInput,
  filter: NgaDateFilter,
};
