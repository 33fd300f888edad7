import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { FloatField, NumberField } from '@ng-admin/core/config';
import { configureDisplayTesting, renderDisplay } from './display-testing.spec';
import { NgaNumberFilter } from './number-filter';
import { NgaNumberInput, toNumberOrNull } from './number-input';
import { renderWidget as render } from './widget-testing.spec';

describe('number display', () => {
  beforeEach(() => configureDisplayTesting());

  it('renders 1234.5 as $1,234.50 with the format $0,0.00, in tabular digits', async () => {
    const field = new NumberField('price').format('$0,0.00');
    const { element } = await renderDisplay(field, 1234.5);
    const text = element.querySelector('span')!;
    expect(text.textContent).toBe('$1,234.50');
    expect(text.classList).toContain('nga-display-number');
    expect(getComputedStyle(text).fontVariantNumeric).toBe('tabular-nums');
  });

  it('shows the plain value without a format', async () => {
    const { element } = await renderDisplay(new NumberField('views'), 1234.5);
    expect(element.textContent).toBe('1234.5');
  });

  it("uses the float's default decimal format", async () => {
    const { element } = await renderDisplay(new FloatField('rating'), 4.25);
    expect(element.textContent).toBe('4.250');
  });

  it('shows nothing for an empty value', async () => {
    const field = new NumberField('price').format('$0,0.00');
    const { element } = await renderDisplay(field, null);
    expect(element.textContent).toBe('');
  });

  it('formats the value with the field format', async () => {
    const field = new NumberField('ratio').format('0.0%');
    const { element } = await renderDisplay(field, 0.25);
    expect(element.textContent).toBe('25.0%');
  });
});

describe('NgaNumberInput', () => {
  it('is a labelled number box showing the value', async () => {
    const field = new NumberField('views').label('Views');
    const { loader } = await render(NgaNumberInput, {
      field,
      control: new FormControl<unknown>(12),
    });
    const input = await loader.getHarness(MatInputHarness);
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Views');
    expect(await input.getType()).toBe('number');
    expect(await input.getValue()).toBe('12');
  });

  it('writes numbers, never strings, and null when emptied', async () => {
    const control = new FormControl<unknown>(null);
    const { loader } = await render(NgaNumberInput, { field: new FloatField('price'), control });
    const input = await loader.getHarness(MatInputHarness);
    await input.setValue('12.5');
    expect(control.value).toBe(12.5);
    await input.setValue('');
    expect(control.value).toBeNull();
  });

  it('converts a numeric string received from the API', async () => {
    const control = new FormControl<unknown>('42');
    await render(NgaNumberInput, { field: new NumberField('views'), control });
    expect(control.value).toBe(42);
  });

  it('accepts any decimal for a float, integer steps for a number unless configured', async () => {
    const float = await render(NgaNumberInput, {
      field: new FloatField('rating'),
      control: new FormControl<unknown>(null),
    });
    const floatInput = await float.loader.getHarness(MatInputHarness);
    expect(await (await floatInput.host()).getAttribute('step')).toBe('any');

    TestBed.resetTestingModule();
    const number = await render(NgaNumberInput, {
      field: new NumberField('views').attributes({ step: 10, min: 0 }),
      control: new FormControl<unknown>(null),
    });
    const numberHost = await (await number.loader.getHarness(MatInputHarness)).host();
    expect(await numberHost.getAttribute('step')).toBe('10');
    expect(await numberHost.getAttribute('min')).toBe('0');
  });

  it('shows the error of a required field once touched', async () => {
    const control = new FormControl<unknown>(null, Validators.required);
    const field = new NumberField('views').validation({ required: true });
    const { fixture, loader } = await render(NgaNumberInput, { field, control });
    const formField = await loader.getHarness(MatFormFieldHarness);
    expect(await formField.getTextErrors()).toEqual([]);
    control.markAsTouched();
    await fixture.whenStable();
    expect(await formField.getTextErrors()).toEqual(['This field is required.']);
  });
});

describe('NgaNumberFilter', () => {
  it('writes a number to the filter control', async () => {
    const control = new FormControl<unknown>(null);
    const field = new NumberField('views').label('Views');
    const { loader } = await render(NgaNumberFilter, { field, control });
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Views');
    await (await loader.getHarness(MatInputHarness)).setValue('100');
    expect(control.value).toBe(100);
  });
});

describe('toNumberOrNull', () => {
  it('keeps numbers and converts numeric strings', () => {
    expect(toNumberOrNull(3)).toBe(3);
    expect(toNumberOrNull('3.5')).toBe(3.5);
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('abc')).toBeNull();
    expect(toNumberOrNull(null)).toBeNull();
    expect(toNumberOrNull(Number.NaN)).toBeNull();
  });
});
