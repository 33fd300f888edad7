import { TestBed } from '@angular/core/testing';
import { admin } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../../base/field-type-registry';
import { builtInFieldTypes } from '../built-in-field-types';
import { dateTimeFieldType } from '../datetime/datetime-field-type';
import { NgaDatetimeInput } from '../datetime/datetime-input';
import { configureDisplayTesting, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { dateFieldType } from './date-field-type';
import { NgaDateFilter } from './date-filter';
import { NgaDateValue } from './date-value';

describe('date display', () => {
  beforeEach(() => configureDisplayTesting());

  async function render(value: unknown, format?: string): Promise<HTMLElement> {
    const field = admin.field('published_at', 'date');
    if (format) field.format(format);
    return (await renderDisplay(field, value)).element;
  }

  it('formats with the default yyyy-MM-dd, in tabular digits', async () => {
    const element = await render('2024-03-05');
    expect(element.textContent).toBe('2024-03-05');
    expect(element.querySelector('span')?.classList).toContain('nga-display-date');
  });

  it("formats with the field's format()", async () => {
    expect((await render('2024-03-05', 'dd/MM/yyyy')).textContent).toBe('05/03/2024');
    expect((await render('2024-03-05', 'EEEE d MMMM y')).textContent).toBe('Tuesday 5 March 2024');
  });

  it('shows nothing for an empty value and the text of a value that is not a date', async () => {
    expect((await render(null)).textContent).toBe('');
    expect((await render('soon')).textContent).toBe('soon');
  });

  it('formats a datetime field with its default format', async () => {
    const field = admin.field('created_at', 'datetime');
    const { element } = await renderDisplay(field, '2024-03-05T10:15:30');
    expect(element.textContent).toBe('2024-03-05 10:15:30');
  });
});

describe('NgaDateValue', () => {
  it('renders a <time> element with the machine-readable day', async () => {
    const fixture = TestBed.createComponent(NgaDateValue);
    fixture.componentRef.setInput(
      'field',
      admin.field('published_at', 'date').format('dd/MM/yyyy'),
    );
    fixture.componentRef.setInput('value', '2024-03-05');
    await fixture.whenStable();
    const time = (fixture.nativeElement as HTMLElement).querySelector('time');
    expect(time?.textContent).toBe('05/03/2024');
    expect(time?.getAttribute('datetime')).toBe('2024-03-05');
  });

  it('gives a datetime value its ISO instant', async () => {
    const fixture = TestBed.createComponent(NgaDateValue);
    fixture.componentRef.setInput('field', admin.field('created_at', 'datetime'));
    fixture.componentRef.setInput('value', '2024-03-05T10:15:30Z');
    await fixture.whenStable();
    const time = (fixture.nativeElement as HTMLElement).querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2024-03-05T10:15:30.000Z');
  });

  it('renders nothing for an empty value', async () => {
    const fixture = TestBed.createComponent(NgaDateValue);
    fixture.componentRef.setInput('field', admin.field('published_at', 'date'));
    fixture.componentRef.setInput('value', null);
    await fixture.whenStable();
    expect((fixture.nativeElement as HTMLElement).querySelector('time')).toBeNull();
  });
});

describe('dateFieldType and dateTimeFieldType', () => {
  it('date displays without a component, with lazy value, input and filter components', async () => {
    expect(await fieldTypeSummary(dateFieldType)).toBe(
      'date: display=fn filter=nga-date-filter input=nga-date-input load=fn value=nga-date-value',
    );
  });

  it('datetime extends date with its own input', async () => {
    expect(await fieldTypeSummary(dateTimeFieldType)).toBe(
      'datetime: extends=date input=nga-datetime-input',
    );
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    const registry = TestBed.inject(NgaFieldTypeRegistry);
    const datetime = registry.get('datetime');
    expect(datetime.display).toBe(dateFieldType.display);
    expect(await registry.component('datetime', 'value')).toBe(NgaDateValue);
    expect(await registry.component('datetime', 'filter')).toBe(NgaDateFilter);
    expect(await registry.component('datetime', 'input')).toBe(NgaDatetimeInput);
  });
});
