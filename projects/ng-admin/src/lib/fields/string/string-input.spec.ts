import { FormControl, Validators } from '@angular/forms';
import { MatInputHarness } from '@angular/material/input/testing';
import { StringField } from '@ng-admin/core/config';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { renderWidget } from '../shared/widget-testing.spec';
import { stringFieldType } from './string-field-type';
import { NgaStringInput } from './string-input';

describe('NgaStringInput', () => {
  const render = (field: StringField, control: FormControl<unknown>) =>
    renderWidget(NgaStringInput, { field, control });

  it('shows the label and the value, with the attributes of the field', async () => {
    const field = new StringField('title').label('Title').attributes({
      placeholder: 'A catchy title',
      autocomplete: 'off',
    });
    const { loader, input } = await render(field, new FormControl<unknown>('Hello'));
    expect(await input.getKind()).toBe('text');
    expect(await input.getLabel()).toBe('Title');
    expect(await input.getValue()).toBe('Hello');
    const box = await loader.getHarness(MatInputHarness);
    expect(await box.getPlaceholder()).toBe('A catchy title');
    expect(await (await box.host()).getAttribute('autocomplete')).toBe('off');
  });

  it('writes what is typed to the control', async () => {
    const control = new FormControl<unknown>('');
    const { input } = await render(new StringField('title'), control);
    await input.setValue('New title');
    expect(control.value).toBe('New title');
    expect(control.dirty).toBeTrue();
    expect(control.touched).toBeTrue();
  });

  it('marks a required field and shows its error once touched', async () => {
    const field = new StringField('title').label('Title').validation({ required: true });
    const control = new FormControl<unknown>('', Validators.required);
    const { fixture, input } = await render(field, control);
    expect(await input.isRequired()).toBeTrue();
    expect(await input.getErrors()).toEqual([]);
    control.markAsTouched();
    await fixture.whenStable();
    expect(await input.getErrors()).toEqual(['This field is required.']);
  });

  it('shows a server error set on the control', async () => {
    const control = new FormControl<unknown>('taken');
    const { fixture, input } = await render(new StringField('slug'), control);
    control.setErrors({ server: 'This slug is already used.' });
    control.markAsTouched();
    await fixture.whenStable();
    expect(await input.getErrors()).toEqual(['This slug is already used.']);
  });

  it('is disabled with its control (editable(false))', async () => {
    const control = new FormControl<unknown>({ value: 'fixed', disabled: true });
    const { input } = await render(new StringField('slug'), control);
    expect(await input.isDisabled()).toBeTrue();
    expect(await input.getValue()).toBe('fixed');
  });
});

describe('stringFieldType', () => {
  it('displays text without a component and has its own input and the text search filter', async () => {
    expect(await fieldTypeSummary(stringFieldType)).toBe(
      'string: display=fn filter=nga-text-search-filter input=nga-string-input',
    );
  });
});
