import { FormControl, FormGroup, Validators } from '@angular/forms';
import { ChoiceField, type ChoiceOption, type EntryLike } from '@ng-admin/core/config';
import { configureDisplayTesting, displayOf, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { choiceFieldType } from './choice-field-type';
import { NgaChoiceFilter } from './choice-filter';
import { NgaChoiceInput } from './choice-input';
import { renderWidget as render } from '../shared/widget-testing.spec';

const statuses = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

/** Subcategories by category; a new array on every call, as careless functions do. */
function subcategories(entry: EntryLike): ChoiceOption[] {
  return entry.values['category'] === 'tech'
    ? [
        { value: 'angular', label: 'Angular' },
        { value: 'rxjs', label: 'RxJS' },
      ]
    : [{ value: 'cooking', label: 'Cooking' }];
}

describe('choice display', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows the label of the value as text', async () => {
    const field = new ChoiceField('status').choices(statuses);
    const { element } = await renderDisplay(field, 'published');
    expect(element.querySelector('span')?.textContent).toBe('Published');
    expect(element.querySelector('a')).toBeNull();
  });

  it('falls back to the raw value', async () => {
    const field = new ChoiceField('status').choices(statuses);
    const { element } = await renderDisplay(field, 'archived');
    expect(element.querySelector('span')?.textContent).toBe('archived');
  });

  it('shows nothing without a value', async () => {
    const field = new ChoiceField('status').choices(statuses);
    const { element } = await renderDisplay(field, null);
    expect(element.textContent).toBe('');
  });

  it('asks a choices function with the entry', async () => {
    const field = new ChoiceField('subcategory').choices(subcategories);
    const entry = { entityName: 'posts', identifierValue: 1, values: { category: 'tech' } };
    const { element } = await renderDisplay(field, 'rxjs', { entry });
    expect(element.textContent).toBe('RxJS');
    const other = { entityName: 'posts', identifierValue: 2, values: { category: 'food' } };
    expect(displayOf(field, 'cooking', other)).toEqual({ kind: 'text', text: 'Cooking' });
  });
});

describe('NgaChoiceInput', () => {
  it('is a labelled dropdown of the choices writing the chosen value', async () => {
    const control = new FormControl<unknown>('draft');
    const field = new ChoiceField('status').label('Status').choices(statuses);
    const { input } = await render(NgaChoiceInput, { field, control });
    expect(await input.getLabel()).toBe('Status');
    expect(await input.getValue()).toBe('Draft');
    expect(await input.getOptions()).toEqual(['None', 'Draft', 'Published']);
    await input.setValue('Published');
    expect(control.value).toBe('published');
    await input.setValue('None');
    expect(control.value).toBeNull();
  });

  it('has no empty option when required, and shows the error once touched', async () => {
    const control = new FormControl<unknown>(null, Validators.required);
    const field = new ChoiceField('status').choices(statuses).validation({ required: true });
    const { fixture, input } = await render(NgaChoiceInput, { field, control });
    expect(await input.isRequired()).toBeTrue();
    expect(await input.getOptions()).toEqual(['Draft', 'Published']);
    control.markAsTouched();
    await fixture.whenStable();
    expect(await input.getErrors()).toEqual(['This field is required.']);
  });

  describe('with a choices function', () => {
    function setup() {
      let calls = 0;
      const field = new ChoiceField('subcategory').choices((entry) => {
        calls++;
        return subcategories(entry);
      });
      const form = new FormGroup({
        category: new FormControl<unknown>('tech'),
        subcategory: new FormControl<unknown>('angular'),
        title: new FormControl<unknown>('Hello'),
      });
      const entry = {
        entityName: 'posts',
        identifierValue: 1,
        values: { category: 'tech', subcategory: 'angular', title: 'Hello' },
      };
      return { field, form, entry, calls: () => calls };
    }

    it('evaluates it again from the current form values and clears a value no longer offered', async () => {
      const { field, form, entry } = setup();
      const control = form.controls.subcategory;
      const { fixture, input } = await render(NgaChoiceInput, { field, control, form, entry });
      expect(await input.getOptions()).toEqual(['None', 'Angular', 'RxJS']);
      expect(await input.getValue()).toBe('Angular');

      form.controls.category.setValue('life');
      await fixture.whenStable();
      expect(await input.getOptions()).toEqual(['None', 'Cooking']);
      expect(control.value).toBeNull();
      expect(await input.getValue()).toBe('');
    });

    it('keeps a value still offered', async () => {
      const { form, entry } = setup();
      const field = new ChoiceField('subcategory').choices((current) =>
        current.values['category'] === 'tech'
          ? [{ value: 'angular', label: 'Angular' }]
          : [
              { value: 'angular', label: 'Angular' },
              { value: 'cooking', label: 'Cooking' },
            ],
      );
      const control = form.controls.subcategory;
      const { fixture } = await render(NgaChoiceInput, { field, control, form, entry });
      form.controls.category.setValue('life');
      await fixture.whenStable();
      expect(control.value).toBe('angular');
    });

    it('keeps the same options array for an equal result, without a loop', async () => {
      const { field, form, entry, calls } = setup();
      const control = form.controls.subcategory;
      const { fixture } = await render(NgaChoiceInput, { field, control, form, entry });
      const options = () => fixture.componentInstance['options']();
      const before = options();
      const callsBefore = calls();

      form.controls.title.setValue('Another title');
      await fixture.whenStable();
      expect(options()).toBe(before);
      expect(calls()).toBe(callsBefore + 1);

      form.controls.category.setValue('life');
      await fixture.whenStable();
      await fixture.whenStable();
      // One call for the category change, one for the clearing it caused; then stable.
      expect(calls()).toBeLessThanOrEqual(callsBefore + 3);
      expect(control.value).toBeNull();
    });

    it('leaves the loaded value alone until the options change', async () => {
      const { field, form, entry } = setup();
      const control = form.controls.subcategory;
      control.setValue('legacy');
      await render(NgaChoiceInput, { field, control, form, entry });
      expect(control.value).toBe('legacy');
    });
  });
});

describe('NgaChoiceFilter', () => {
  it('offers the choices and an option that clears the filter', async () => {
    const control = new FormControl<unknown>(null);
    const field = new ChoiceField('status').label('Status').choices(statuses);
    const { input } = await render(NgaChoiceFilter, { field, control });
    expect(await input.getLabel()).toBe('Status');
    expect(await input.getOptions()).toEqual(['Any', 'Draft', 'Published']);
    await input.setValue('Draft');
    expect(control.value).toBe('draft');
  });
});

describe('choiceFieldType', () => {
  it('displays the label without a component and has lazy input and filter components', async () => {
    expect(await fieldTypeSummary(choiceFieldType)).toBe(
      'choice: display=fn filter=nga-choice-filter input=nga-choice-input',
    );
  });
});
