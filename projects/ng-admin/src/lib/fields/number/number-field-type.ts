import { NumberField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaNumberCell } from '../shared/number-cell';

/**
 * The built-in `number` type: the value formatted with `format()` (numbro syntax, such as
 * `'$0,0.00'`) in read views and right-aligned in lists, a number box in forms and filters
 * whose control value is a number or `null`.
 *
 * @usageNotes
 * ```ts
 * admin.field('price', 'number').format('$0,0.00'); // 1234.5 -> $1,234.50
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...numberFieldType, input: SliderInput }));
 * ```
 */
export const numberFieldType: NgaFieldType = {
  name: 'number',
  cell: NgaNumberCell,
  value: () => import('../shared/number-value').then((m) => m.NgaNumberValue),
  input: () => import('../shared/number-input').then((m) => m.NgaNumberInput),
  filter: () => import('../shared/number-filter').then((m) => m.NgaNumberFilter),
  fieldClass: NumberField,
};
