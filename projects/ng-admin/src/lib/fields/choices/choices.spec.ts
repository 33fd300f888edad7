import { FormControl, FormGroup, Validators } from '@angular/forms';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatSelectHarness } from '@angular/material/select/testing';
import { ChoicesField } from '@ng-admin/core/config';
import { configureDisplayTesting, displayOf, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { choicesFieldType } from './choices-field-type';
import { NgaChoicesFilter } from './choices-filter';
import { NgaChoicesInput } from './choices-input';
import { renderWidget as render } from '../shared/widget-testing.spec';

const tags = [
  { value: 'tech', label: 'Tech' },
  { value: 'life', label: 'Lifestyle' },
  { value: 'news', label: 'News' },
];

describe('choices display', () => {
  beforeEach(() => configureDisplayTesting());

  it('lists the labels of the values as chips, raw values as they are', async () => {
    const field = new ChoicesField('tags').choices(tags);
    const { element } = await renderDisplay(field, ['tech', 'news', 'other']);
    const list = element.querySelector('ul.nga-items')!;
    expect(list.classList).toContain('nga-items-chips');
    const chips = Array.from(list.querySelectorAll('li'));
    expect(chips.map((chip) => chip.textContent?.trim())).toEqual(['Tech', 'News', 'other']);
    expect(list.querySelector('a')).toBeNull();
  });

  it('shows a single value as one chip and keeps repeated values apart', async () => {
    const field = new ChoicesField('tags').choices(tags);
    const single = displayOf(field, 'life');
    expect(single.kind === 'items' && single.items.map((item) => item.text)).toEqual(['Lifestyle']);
    const repeated = displayOf(field, ['tech', 'tech']);
    const keys = repeated.kind === 'items' ? repeated.items.map((item) => item.key) : [];
    expect(new Set(keys).size).toBe(2);
  });

  it('shows nothing for an empty value', async () => {
    const field = new ChoicesField('tags').choices(tags);
    const { element } = await renderDisplay(field, null);
    expect(element.querySelector('ul')).toBeNull();
    expect(element.textContent).toBe('');
  });
});

describe('NgaChoicesInput', () => {
  it('is a multiple dropdown writing the array of chosen values', async () => {
    const control = new FormControl<unknown>(['tech']);
    const field = new ChoicesField('tags').label('Tags').choices(tags);
    const { loader } = await render(NgaChoicesInput, { field, control });
    const select = await loader.getHarness(MatSelectHarness);
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Tags');
    expect(await select.isMultiple()).toBeTrue();
    expect(await select.getValueText()).toBe('Tech');
    await select.open();
    await select.clickOptions({ text: 'News' });
    expect(control.value).toEqual(['tech', 'news']);
  });

  it('turns a single loaded value into an array', async () => {
    const control = new FormControl<unknown>('life');
    await render(NgaChoicesInput, { field: new ChoicesField('tags').choices(tags), control });
    expect(control.value).toEqual(['life']);
  });

  it('shows the error of a required field once touched', async () => {
    const control = new FormControl<unknown>([], Validators.required);
    const field = new ChoicesField('tags').choices(tags).validation({ required: true });
    const { fixture, loader } = await render(NgaChoicesInput, { field, control });
    control.markAsTouched();
    await fixture.whenStable();
    const formField = await loader.getHarness(MatFormFieldHarness);
    expect(await formField.getTextErrors()).toEqual(['This field is required.']);
  });

  it('removes the values a choices function no longer offers', async () => {
    const field = new ChoicesField('tags').choices((entry) =>
      entry.values['kind'] === 'blog' ? tags : tags.filter((tag) => tag.value !== 'life'),
    );
    const form = new FormGroup({
      kind: new FormControl<unknown>('blog'),
      tags: new FormControl<unknown>(['tech', 'life']),
    });
    const entry = { entityName: 'posts', identifierValue: 1, values: { kind: 'blog' } };
    const control = form.controls.tags;
    const { fixture, loader } = await render(NgaChoicesInput, { field, control, form, entry });
    form.controls.kind.setValue('news');
    await fixture.whenStable();
    expect(control.value).toEqual(['tech']);
    const select = await loader.getHarness(MatSelectHarness);
    await select.open();
    const texts = await Promise.all((await select.getOptions()).map((option) => option.getText()));
    expect(texts).toEqual(['Tech', 'News']);
  });
});

describe('NgaChoicesFilter', () => {
  it('is a multiple dropdown of the choices', async () => {
    const control = new FormControl<unknown>(null);
    const field = new ChoicesField('tags').label('Tags').choices(tags);
    const { loader } = await render(NgaChoicesFilter, { field, control });
    const select = await loader.getHarness(MatSelectHarness);
    expect(await select.isMultiple()).toBeTrue();
    await select.open();
    await select.clickOptions({ text: 'Tech' });
    await select.clickOptions({ text: 'News' });
    expect(control.value).toEqual(['tech', 'news']);
  });
});

describe('choicesFieldType', () => {
  it('keeps arrays whole, displays chips and has lazy input and filter components', async () => {
    expect(await fieldTypeSummary(choicesFieldType)).toBe(
      'choices: display=fn filter=nga-choices-filter input=nga-choices-input isEmpty=fn valueShape=whole',
    );
  });

  it('counts an empty array, null and undefined as empty', () => {
    expect(choicesFieldType.isEmpty!([])).toBeTrue();
    expect(choicesFieldType.isEmpty!(null)).toBeTrue();
    expect(choicesFieldType.isEmpty!(undefined)).toBeTrue();
    expect(choicesFieldType.isEmpty!(['tech'])).toBeFalse();
  });
});
