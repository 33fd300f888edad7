import { NumberField } from './number-field';

/**
 * A decimal number field. Its default format, `'0.000'` (numbro syntax), shows three
 * decimals, as ng-admin's float type did.
 *
 * @usageNotes
 * ```ts
 * admin.field('rating', 'float').format('0.0');
 * ```
 */
export class FloatField extends NumberField {
  constructor(name: string, type = 'float') {
    super(name, type);
    this.format('0.000');
  }
}
