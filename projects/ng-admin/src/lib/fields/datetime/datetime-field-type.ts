import { NgaDateCell } from '../date/date-cell';
import type { NgaFieldType } from '../field-type';

/**
 * The built-in `datetime` field type: cells and values formatted with `format()` (default
 * `yyyy-MM-dd HH:mm:ss`), a datepicker plus timepicker input storing ISO 8601 strings, and
 * the day filter of the `date` type (`'yyyy-MM-dd'`). Cells, values and the filter are the
 * `date` type's components: they only depend on the field's `format()`.
 *
 * @usageNotes
 * ```ts
 * provideNgAdmin(() => buildAdmin(), withFieldTypes(dateTimeFieldType));
 * admin.field('created_at', 'datetime').format('dd/MM/yyyy HH:mm');
 * ```
 */
export const dateTimeFieldType: NgaFieldType = {
  name: 'datetime',
  cell: NgaDateCell,
  value: () => import('../date/date-value').then((m) => m.NgaDateValue),
  input: () => import('./datetime-input').then((m) => m.NgaDatetimeInput),
  filter: () => import('../date/date-filter').then((m) => m.NgaDateFilter),
};
