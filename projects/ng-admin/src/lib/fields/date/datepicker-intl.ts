import { inject, Injectable } from '@angular/core';
import { MatDatepickerIntl } from '@angular/material/datepicker';
import { NgaIntl } from '../../i18n/intl';

/**
 * Material's datepicker texts (the calendar's buttons and its hidden close button) taken from
 * `NgaIntl`, so that translating the admin translates its calendars too. The date inputs and
 * filters provide it with `provideNgaDateAdapter()`.
 *
 * The toggle's own name is `NgaIntl.openCalendar`, set on each toggle; the range-picker texts
 * are left to Material, as the admin has no range picker.
 *
 * @usageNotes
 * ```ts
 * @Component({ providers: [{ provide: MatDatepickerIntl, useClass: NgaDatepickerIntl }], ... })
 * class MyDateInput {}
 * ```
 */
@Injectable()
export class NgaDatepickerIntl extends MatDatepickerIntl {
  private readonly intl = inject(NgaIntl);

  override calendarLabel = this.intl.calendar;
  override closeCalendarLabel = this.intl.closeCalendar;
  override prevMonthLabel = this.intl.previousMonth;
  override nextMonthLabel = this.intl.nextMonth;
  override prevYearLabel = this.intl.previousYear;
  override nextYearLabel = this.intl.nextYear;
  override prevMultiYearLabel = this.intl.previousYears;
  override nextMultiYearLabel = this.intl.nextYears;
  override switchToMonthViewLabel = this.intl.chooseDate;
  override switchToMultiYearViewLabel = this.intl.chooseMonthAndYear;

  override formatYearRangeLabel(start: string, end: string): string {
    return this.intl.yearRange(start, end);
  }
}
