import { FormControl, Validators } from '@angular/forms';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { JsonField } from '@ng-admin/core/config';
import { configureDisplayTesting, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { jsonFieldType } from './json-field-type';
import { NgaJsonInput } from './json-input';
import { NgaJsonValue } from './json-value';
import { renderWidget as render } from '../shared/widget-testing.spec';

describe('json display', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows compact JSON as code, the whole of it as tooltip', async () => {
    const { element } = await renderDisplay(new JsonField('meta'), { a: [1, 2], b: 'c' });
    const code = element.querySelector('span')!;
    expect(code.textContent).toBe('{"a":[1,2],"b":"c"}');
    expect(code.title).toBe('{"a":[1,2],"b":"c"}');
    expect(code.classList).toContain('nga-display-code');
  });

  it('shows nothing and no tooltip without a value', async () => {
    const { element } = await renderDisplay(new JsonField('meta'), null);
    expect(element.textContent).toBe('');
    expect(element.querySelector('span')?.hasAttribute('title')).toBeFalse();
  });
});

describe('NgaJsonValue', () => {
  it('shows indented JSON in a pre block', async () => {
    const { fixture } = await render(NgaJsonValue, { value: { a: 1 } });
    expect(fixture.nativeElement.querySelector('pre').textContent).toBe('{\n  "a": 1\n}');
  });

  it('shows nothing for null', async () => {
    const { fixture } = await render(NgaJsonValue, { value: null });
    expect(fixture.nativeElement.querySelector('pre')).toBeNull();
  });
});

describe('NgaJsonInput', () => {
  const field = () => new JsonField('metadata').label('Metadata');

  it('shows the value pretty-printed in a monospace textarea', async () => {
    const control = new FormControl<unknown>({ a: 1 });
    const { fixture, loader } = await render(NgaJsonInput, { field: field(), control });
    const input = await loader.getHarness(MatInputHarness);
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Metadata');
    expect(await input.getValue()).toBe('{\n  "a": 1\n}');
    const textarea: HTMLTextAreaElement = fixture.nativeElement.querySelector('textarea');
    expect(getComputedStyle(textarea).fontFamily).toContain('monospace');
  });

  it('writes the parsed value when the text is valid', async () => {
    const control = new FormControl<unknown>(null);
    const { loader } = await render(NgaJsonInput, { field: field(), control });
    await (await loader.getHarness(MatInputHarness)).setValue('{"tags": ["a", "b"]}');
    expect(control.value).toEqual({ tags: ['a', 'b'] });
    expect(control.valid).toBeTrue();
    expect(control.dirty).toBeTrue();
  });

  it('keeps the text and the last valid value, and reports invalid JSON', async () => {
    const control = new FormControl<unknown>({ a: 1 });
    const { fixture, loader } = await render(NgaJsonInput, { field: field(), control });
    const input = await loader.getHarness(MatInputHarness);
    // One edit, as a paste would be: the harness would clear the text first.
    const textarea: HTMLTextAreaElement = fixture.nativeElement.querySelector('textarea');
    textarea.value = '{"a": 2,';
    textarea.dispatchEvent(new Event('input'));
    await fixture.whenStable();
    expect(await input.getValue()).toBe('{"a": 2,');
    expect(control.value).toEqual({ a: 1 });
    expect(control.getError('json')).toMatch(/^Invalid JSON: .+/);
    const formField = await loader.getHarness(MatFormFieldHarness);
    expect((await formField.getTextErrors())[0]).toMatch(/^Invalid JSON: /);

    // Another validation run (a form-level update) keeps the error.
    control.updateValueAndValidity();
    expect(control.hasError('json')).toBeTrue();

    await input.setValue('{"a": 2}');
    await fixture.whenStable();
    expect(control.value).toEqual({ a: 2 });
    expect(control.hasError('json')).toBeFalse();
    expect(await input.getValue()).toBe('{"a": 2}');
  });

  it('writes null for blank text, which a required field rejects', async () => {
    const control = new FormControl<unknown>([1], Validators.required);
    const { fixture, loader } = await render(NgaJsonInput, {
      field: field().validation({ required: true }),
      control,
    });
    const input = await loader.getHarness(MatInputHarness);
    await input.setValue('');
    await fixture.whenStable();
    expect(control.value).toBeNull();
    const formField = await loader.getHarness(MatFormFieldHarness);
    expect(await formField.getTextErrors()).toEqual(['This field is required.']);
  });

  it('shows a value given from outside, such as a reset', async () => {
    const control = new FormControl<unknown>({ a: 1 });
    const { fixture, loader } = await render(NgaJsonInput, { field: field(), control });
    const input = await loader.getHarness(MatInputHarness);
    await input.setValue('not json');
    control.reset({ b: true });
    await fixture.whenStable();
    expect(await input.getValue()).toBe('{\n  "b": true\n}');
    expect(control.valid).toBeTrue();
  });

  it('is disabled with its control', async () => {
    const control = new FormControl<unknown>({ value: { a: 1 }, disabled: true });
    const { loader } = await render(NgaJsonInput, { field: field(), control });
    expect(await (await loader.getHarness(MatInputHarness)).isDisabled()).toBeTrue();
  });
});

describe('jsonFieldType', () => {
  it('keeps objects whole, displays code and loads its editor lazily', async () => {
    expect(jsonFieldType.input).not.toBe(NgaJsonInput);
    expect(await fieldTypeSummary(jsonFieldType)).toBe(
      'json: display=fn filter=nga-text-search-filter input=nga-json-input value=nga-json-value valueShape=whole',
    );
  });
});
