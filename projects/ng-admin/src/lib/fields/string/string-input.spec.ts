import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { StringField } from '@ng-admin/core/config';
import { resolvedFieldType } from '../shared/field-type-testing.spec';
import { NgaTextSearchFilter } from '../shared/text-search-filter';
import { stringFieldType } from './string-field-type';
import { NgaStringInput } from './string-input';

describe('NgaStringInput', () => {
  async function render(field: StringField, control: FormControl<unknown>) {
    TestBed.configureTestingModule({
      providers: [{ provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } }],
    });
    const fixture = TestBed.createComponent(NgaStringInput);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    return { fixture, loader: TestbedHarnessEnvironment.loader(fixture) };
  }

  it('shows the label and the value, with the attributes of the field', async () => {
    const field = new StringField('title').label('Title').attributes({
      placeholder: 'A catchy title',
      autocomplete: 'off',
    });
    const { loader } = await render(field, new FormControl<unknown>('Hello'));
    const formField = await loader.getHarness(MatFormFieldHarness);
    const input = await loader.getHarness(MatInputHarness);
    expect(await formField.getLabel()).toBe('Title');
    expect(await input.getValue()).toBe('Hello');
    expect(await input.getPlaceholder()).toBe('A catchy title');
    expect(await (await input.host()).getAttribute('autocomplete')).toBe('off');
  });

  it('writes what is typed to the control', async () => {
    const control = new FormControl<unknown>('');
    const { loader } = await render(new StringField('title'), control);
    await (await loader.getHarness(MatInputHarness)).setValue('New title');
    expect(control.value).toBe('New title');
    expect(control.dirty).toBeTrue();
  });

  it('marks a required field and shows its error once touched', async () => {
    const field = new StringField('title').label('Title').validation({ required: true });
    const control = new FormControl<unknown>('', Validators.required);
    const { fixture, loader } = await render(field, control);
    const formField = await loader.getHarness(MatFormFieldHarness);
    const input = await loader.getHarness(MatInputHarness);
    expect(await input.isRequired()).toBeTrue();
    expect(await formField.getTextErrors()).toEqual([]);
    control.markAsTouched();
    await fixture.whenStable();
    expect(await formField.getTextErrors()).toEqual(['This field is required.']);
  });

  it('shows a server error set on the control', async () => {
    const control = new FormControl<unknown>('taken');
    const { fixture, loader } = await render(new StringField('slug'), control);
    control.setErrors({ server: 'This slug is already used.' });
    control.markAsTouched();
    await fixture.whenStable();
    const formField = await loader.getHarness(MatFormFieldHarness);
    expect(await formField.getTextErrors()).toEqual(['This slug is already used.']);
  });

  it('is disabled with its control (editable(false))', async () => {
    const control = new FormControl<unknown>({ value: 'fixed', disabled: true });
    const { loader } = await render(new StringField('slug'), control);
    const input = await loader.getHarness(MatInputHarness);
    expect(await input.isDisabled()).toBeTrue();
    expect(await input.getValue()).toBe('fixed');
  });
});

describe('stringFieldType', () => {
  it('displays text without a component and has its own input and the text search filter', async () => {
    expect(await resolvedFieldType(stringFieldType)).toEqual({
      name: 'string',
      display: jasmine.any(Function),
      input: NgaStringInput,
      filter: NgaTextSearchFilter,
      fieldClass: StringField,
    });
  });
});
