import { TestBed } from '@angular/core/testing';
import { FormControl } from '@angular/forms';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { EmailField } from '@ng-admin/core/config';
import { provideFieldTypes } from '../../base/field-type-registry';
import { builtInFieldTypes } from '../built-in-field-types';
import { NgaEntryForms } from '../entry-form';
import { configureDisplayTesting, displayOf, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { createWidget, NO_ANIMATIONS, renderWidget } from '../shared/widget-testing.spec';
import { emailFieldType } from './email-field-type';
import { NgaEmailInput } from './email-input';
import { emailValidator } from './email-validator';

describe('email display', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows the address as a mailto link, with the address as its tooltip', async () => {
    const { element } = await renderDisplay(new EmailField('email'), ' ada@example.com ');
    const link = element.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('mailto:ada@example.com');
    expect(link.textContent).toBe('ada@example.com');
    expect(link.title).toBe('ada@example.com');
    // An outside address: a click is left to the browser, never to the router.
    expect(link.hasAttribute('data-nga-url')).toBeFalse();
  });

  it('shows nothing without an address', async () => {
    for (const value of [null, '', '   ']) {
      expect(displayOf(new EmailField('email'), value)).toEqual({ kind: 'text', text: '' });
    }
    const { element } = await renderDisplay(new EmailField('email'), null);
    expect(element.querySelector('a')).toBeNull();
    expect(element.textContent).toBe('');
  });
});

describe('NgaEmailInput', () => {
  async function render(field: EmailField, value: unknown) {
    TestBed.configureTestingModule({
      providers: [NO_ANIMATIONS, provideFieldTypes(...builtInFieldTypes)],
    });
    const form = TestBed.inject(NgaEntryForms).group([field], { [field.name()]: value }, false);
    const control = form.controls[field.name()];
    return { control, ...(await createWidget(NgaEmailInput, { field, control })) };
  }

  it('is a labelled email box', async () => {
    const field = new EmailField('email').label('Email');
    const { loader } = await render(field, 'ada@example.com');
    const input = await loader.getHarness(MatInputHarness);
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Email');
    expect(await input.getType()).toBe('email');
    expect(await input.getValue()).toBe('ada@example.com');
  });

  it('reports malformed addresses after touch, with the validator the form gives the control', async () => {
    const { fixture, control, loader } = await render(new EmailField('email'), '');
    expect(control.hasValidator(emailValidator)).toBeTrue();
    expect(control.valid).toBeTrue();
    const input = await loader.getHarness(MatInputHarness);
    await input.setValue('not an address');
    expect(control.hasError('email')).toBeTrue();
    const formField = await loader.getHarness(MatFormFieldHarness);
    expect(await formField.getTextErrors()).toEqual([]);
    await input.blur();
    await fixture.whenStable();
    expect(await formField.getTextErrors()).toEqual(['Enter a valid email address.']);
    await input.setValue('ada@example.com');
    expect(control.valid).toBeTrue();
  });

  it('validates the loaded value at once', async () => {
    const { control } = await render(new EmailField('email'), 'broken@');
    expect(control.hasError('email')).toBeTrue();
  });

  it("checks no address itself: a control without the form's validators accepts anything", async () => {
    const control = new FormControl<unknown>('broken@');
    await renderWidget(NgaEmailInput, { field: new EmailField('email'), control });
    expect(control.hasValidator(emailValidator)).toBeFalse();
    expect(control.valid).toBeTrue();
  });
});

describe('emailValidator', () => {
  it('lets empty values through and rejects what is not an address', () => {
    const errors = (value: unknown) => emailValidator(new FormControl<unknown>(value));
    expect(errors(null)).toBeNull();
    expect(errors('')).toBeNull();
    expect(errors('ada@example.com')).toBeNull();
    expect(errors('ada.lovelace+admin@mail.example.org')).toBeNull();
    expect(errors('ada')).toEqual({ email: true });
    expect(errors('ada@')).toEqual({ email: true });
    expect(errors('ada @example.com')).toEqual({ email: true });
    expect(errors(`${'a'.repeat(65)}@example.com`)).toEqual({ email: true });
  });
});

describe('emailFieldType', () => {
  it('links addresses in read views, validates forms and searches text in filters', async () => {
    expect(await fieldTypeSummary(emailFieldType)).toBe(
      'email: display=fn filter=nga-text-search-filter input=nga-email-input validators=fn',
    );
    expect(emailFieldType.validators!(new EmailField('email'))).toEqual([emailValidator]);
  });

  it('gives the email validator to every email control of a form, besides validation()', () => {
    TestBed.configureTestingModule({ providers: [provideFieldTypes(...builtInFieldTypes)] });
    const field = new EmailField('email').validation({ required: true });
    const form = TestBed.inject(NgaEntryForms).group([field], { email: 'nobody' }, false);
    expect(form.controls['email'].errors).toEqual({ email: true });
    form.controls['email'].setValue('');
    expect(form.controls['email'].errors).toEqual({ required: true });
  });
});
