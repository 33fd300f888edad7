import type { DateField, Field } from '@ng-admin/core/config';
import type { NgaDisplay, NgaFieldType } from '../../base/field-type';
import { formatDateValue, loadDateFormat } from '../../i18n/date-format';

/**
 * A date value as read views show it: formatted by Angular's `formatDate` with the field's
 * `format()` in `locale` (its month and day names, its named formats); a date-only value is a
 * local calendar day and never shifts with the timezone; a value that is not a date is shown
 * as it is.
 *
 * @usageNotes
 * ```ts
 * dateDisplay('2024-03-01', admin.field('published_at', 'date').format('dd/MM/yyyy'));
 * dateDisplay('2024-03-01', admin.field('published_at', 'date').format('longDate'), intl.locale);
 * ```
 */
export function dateDisplay(value: unknown, field: Field, locale = 'en-US'): NgaDisplay {
  const text =
    value === null || value === undefined || value === ''
      ? ''
      : formatDateValue(value, (field as DateField).format?.(), locale);
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
  display: (value, { field, intl }) => dateDisplay(value, field, intl.locale),
  load: (_field, { intl }) => loadDateFormat(intl.locale, intl.localeData),
  value: () => import('./date-value').then((m) => m.NgaDateValue),
  input: () => import('./date-input').then((m) => m.NgaDateInput),
  filter: () => import('./date-filter').then((m) => m.NgaDateFilter),
};
