import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MatDatepickerInputHarness } from '@angular/material/datepicker/testing';
import { admin, type DateField } from '@ng-admin/core/config';
import { NgaFieldHarness } from '@ng-admin/core/testing';
import { NgaDateFilter } from './date-filter';
import { NgaDateInput } from './date-input';

describe('NgaDateInput', () => {
  async function setup(control: FormControl<unknown>, field?: DateField) {
    const fixture = TestBed.createComponent(NgaDateInput);
    fixture.componentRef.setInput(
      'field',
      field ?? admin.field('published_at', 'date').label('Published'),
    );
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    const loader = TestbedHarnessEnvironment.loader(fixture);
    const input = await loader.getHarness(MatDatepickerInputHarness);
    const date = await TestbedHarnessEnvironment.harnessForFixture(fixture, NgaFieldHarness);
    return { fixture, input, date, element: fixture.nativeElement as HTMLElement };
  }

  it('shows a yyyy-MM-dd value as that local day', async () => {
    const { date } = await setup(new FormControl<unknown>('2024-03-05'));
    expect(await date.getKind()).toBe('date');
    expect(await date.getValue()).toBe('2024-03-05');
  });

  it('shows a late-evening local datetime value on its own day', async () => {
    const { input } = await setup(new FormControl<unknown>('2024-03-05T23:59:59'));
    expect(await input.getValue()).toBe('2024-03-05');
  });

  it('writes the typed day as yyyy-MM-dd and marks the control dirty', async () => {
    const control = new FormControl<unknown>('2024-03-05');
    const { date } = await setup(control);
    await date.setValue('2024-03-07');
    expect(control.value).toBe('2024-03-07');
    expect(control.dirty).toBeTrue();
  });

  it('writes a Date entered through the field harness as that local day', async () => {
    const control = new FormControl<unknown>(null);
    const { date } = await setup(control);
    await date.setValue(new Date(2024, 11, 31));
    expect(control.value).toBe('2024-12-31');
    expect(await date.getValue()).toBe('2024-12-31');
  });

  it('writes the day picked in the calendar as yyyy-MM-dd', async () => {
    const control = new FormControl<unknown>('2024-03-05');
    const { input } = await setup(control);
    await input.openCalendar();
    const calendar = await input.getCalendar();
    await calendar.selectCell({ text: '20' });
    expect(control.value).toBe('2024-03-20');
    expect(await input.getValue()).toBe('2024-03-20');
  });

  it("passes the picked Date through the field's parse()", async () => {
    const control = new FormControl<unknown>(null);
    const field = admin.field('due', 'date').parse((date) => date.getTime());
    const { input } = await setup(control, field);
    await input.setValue('2024-03-07');
    expect(control.value).toBe(new Date(2024, 2, 7).getTime());
  });

  it('writes null when the text is cleared', async () => {
    const control = new FormControl<unknown>('2024-03-05');
    const { input } = await setup(control);
    await input.setValue('');
    expect(control.value).toBeNull();
  });

  it('follows values set on the control from outside', async () => {
    const control = new FormControl<unknown>('2024-03-05');
    const { input } = await setup(control);
    control.setValue('2025-12-31');
    expect(await input.getValue()).toBe('2025-12-31');
    control.setValue(null);
    expect(await input.getValue()).toBe('');
  });

  it("shows the control's validation message once touched, with a required marker", async () => {
    const control = new FormControl<unknown>(null, Validators.required);
    const field = admin
      .field('published_at', 'date')
      .label('Published')
      .validation({ required: true });
    const { input, date } = await setup(control, field);
    expect(await date.isRequired()).toBeTrue();
    expect(await date.getErrors()).toEqual([]);
    await input.blur();
    expect(control.touched).toBeTrue();
    expect(await date.getErrors()).toEqual(['This field is required.']);
  });

  it('says when the text is not a date', async () => {
    const control = new FormControl<unknown>(null);
    const { date } = await setup(control);
    await date.setValue('not a date');
    expect(control.value).toBeNull();
    expect(await date.getErrors()).toEqual(['Enter a valid date.']);
  });

  it('is read-only when the control is disabled', async () => {
    const control = new FormControl<unknown>({ value: '2024-03-05', disabled: true });
    const { date } = await setup(control);
    expect(await date.isDisabled()).toBeTrue();
    control.enable();
    expect(await date.isDisabled()).toBeFalse();
  });

  it('labels the input and the calendar toggle', async () => {
    const { element, date } = await setup(new FormControl<unknown>(null));
    expect(await date.getLabel()).toBe('Published');
    const toggle = element.querySelector('mat-datepicker-toggle button');
    expect(toggle?.getAttribute('aria-label')).toBe('Open calendar: Published');
  });

  it("applies the field's attributes to the input", async () => {
    const field = admin.field('published_at', 'date').attributes({ placeholder: 'When?' });
    const { input } = await setup(new FormControl<unknown>(null), field);
    expect(await input.getPlaceholder()).toBe('When?');
  });
});

describe('NgaDateFilter', () => {
  async function setup(control: FormControl<unknown>) {
    const fixture = TestBed.createComponent(NgaDateFilter);
    fixture.componentRef.setInput('field', admin.field('created_at', 'datetime').label('Created'));
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    const loader = TestbedHarnessEnvironment.loader(fixture);
    return { input: await loader.getHarness(MatDatepickerInputHarness), fixture };
  }

  it("applies the field's attributes to the text box (ng-admin's 'Filter by date')", async () => {
    const fixture = TestBed.createComponent(NgaDateFilter);
    fixture.componentRef.setInput(
      'field',
      admin.field('created_at', 'date').attributes({ placeholder: 'Filter by date' }),
    );
    fixture.componentRef.setInput('control', new FormControl<unknown>(null));
    await fixture.whenStable();
    const input =
      await TestbedHarnessEnvironment.loader(fixture).getHarness(MatDatepickerInputHarness);
    expect(await input.getPlaceholder()).toBe('Filter by date');
  });

  it('writes the picked day as yyyy-MM-dd, whatever the field parse()', async () => {
    const control = new FormControl<unknown>(null);
    const { input } = await setup(control);
    await input.setValue('2024-03-07');
    expect(control.value).toBe('2024-03-07');
  });

  it('shows the current filter day and a compact, labelled field', async () => {
    const { input, fixture } = await setup(new FormControl<unknown>('2024-03-05'));
    expect(await input.getValue()).toBe('2024-03-05');
    const element = fixture.nativeElement as HTMLElement;
    expect(element.querySelector('mat-label')?.textContent?.trim()).toBe('Created');
    expect(element.querySelector('.mat-mdc-form-field-subscript-dynamic-size')).not.toBeNull();
  });
});
