import type { FilterOperator } from '../filter-operators';
import { ensureFunction } from '../config-errors';
import { defineSettings, type Setting } from '../setting';
import { stringRule } from '../setting-rules';
import { Field } from './field';

/**
 * Turns the Date returned by the date picker into the value stored in the entry.
 *
 * @usageNotes
 * ```ts
 * const toIso: DateParser = (date) => date.toISOString();
 * ```
 */
export type DateParser = (date: Date) => unknown;

/**
 * The `yyyy-MM-dd` string of the date's local calendar day. Local, not UTC: a date
 * picked at midnight in UTC+2 is still that day, where `toISOString()` would give the
 * day before.
 */
function localDay(date: Date): string {
  const pad = (value: number, size: number) => String(value).padStart(size, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** Drops hours, minutes and timezone; values that are not dates pass through. */
const dropTime: DateParser = (date) => {
  if (!(date instanceof Date)) return date;
  return Number.isNaN(date.getTime()) ? null : localDay(date);
};

/**
 * A date field. Values are ISO 8601 strings (`yyyy-MM-dd`); the default `parse` keeps
 * the picked local day and drops the time.
 *
 * @usageNotes
 * ```ts
 * admin.field('published_at', 'date').format('dd/MM/yyyy');
 * ```
 */
export class DateField extends Field {
  constructor(name: string, type = 'date') {
    super(name, type);
  }

  /** Display format, in Angular `DatePipe` patterns. Default `'yyyy-MM-dd'`. */
  declare format: Setting<string, this>;

  /**
   * Applied to the Date returned by the date picker before it is stored. By default it
   * keeps the picked local day as `'yyyy-MM-dd'`.
   */
  declare parse: Setting<DateParser, this>;

  static {
    defineSettings<DateField>(this.prototype, {
      format: stringRule('yyyy-MM-dd'),
      parse: { initial: () => dropTime, accept: ensureFunction<DateParser> },
    });
  }

  /** Dates and datetimes also filter by range: from (`gte`), to (`lte`). */
  override filterOperatorsOfType(): readonly FilterOperator[] {
    return ['eq', 'gte', 'lte'];
  }
}
