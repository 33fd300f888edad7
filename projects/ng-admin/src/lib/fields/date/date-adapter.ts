import { inject, Injectable, type Provider } from '@angular/core';
import {
  DateAdapter,
  MAT_DATE_FORMATS,
  NativeDateAdapter,
  type MatDateFormats,
} from '@angular/material/core';
import { MatDatepickerIntl } from '@angular/material/datepicker';
import { formatDateValue } from '../../i18n/date-format';
import { NgaDatepickerIntl } from './datepicker-intl';

/** The date part of the default formats (`yyyy-MM-dd` for dates and datetimes). */
export const DEFAULT_DAY_PATTERN = 'yyyy-MM-dd';

/**
 * The day pattern a date input shows, from a field's format: the format itself for a date,
 * its date part for a datetime (`'dd/MM/yyyy HH:mm'` gives `'dd/MM/yyyy'`), and the default when
 * the format has no day, month and year numbers a user could type back.
 *
 * @usageNotes
 * ```ts
 * dayPatternOf('dd/MM/yyyy HH:mm'); // 'dd/MM/yyyy'
 * dayPatternOf('MMM d, y');         // 'yyyy-MM-dd' (a month name cannot be typed back)
 * ```
 */
export function dayPatternOf(format: string | null | undefined): string {
  const datePart = (format ?? '').split(/[Hh]/)[0].replace(/[\sT'’:,.-]+$/, '');
  const typable = /y/.test(datePart) && /M/.test(datePart) && /d/.test(datePart);
  return typable && !/MMM|EEE/.test(datePart) ? datePart : DEFAULT_DAY_PATTERN;
}

/**
 * Where a date input's pattern comes from: the component sets `source` to read its field's
 * format, and the datepicker reads it each time it shows or parses a date.
 */
@Injectable()
export class NgaDayPattern {
  source: () => string = () => DEFAULT_DAY_PATTERN;
}

/**
 * Material's native date adapter, showing and reading dates with the field's own pattern (the
 * one lists and show views use), so that a date reads the same everywhere.
 */
@Injectable()
export class NgaDateAdapter extends NativeDateAdapter {
  override format(date: Date, displayFormat: unknown): string {
    return typeof displayFormat === 'string'
      ? formatDateValue(date, displayFormat)
      : super.format(date, displayFormat as object);
  }

  override parse(value: unknown, parseFormat: unknown): Date | null {
    if (typeof value === 'string' && typeof parseFormat === 'string') {
      const day = parseWithPattern(value, parseFormat);
      if (day !== undefined) return day;
    }
    return super.parse(value, parseFormat);
  }
}

/**
 * A typed date read with the order of the pattern's numbers (`dd/MM/yyyy`: day, month, year):
 * null for a date that does not exist, undefined when the text is not three numbers.
 */
export function parseWithPattern(text: string, pattern: string): Date | null | undefined {
  const numbers = text.trim().match(/\d+/g);
  if (!numbers || numbers.length !== 3 || !/^[\d\s./-]+$/.test(text.trim())) return undefined;
  const order = [...pattern.matchAll(/y+|M+|d+/g)].map((match) => match[0][0]);
  if (order.length !== 3) return undefined;
  const value = (part: string) => Number(numbers[order.indexOf(part)]);
  let year = value('y');
  if (numbers[order.indexOf('y')].length <= 2) year += 2000;
  const month = value('M') - 1;
  const day = value('d');
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    ? date
    : null;
}

/**
 * The providers of a date input or filter: the adapter and formats that follow the component's
 * `NgaDayPattern`, and the calendar's texts from `NgaIntl`.
 *
 * @usageNotes
 * ```ts
 * @Component({ providers: [provideNgaDateAdapter()], ... })
 * class MyDateInput { constructor() { inject(NgaDayPattern).source = () => 'dd/MM/yyyy'; } }
 * ```
 */
export function provideNgaDateAdapter(): Provider[] {
  return [
    NgaDayPattern,
    { provide: DateAdapter, useClass: NgaDateAdapter },
    { provide: MatDatepickerIntl, useClass: NgaDatepickerIntl },
    {
      provide: MAT_DATE_FORMATS,
      useFactory: (): MatDateFormats => {
        const pattern = inject(NgaDayPattern);
        return {
          parse: {
            get dateInput() {
              return pattern.source();
            },
            timeInput: { hour: 'numeric', minute: 'numeric' },
          },
          display: {
            get dateInput() {
              return pattern.source();
            },
            timeInput: { hour: 'numeric', minute: 'numeric' },
            monthYearLabel: { year: 'numeric', month: 'short' },
            dateA11yLabel: { year: 'numeric', month: 'long', day: 'numeric' },
            monthYearA11yLabel: { year: 'numeric', month: 'long' },
            timeOptionLabel: { hour: 'numeric', minute: 'numeric' },
          },
        };
      },
    },
  ];
}
