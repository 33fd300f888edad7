import { TestBed } from '@angular/core/testing';
import { FormControl, Validators } from '@angular/forms';
import { MatButtonHarness } from '@angular/material/button/testing';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { provideRouter } from '@angular/router';
import { PasswordField } from '@ng-admin/core/config';
import type { NgaDisplayContext } from '../../base/field-type';
import { NgaLinks } from '../../base/links';
import { NgaIntl } from '../../i18n/intl';
import { configureDisplayTesting, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { renderWidget } from '../shared/widget-testing.spec';
import { PASSWORD_MASK, passwordFieldType } from './password-field-type';
import { NgaPasswordInput } from './password-input';

const SECRET = 's3cr3t-Pa55';

describe('password display', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows a mask and never the password', async () => {
    const { element } = await renderDisplay(new PasswordField('password'), SECRET);
    expect(element.querySelector('span')?.textContent).toBe(PASSWORD_MASK);
    expect(PASSWORD_MASK).toBe('••••••••');
    expect(element.outerHTML).not.toContain(SECRET);
  });

  it('shows nothing when no password is set', async () => {
    const { element } = await renderDisplay(new PasswordField('password'), '');
    expect(element.textContent).toBe('');
  });
});

describe('NgaPasswordInput', () => {
  const render = (field: PasswordField, control: FormControl<unknown>) =>
    renderWidget(NgaPasswordInput, { field, control });

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
  it('masks read views and exports and searches text in filters', async () => {
    expect(await fieldTypeSummary(passwordFieldType)).toBe(
      'password: display=fn exportText=fn filter=nga-text-search-filter input=nga-password-input',
    );
  });

  it('exports the mask, never the password, and nothing when no password is set', () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    const context: NgaDisplayContext = {
      field: new PasswordField('password'),
      entry: { entityName: 'users', identifierValue: 1, values: { password: SECRET } },
      references: null,
      links: TestBed.inject(NgaLinks),
      intl: TestBed.inject(NgaIntl),
    };
    expect(passwordFieldType.exportText!(SECRET, context)).toBe(PASSWORD_MASK);
    expect(passwordFieldType.exportText!(null, context)).toBe('');
  });
});
