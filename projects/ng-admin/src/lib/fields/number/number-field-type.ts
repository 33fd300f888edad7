import type { NumberField, Field } from '@ng-admin/core/config';
import type { NgaFieldType } from '../../base/field-type';
import { formatNumber, loadNumberFormat } from '../../i18n/number-format';

/** The field's number format, for fields that have one (custom types may not). */
export function numberFormatOf(field: Field): string | undefined {
  const withFormat = field as Field & Partial<Pick<NumberField, 'format'>>;
  return typeof withFormat.format === 'function'
    ? ((withFormat as NumberField).format() ?? undefined)
    : undefined;
}

/**
 * The built-in `number` field type: formatted by numbro with the field's `format()` (numeral.js
 * syntax, `'$0,0.00'`) in the admin's locale, right-aligned in lists; a number box in forms; a
 * number filter. numbro loads with the first field that has a format.
 *
 * @usageNotes
 * ```ts
 * admin.field('views', 'number').format('0,0');
 * ```
 */
export const numberFieldType: NgaFieldType = {
  name: 'number',
  display: (value, { field, intl }) => ({
    kind: 'text',
    text: formatNumber(value, numberFormatOf(field), intl.locale),
    style: 'number',
  }),
  load: (field, { intl }) => (numberFormatOf(field) ? loadNumberFormat(intl.locale) : null),
  input: () => import('../shared/number-input').then((m) => m.NgaNumberInput),
  filter: () => import('../shared/number-filter').then((m) => m.NgaNumberFilter),
};
