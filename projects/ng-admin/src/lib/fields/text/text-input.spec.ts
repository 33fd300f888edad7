import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { TextField } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry, provideFieldTypes } from '../../base/field-type-registry';
import { builtInFieldTypes } from '../built-in-field-types';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { NgaTextSearchFilter } from '../shared/text-search-filter';
import { renderWidget } from '../shared/widget-testing.spec';
import { stringFieldType } from '../string/string-field-type';
import { textFieldType } from './text-field-type';
import { NgaTextInput } from './text-input';

describe('NgaTextInput', () => {
  const render = (field: TextField, control: FormControl<unknown>) =>
    renderWidget(NgaTextInput, { field, control });

  it('is a labelled textarea showing the text with its line breaks', async () => {
    const field = new TextField('body').label('Body').attributes({ placeholder: 'Write here' });
    const { fixture, loader } = await render(field, new FormControl<unknown>('one\ntwo'));
    const input = await loader.getHarness(MatInputHarness);
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Body');
    expect(await input.getValue()).toBe('one\ntwo');
    expect(await input.getPlaceholder()).toBe('Write here');
    expect(fixture.nativeElement.querySelector('textarea[cdkTextareaAutosize]')).not.toBeNull();
  });

  it('writes the text to the control', async () => {
    const control = new FormControl<unknown>('');
    const { loader } = await render(new TextField('body'), control);
    await (await loader.getHarness(MatInputHarness)).setValue('line 1\nline 2');
    expect(control.value).toBe('line 1\nline 2');
  });

  it('shows a maxlength error once touched', async () => {
    const control = new FormControl<unknown>('too long', Validators.maxLength(3));
    const { fixture, loader } = await render(new TextField('body'), control);
    control.markAsTouched();
    await fixture.whenStable();
    const formField = await loader.getHarness(MatFormFieldHarness);
    expect(await formField.getTextErrors()).toEqual(['Enter at most 3 characters.']);
  });
});

describe('textFieldType', () => {
  it('extends string with its own input', async () => {
    expect(await fieldTypeSummary(textFieldType)).toBe('text: extends=string input=nga-text-input');
  });

  it('inherits the display and the filter of string once registered', async () => {
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    const registry = TestBed.inject(NgaFieldTypeRegistry);
    const text = registry.get('text');
    expect(text.display).toBe(stringFieldType.display);
    expect(text.filter).toBe(stringFieldType.filter);
    expect(await registry.component('text', 'input')).toBe(NgaTextInput);
    expect(await registry.component('text', 'filter')).toBe(NgaTextSearchFilter);
    expect(registry.loaderOf('text', 'cell')).toBeUndefined();
  });
});
