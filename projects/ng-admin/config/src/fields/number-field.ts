import { ensureString } from '../config-errors';
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
  private _format: string | undefined = undefined;

  constructor(name: string, type = 'number') {
    super(name, type);
  }

  /**
   * Display format in numbro syntax, close to spreadsheet number formats
   * (`'$0,0.00'`, `'0.0%'`). `undefined` displays the raw number.
   */
  format(): string | undefined;
  format(format: string | undefined): this;
  format(...args: [format?: string | undefined]): string | undefined | this {
    if (args.length === 0) return this._format;
    this._format = args[0] === undefined ? undefined : ensureString(this, 'format', args[0]);
    return this;
  }
}
