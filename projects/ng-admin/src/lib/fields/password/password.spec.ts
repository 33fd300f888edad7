import { NgaDisplayView } from '../display-view';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { resolvedFieldType } from '../shared/field-type-testing.spec';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MatButtonHarness } from '@angular/material/button/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { PasswordField } from '@ng-admin/core/config';
import { NgaTextSearchFilter } from '../shared/text-search-filter';
import { PASSWORD_MASK, passwordFieldType } from './password-field-type';
import { NgaPasswordInput } from './password-input';

const SECRET = 's3cr3t-Pa55';

describe('NgaDisplayView', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows a mask and never the password', async () => {
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('value', SECRET);
    await fixture.whenStable();
    const host: HTMLElement = fixture.nativeElement;
    expect(host.textContent).toBe(PASSWORD_MASK);
    expect(PASSWORD_MASK).toBe('••••••••');
    expect(host.outerHTML).not.toContain(SECRET);
  });

  it('shows nothing when no password is set', async () => {
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('value', '');
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent).toBe('');
  });
});

describe('NgaPasswordInput', () => {
  async function render(field: PasswordField, control: FormControl<unknown>) {
    TestBed.configureTestingModule({
      providers: [{ provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } }],
    });
    const fixture = TestBed.createComponent(NgaPasswordInput);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    return { fixture, loader: TestbedHarnessEnvironment.loader(fixture) };
  }

  it('is a labelled masked box whose value stays out of the markup', async () => {
    const field = new PasswordField('password').label('Password');
    const { fixture, loader } = await render(field, new FormControl<unknown>(SECRET));
    const input = await loader.getHarness(MatInputHarness);
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Password');
    expect(await input.getType()).toBe('password');
    expect(await input.getValue()).toBe(SECRET);
    expect((fixture.nativeElement as HTMLElement).outerHTML).not.toContain(SECRET);
  });

  it('shows and hides the password with a labelled toggle button', async () => {
    const { loader } = await render(
      new PasswordField('password'),
      new FormControl<unknown>(SECRET),
    );
    const input = await loader.getHarness(MatInputHarness);
    const toggle = await loader.getHarness(MatButtonHarness.with({ selector: '[matSuffix]' }));
    expect(await (await toggle.host()).getAttribute('aria-label')).toBe('Show password');
    await toggle.click();
    expect(await input.getType()).toBe('text');
    expect(await (await toggle.host()).getAttribute('aria-label')).toBe('Hide password');
    await toggle.click();
    expect(await input.getType()).toBe('password');
  });

  it('writes the typed password and shows a minlength error after touch', async () => {
    const control = new FormControl<unknown>('', Validators.minLength(8));
    const { fixture, loader } = await render(new PasswordField('password'), control);
    const input = await loader.getHarness(MatInputHarness);
    await input.setValue('short');
    await input.blur();
    await fixture.whenStable();
    expect(control.value).toBe('short');
    const formField = await loader.getHarness(MatFormFieldHarness);
    expect(await formField.getTextErrors()).toEqual(['Enter at least 8 characters.']);
  });
});

describe('passwordFieldType', () => {
  beforeEach(() => configureDisplayTesting());

  it('masks read views and searches text in filters', async () => {
    expect(await resolvedFieldType(passwordFieldType)).toEqual({
      name: 'password',
      cell: NgaDisplayView,
      value: NgaDisplayView,
      input: NgaPasswordInput,
      filter: NgaTextSearchFilter,
      fieldClass: PasswordField,
    });
  });
});
