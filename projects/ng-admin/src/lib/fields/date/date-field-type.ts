import { DateField, type Field } from '@ng-admin/core/config';
import type { NgaDisplay, NgaFieldType } from '../../base/field-type';
import { formatDateValue, type NgaDateNames } from '../../templates/date-format';

/**
 * A date value as read views show it: formatted with the field's `format()` (Angular date
 * patterns, with the month and day names of `names`); a date-only value is a local calendar
 * day and never shifts with the timezone; a value that is not a date is shown as it is.
 *
 * @usageNotes
 * ```ts
 * dateDisplay('2024-03-01', admin.field('published_at', 'date').format('dd/MM/yyyy'));
 * dateDisplay('2024-03-01', admin.field('published_at', 'date').format('longDate'), intl.dateNames);
 * ```
 */
export function dateDisplay(value: unknown, field: Field, names?: NgaDateNames): NgaDisplay {
  const text =
    value === null || value === undefined || value === ''
      ? ''
      : formatDateValue(value, (field as DateField).format?.(), undefined, names);
  return { kind: 'text', text, style: 'date' };
}

/**
 * The built-in `date` field type: formatted in read views and exports, a Material datepicker
 * input storing `'yyyy-MM-dd'` local days, and a datepicker filter.
 *
 * @usageNotes
 * ```ts
 * admin.field('published_at', 'date').format('dd/MM/yyyy');
 * ```
 */
export const dateFieldType: NgaFieldType = {
  name: 'date',
  display: (value, { field, intl }) => dateDisplay(value, field, intl.dateNames),
  value: () => import('./date-value').then((m) => m.NgaDateValue),
  input: () => import('./date-input').then((m) => m.NgaDateInput),
  filter: () => import('./date-filter').then((m) => m.NgaDateFilter),
  fieldClass: DateField,
};
