import { NgaDisplayView } from '../display-view';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { TestBed } from '@angular/core/testing';
import { FormControl } from '@angular/forms';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { StringField } from '@ng-admin/core/config';
import { NgaPlainTextValue } from './plain-text-value';
import { NgaTextSearchFilter } from './text-search-filter';

describe('NgaDisplayView', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows the text on one line with an ellipsis and the full text as tooltip', async () => {
    const long = 'A very long title '.repeat(10);
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('value', long);
    await fixture.whenStable();
    const host: HTMLElement = fixture.nativeElement;
    expect(host.textContent).toBe(long);
    expect(host.getAttribute('title')).toBe(long);
    const style = getComputedStyle(host);
    expect(style.textOverflow).toBe('ellipsis');
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.overflow).toBe('hidden');
  });

  it('shows nothing and no tooltip for an empty value', async () => {
    const fixture = TestBed.createComponent(NgaDisplayView);
    fixture.componentRef.setInput('value', null);
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent).toBe('');
    expect(fixture.nativeElement.hasAttribute('title')).toBeFalse();
  });
});

describe('NgaPlainTextValue', () => {
  it('keeps line breaks', async () => {
    const fixture = TestBed.createComponent(NgaPlainTextValue);
    fixture.componentRef.setInput('value', 'first line\nsecond line');
    await fixture.whenStable();
    const host: HTMLElement = fixture.nativeElement;
    expect(host.textContent).toBe('first line\nsecond line');
    expect(getComputedStyle(host).whiteSpace).toBe('pre-line');
  });

  it('shows numbers as text', async () => {
    const fixture = TestBed.createComponent(NgaPlainTextValue);
    fixture.componentRef.setInput('value', 42);
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent).toBe('42');
  });
});

describe('NgaTextSearchFilter', () => {
  it('is a labelled text box writing the search text to the control', async () => {
    const control = new FormControl<unknown>(null);
    const fixture = TestBed.createComponent(NgaTextSearchFilter);
    fixture.componentRef.setInput('field', new StringField('title').label('Title'));
    fixture.componentRef.setInput('control', control);
    await fixture.whenStable();
    const loader = TestbedHarnessEnvironment.loader(fixture);
    expect(await (await loader.getHarness(MatFormFieldHarness)).getLabel()).toBe('Title');
    const input = await loader.getHarness(MatInputHarness);
    expect(await input.getType()).toBe('text');
    await input.setValue('angular');
    expect(control.value).toBe('angular');
  });

  it('without a label, shows its placeholder and is named by it', async () => {
    const fixture = TestBed.createComponent(NgaTextSearchFilter);
    const field = new StringField('q').label('').attributes({ placeholder: 'Search' });
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('control', new FormControl<unknown>(null));
    await fixture.whenStable();
    const host: HTMLElement = fixture.nativeElement;
    expect(host.querySelector('mat-label, label')).toBeNull();
    const input = host.querySelector('input')!;
    expect(input.placeholder).toBe('Search');
    expect(input.getAttribute('aria-label')).toBe('Search');
  });
});
