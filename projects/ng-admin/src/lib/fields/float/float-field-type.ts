import { FloatField } from '@ng-admin/core/config';
import type { NgaFieldType } from '../field-type';
import { NgaNumberCell } from '../shared/number-cell';

/**
 * The built-in `float` type: like `number`, with the float's default format (`'0.000'`,
 * three decimals) and a number box that accepts any decimal (`step="any"`).
 *
 * @usageNotes
 * ```ts
 * admin.field('rating', 'float').format('0.0');
 * provideNgAdmin(() => buildAdmin(), withFieldTypes({ ...floatFieldType, cell: StarsCell }));
 * ```
 */
export const floatFieldType: NgaFieldType = {
  name: 'float',
  cell: NgaNumberCell,
  value: () => import('../shared/number-value').then((m) => m.NgaNumberValue),
  input: () => import('../shared/number-input').then((m) => m.NgaNumberInput),
  filter: () => import('../shared/number-filter').then((m) => m.NgaNumberFilter),
  fieldClass: FloatField,
};
