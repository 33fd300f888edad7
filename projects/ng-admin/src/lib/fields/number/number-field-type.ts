import { NumberField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaNumberCell } from '../shared/number-cell';
import { NgaNumberFilter } from '../shared/number-filter';
import { NgaNumberInput } from '../shared/number-input';
import { NgaNumberValue } from '../shared/number-value';

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
  value: NgaNumberValue,
  input: NgaNumberInput,
  filter: NgaNumberFilter,
  fieldClass: NumberField,
};
