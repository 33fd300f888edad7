import { DateField, type DateParser } from './date-field';

const keepDate: DateParser = (date) => date;

/**
 * A date and time field. Values are ISO 8601 datetime strings; the default `parse`
 * keeps the picked Date unchanged.
 *
 * @usageNotes
 * ```ts
 * admin.field('created_at', 'datetime').format('dd/MM/yyyy HH:mm').editable(false);
 * ```
 */
export class DateTimeField extends DateField {
  constructor(name: string, type = 'datetime') {
    super(name, type);
    this.format('yyyy-MM-dd HH:mm:ss');
    this.parse(keepDate);
  }
}
