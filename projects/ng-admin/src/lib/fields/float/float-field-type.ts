import type { NgaFieldType } from '../../base/field-type';

/**
 * The built-in `float` field type: a `number` whose default format shows three decimals.
 *
 * @usageNotes
 * ```ts
 * admin.field('rating', 'float').format('0.0');
 * ```
 */
export const floatFieldType: NgaFieldType = {
  name: 'float',
  extends: 'number',
};
