import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { Injectable } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl } from '@angular/forms';
import { MatDatepickerIntl } from '@angular/material/datepicker';
import { MatDatepickerInputHarness } from '@angular/material/datepicker/testing';
import { admin } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { NgaDateInput } from './date-input';
import { NgaDatepickerIntl } from './datepicker-intl';

@Injectable()
class RewordedIntl extends NgaIntl {
  override previousMonth = 'Earlier month';
  override chooseMonthAndYear = 'Pick a month';
  override closeCalendar = 'Done';
}

/** Opens the calendar of a date input and returns the overlay holding it. */
async function openCalendar(): Promise<HTMLElement> {
  const fixture = TestBed.createComponent(NgaDateInput);
  fixture.componentRef.setInput('field', admin.field('published_at', 'date').label('Published'));
  fixture.componentRef.setInput('control', new FormControl<unknown>('2024-03-05'));
  await fixture.whenStable();
  const input =
    await TestbedHarnessEnvironment.loader(fixture).getHarness(MatDatepickerInputHarness);
  await input.openCalendar();
  return document.querySelector<HTMLElement>('.mat-datepicker-content')!;
}

describe('NgaDatepickerIntl', () => {
  it("keeps Material's English texts by default", () => {
    TestBed.configureTestingModule({ providers: [NgaDatepickerIntl] });
    const bridged = TestBed.inject(NgaDatepickerIntl);
    const material = new MatDatepickerIntl();
    for (const key of [
      'calendarLabel',
      'closeCalendarLabel',
      'prevMonthLabel',
      'nextMonthLabel',
      'prevYearLabel',
      'nextYearLabel',
      'prevMultiYearLabel',
      'nextMultiYearLabel',
      'switchToMonthViewLabel',
      'switchToMultiYearViewLabel',
    ] as const) {
      expect(bridged[key]).withContext(key).toBe(material[key]);
    }
    expect(bridged.formatYearRangeLabel('2016', '2039')).toBe(
      material.formatYearRangeLabel('2016', '2039'),
    );
  });

  it("names the calendar's buttons of a date input with NgaIntl's texts", async () => {
    TestBed.configureTestingModule({ providers: [{ provide: NgaIntl, useClass: RewordedIntl }] });
    const calendar = await openCalendar();
    const label = (selector: string) =>
      calendar.querySelector(selector)?.getAttribute('aria-label');
    expect(label('.mat-calendar-previous-button')).toBe('Earlier month');
    expect(label('.mat-calendar-period-button')).toBe('Pick a month');
    expect(calendar.querySelector('.mat-datepicker-close-button')?.textContent?.trim()).toBe(
      'Done',
    );
  });
});
