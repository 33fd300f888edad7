import { NgaDisplayView } from '../display-view';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { resolvedFieldType } from '../shared/field-type-testing.spec';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { EmailField } from '@ng-admin/core/config';
import { NgaTextSearchFilter } from '../shared/text-search-filter';
import { emailFieldType } from './email-field-type';
import { NgaEmailInput } from './email-input';

describe('NgaDisplayView', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows the address as a mailto link', async () => {
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('value', 'ada@example.com');
    await fixture.whenStable();
    const link: HTMLAnchorElement = fixture.nativeElement.querySelector('a');
    expect(link.getAttribute('href')).toBe('mailto:ada@example.com');
    expect(link.textContent).toBe('ada@example.com');
  });

  it('shows nothing without an address', async () => {
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('value', null);
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('a')).toBeNull();
  });
});

describe('NgaEmailInput', () => {
  async function render(field: EmailField, control: FormControl<unknown>) {
    TestBed.configureTestingModule({
      providers: [{ provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } }],
    });
    const fixture = TestBed.createComponent(NgaEmailInput);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    return { fixture, loader: TestbedHarnessEnvironment.loader(fixture) };
  }

  it('is a labelled email box', async () => {
    const field = new EmailField('email').label('Email');
    const { loader } = await render(field, new FormControl<unknown>('ada@example.com'));
    const input = await loader.getHarness(MatInputHarness);
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Email');
    expect(await input.getType()).toBe('email');
    expect(await input.getValue()).toBe('ada@example.com');
  });

  it('adds Validators.email to the control once and reports malformed addresses after touch', async () => {
    const control = new FormControl<unknown>('');
    const { fixture, loader } = await render(new EmailField('email'), control);
    expect(control.hasValidator(Validators.email)).toBeTrue();
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
    const control = new FormControl<unknown>('broken@');
    await render(new EmailField('email'), control);
    expect(control.hasError('email')).toBeTrue();
  });
});

describe('emailFieldType', () => {
  beforeEach(() => configureDisplayTesting());

  it('links addresses in read views and searches text in filters', async () => {
    expect(await resolvedFieldType(emailFieldType)).toEqual({
      name: 'email',
      cell: NgaDisplayView,
      value: NgaDisplayView,
      input: NgaEmailInput,
      filter: NgaTextSearchFilter,
      fieldClass: EmailField,
    });
  });
});
