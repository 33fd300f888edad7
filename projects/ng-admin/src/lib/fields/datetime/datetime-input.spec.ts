import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MatDatepickerInputHarness } from '@angular/material/datepicker/testing';
import { MatTimepickerInputHarness } from '@angular/material/timepicker/testing';
import { admin, type DateTimeField } from '@ng-admin/core/config';
import { formatDateValue } from '../../i18n/date-format';
import { combineDateAndTime, toStoredDateTime } from './datetime-parts';
import { NgaDatetimeInput } from './datetime-input';

describe('NgaDatetimeInput', () => {
  async function setup(control: FormControl<unknown>, field?: DateTimeField) {
    const fixture = TestBed.createComponent(NgaDatetimeInput);
    fixture.componentRef.setInput(
      'field',
      field ?? admin.field('starts_at', 'datetime').label('Starts'),
    );
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    const loader = TestbedHarnessEnvironment.loader(fixture);
    return {
      fixture,
      element: fixture.nativeElement as HTMLElement,
      date: await loader.getHarness(MatDatepickerInputHarness),
      time: await loader.getHarness(MatTimepickerInputHarness),
    };
  }

  it('shows the day and the time of the value in local time', async () => {
    const { date, time } = await setup(new FormControl<unknown>('2024-03-05T14:30:00'));
    expect(await date.getValue()).toBe('2024-03-05');
    expect(await time.getValue()).toBe('2:30 PM');
  });

  it('combines the picked day and time into one ISO string', async () => {
    const control = new FormControl<unknown>(null);
    const { date, time } = await setup(control);
    await date.setValue('2024-03-07');
    expect(control.value).toBe(new Date(2024, 2, 7).toISOString());
    await time.setValue('9:15 AM');
    expect(control.value).toBe(new Date(2024, 2, 7, 9, 15).toISOString());
    expect(control.dirty).toBeTrue();
  });

  it('keeps the time when the day changes and the day when the time changes', async () => {
    const control = new FormControl<unknown>(new Date(2024, 2, 5, 14, 30, 45).toISOString());
    const { date, time } = await setup(control);
    await date.setValue('2024-03-09');
    expect(control.value).toBe(new Date(2024, 2, 9, 14, 30, 45).toISOString());
    await time.setValue('6:00 PM');
    expect(control.value).toBe(new Date(2024, 2, 9, 18, 0).toISOString());
  });

  it('writes null when the day is cleared', async () => {
    const control = new FormControl<unknown>('2024-03-05T14:30:00');
    const { date } = await setup(control);
    await date.setValue('');
    expect(control.value).toBeNull();
  });

  it('writes what a custom parse() returns, as it is', async () => {
    const control = new FormControl<unknown>(null);
    const field = admin
      .field('starts_at', 'datetime')
      .parse((picked) => formatDateValue(picked, "yyyy-MM-dd'T'HH:mm"));
    const { date, time } = await setup(control, field);
    await date.setValue('2024-03-07');
    await time.setValue('9:15 AM');
    expect(control.value).toBe('2024-03-07T09:15');
  });

  it('follows values set on the control from outside', async () => {
    const control = new FormControl<unknown>(null);
    const { date, time } = await setup(control);
    control.setValue('2025-12-31T23:45:00');
    expect(await date.getValue()).toBe('2025-12-31');
    expect(await time.getValue()).toBe('11:45 PM');
  });

  it('groups both labelled inputs under the field label', async () => {
    const { element } = await setup(new FormControl<unknown>(null));
    expect(element.querySelector('fieldset legend')?.textContent?.trim()).toBe('Starts');
    const labels = Array.from(element.querySelectorAll('mat-label'), (label) =>
      label.textContent?.trim(),
    );
    expect(labels).toEqual(['Date', 'Time']);
    expect(element.querySelector('mat-datepicker-toggle button')?.getAttribute('aria-label')).toBe(
      'Open calendar: Starts',
    );
    expect(element.querySelector('mat-timepicker-toggle button')?.getAttribute('aria-label')).toBe(
      'Open time list: Starts',
    );
  });

  it("shows the control's validation message once touched", async () => {
    const control = new FormControl<unknown>(null, Validators.required);
    const field = admin.field('starts_at', 'datetime').validation({ required: true });
    const { fixture, date, element } = await setup(control, field);
    expect(await date.isRequired()).toBeTrue();
    await date.blur();
    await fixture.whenStable();
    expect(element.querySelector('mat-error')?.textContent?.trim()).toBe('This field is required.');
  });

  it('disables both inputs with the control', async () => {
    const control = new FormControl<unknown>({ value: '2024-03-05T14:30:00', disabled: true });
    const { date, time } = await setup(control);
    expect(await date.isDisabled()).toBeTrue();
    expect(await time.isDisabled()).toBeTrue();
  });
});

describe('datetime parts', () => {
  it('takes the day of one Date and the time of the other', () => {
    const combined = combineDateAndTime({
      date: new Date(2024, 2, 5, 23, 59),
      time: new Date(1999, 0, 1, 0, 15, 30),
    });
    expect(combined).toEqual(new Date(2024, 2, 5, 0, 15, 30));
  });

  it('uses midnight without a time and nothing without a day', () => {
    expect(combineDateAndTime({ date: new Date(2024, 2, 5, 10), time: null })).toEqual(
      new Date(2024, 2, 5),
    );
    expect(combineDateAndTime({ date: null, time: new Date() })).toBeNull();
    expect(combineDateAndTime({ date: new Date(Number.NaN), time: null })).toBeNull();
  });

  it('stores Dates as ISO strings and keeps other parse() results', () => {
    expect(toStoredDateTime(new Date(Date.UTC(2024, 2, 5, 13, 30)))).toBe(
      '2024-03-05T13:30:00.000Z',
    );
    expect(toStoredDateTime(new Date(Number.NaN))).toBeNull();
    expect(toStoredDateTime(1709645400000)).toBe(1709645400000);
    expect(toStoredDateTime('2024-03-05 13:30')).toBe('2024-03-05 13:30');
  });
});
