import type { FilterOperator } from '../filter-operators';
import { ensureString } from '../config-errors';
import { defineUnsupported } from '../ng-admin-compat';
import { defineSettings, type Setting } from '../setting';
import { Field } from './field';

/**
 * A number field. Without `format`, values are displayed as they are.
 *
 * @usageNotes
 * ```ts
 * admin.field('price', 'number').format('$0,0.00'); // 1234.5 -> $1,234.50
 * ```
 */
export class NumberField extends Field {
  constructor(name: string, type = 'number') {
    super(name, type);
  }

  /**
   * Display format in numbro syntax, close to spreadsheet number formats
   * (`'$0,0.00'`, `'0.0%'`). `undefined` (the default) displays the raw number.
   */
  declare format: Setting<string | undefined, this>;

  static {
    defineSettings<NumberField>(this.prototype, {
      format: {
        initial: () => undefined,
        accept: (field, method, value) =>
          value === undefined ? undefined : ensureString(field, method, value),
      },
    });
  }

  /** Numbers also filter by range (`gte`, `lte`). */
  override filterOperatorsOfType(): readonly FilterOperator[] {
    return ['eq', 'gte', 'lte'];
  }
}

defineUnsupported(NumberField.prototype, 'NumberField', {
  fractionSize: "deprecated in ng-admin: use format('0.00') (as many zeros as decimals)",
});
