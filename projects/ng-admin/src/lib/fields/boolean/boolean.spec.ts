import { FormControl, Validators } from '@angular/forms';
import { BooleanField } from '@ng-admin/core/config';
import { configureDisplayTesting, displayOf, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { booleanFieldType } from './boolean-field-type';
import { NgaBooleanFilter } from './boolean-filter';
import { NgaBooleanInput } from './boolean-input';
import { NgaBooleanValue } from './boolean-value';
import { TestBed } from '@angular/core/testing';
import { NgaIntl } from '../../i18n/intl';
import { createWidget, NO_ANIMATIONS, renderWidget as render } from '../shared/widget-testing.spec';

describe('boolean display', () => {
  beforeEach(() => configureDisplayTesting());

  for (const [value, icon, label, tone] of [
    [true, 'check', 'true', 'positive'],
    [false, 'close', 'false', 'negative'],
    [null, 'remove', 'Not set', 'neutral'],
  ] as const) {
    it(`shows ${value} as the ${icon} icon, named "${label}" for assistive technologies in cells`, async () => {
      const { element } = await renderDisplay(new BooleanField('ok'), value, { mode: 'cell' });
      const iconElement = element.querySelector<HTMLElement>('span.material-icons')!;
      expect(iconElement.textContent?.trim()).toBe(icon);
      expect(iconElement.getAttribute('aria-hidden')).toBe('true');
      expect(iconElement.title).toBe(label);
      expect(iconElement.classList).toContain(`nga-tone-${tone}`);
      expect(element.querySelector('.nga-visually-hidden')?.textContent).toBe(label);
    });
  }

  it('shows the label beside the icon in show views', async () => {
    const { element } = await renderDisplay(new BooleanField('ok'), true);
    const [icon, label] = Array.from(element.querySelectorAll('span'));
    expect(icon.textContent?.trim()).toBe('check');
    expect(label.textContent).toBe('true');
    expect(label.classList).not.toContain('nga-visually-hidden');
  });

  it('names the icon with custom choice labels', async () => {
    const field = new BooleanField('published').choices([
      { value: null, label: 'Unknown' },
      { value: true, label: 'Published' },
      { value: false, label: 'Draft' },
    ]);
    const { element } = await renderDisplay(field, false, { mode: 'cell' });
    expect(element.querySelector('.nga-visually-hidden')?.textContent).toBe('Draft');
    expect(displayOf(field, null)).toEqual({
      kind: 'icon',
      icon: 'remove',
      text: 'Unknown',
      tone: 'neutral',
    });
  });
});

describe('NgaBooleanValue', () => {
  it('shows the icon and the visible label', async () => {
    const field = new BooleanField('published').choices([
      { value: null, label: 'Unknown' },
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]);
    const { fixture } = await render(NgaBooleanValue, { field, value: true });
    const host: HTMLElement = fixture.nativeElement;
    expect(host.querySelector('mat-icon')?.textContent?.trim()).toBe('check');
    expect(host.querySelector('span')?.textContent).toBe('Yes');
  });

  it('colors the icon with the tone of the state, as list cells do', async () => {
    const field = new BooleanField('published');
    const { fixture } = await render(NgaBooleanValue, { field, value: false });
    const icon: HTMLElement = fixture.nativeElement.querySelector('mat-icon');
    expect(icon.classList).toContain('nga-tone-negative');
  });
});

describe('NgaBooleanInput', () => {
  it('is a dropdown of the three choices, null included, whose empty choice reads "Not set"', async () => {
    const control = new FormControl<unknown>(null);
    const field = new BooleanField('published').label('Published');
    const { input } = await render(NgaBooleanInput, { field, control });
    expect(await input.getKind()).toBe('select');
    expect(await input.getLabel()).toBe('Published');
    expect(await input.getValue()).toBe('Not set');
    expect(await input.getOptions()).toEqual(['Not set', 'true', 'false']);
    await input.setValue('true');
    expect(control.value).toBeTrue();
    await input.setValue('false');
    expect(control.value).toBeFalse();
    await input.setValue('Not set');
    expect(control.value).toBeNull();
  });

  it('names the empty choice in the words of NgaIntl', async () => {
    const intl = Object.assign(new NgaIntl(), { booleanUnset: 'Unknown yet' });
    TestBed.configureTestingModule({
      providers: [NO_ANIMATIONS, { provide: NgaIntl, useValue: intl }],
    });
    const { input } = await createWidget(NgaBooleanInput, {
      field: new BooleanField('published'),
      control: new FormControl<unknown>(null),
    });
    expect(await input.getOptions()).toEqual(['Unknown yet', 'true', 'false']);
  });

  it("keeps a configured label of the empty choice, even ng-admin's word for it", async () => {
    const field = new BooleanField('published').choices([
      { value: null, label: 'not yet decided' },
      { value: true, label: 'enabled' },
      { value: false, label: 'disabled' },
    ]);
    const { input } = await render(NgaBooleanInput, {
      field,
      control: new FormControl<unknown>(null),
    });
    expect(await input.getValue()).toBe('not yet decided');
    expect(await input.getOptions()).toEqual(['not yet decided', 'enabled', 'disabled']);
  });

  it('shows custom labels', async () => {
    const field = new BooleanField('published').choices([
      { value: null, label: 'Unknown' },
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]);
    const { input } = await render(NgaBooleanInput, {
      field,
      control: new FormControl<unknown>(false),
    });
    expect(await input.getValue()).toBe('No');
  });

  it('is a checkbox when required, starting an empty value as false', async () => {
    const control = new FormControl<unknown>(null, Validators.required);
    const field = new BooleanField('accepted').label('Accepted').validation({ required: true });
    const { input } = await render(NgaBooleanInput, { field, control });
    expect(await input.getKind()).toBe('checkbox');
    expect(await input.getLabel()).toBe('Accepted');
    expect(await input.getValue()).toBeFalse();
    expect(control.value).toBeFalse();
    expect(control.valid).toBeTrue();
    await input.setValue(true);
    expect(control.value).toBeTrue();
    await input.setValue(false);
    expect(control.value).toBeFalse();
    expect(control.valid).toBeTrue();
  });

  it('shows the error of the checkbox once touched', async () => {
    const control = new FormControl<unknown>(true);
    const field = new BooleanField('accepted').validation({ required: true });
    const { fixture, input } = await render(NgaBooleanInput, { field, control });
    control.setErrors({ server: 'Must be accepted.' });
    await fixture.whenStable();
    expect(await input.getErrors()).toEqual([]);
    control.markAsTouched();
    await fixture.whenStable();
    expect(await input.getErrors()).toEqual(['Must be accepted.']);
  });
});

describe('NgaBooleanFilter', () => {
  it('offers the filter choices and an option that clears the filter', async () => {
    const control = new FormControl<unknown>(null);
    const field = new BooleanField('published').label('Published');
    const { input } = await render(NgaBooleanFilter, { field, control });
    expect(await input.getOptions()).toEqual(['Any', 'true', 'false']);
    await input.setValue('false');
    expect(control.value).toBeFalse();
    await input.setValue('Any');
    expect(control.value).toBeNull();
  });
});

describe('booleanFieldType', () => {
  it('displays an icon, reads API booleans and has lazy value, input and filter components', async () => {
    expect(await fieldTypeSummary(booleanFieldType)).toBe(
      'boolean: display=fn filter=nga-boolean-filter input=nga-boolean-input isEmpty=fn parse=fn value=nga-boolean-value',
    );
    const field = new BooleanField('published');
    expect(booleanFieldType.parse!('1', field)).toBeTrue();
    expect(booleanFieldType.parse!('off', field)).toBeFalse();
  });

  it('counts only an unset value as empty: false answers a required checkbox', () => {
    expect(booleanFieldType.isEmpty!(false)).toBeFalse();
    expect(booleanFieldType.isEmpty!(null)).toBeTrue();
    expect(booleanFieldType.isEmpty!(undefined)).toBeTrue();
  });
});
