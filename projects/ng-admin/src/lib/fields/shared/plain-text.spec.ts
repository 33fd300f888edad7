import { TestBed } from '@angular/core/testing';
import { FormControl } from '@angular/forms';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { MatFormFieldHarness } from '@angular/material/form-field/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { StringField, TextField } from '@ng-admin/core/config';
import { configureDisplayTesting, renderDisplay } from './display-testing.spec';
import { NgaTextSearchFilter } from './text-search-filter';

describe('string display', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows the text with the full text as tooltip, for cells that cut it', async () => {
    const long = 'A very long title '.repeat(10);
    const { element } = await renderDisplay(new StringField('title'), long);
    const text = element.querySelector('span')!;
    expect(text.textContent).toBe(long);
    expect(text.title).toBe(long);
    expect(text.classList).toContain('nga-display-clip');
    expect(element.querySelector('a')).toBeNull();
  });

  it('keeps line breaks in show views', async () => {
    const { element } = await renderDisplay(new TextField('body'), 'first line\nsecond line');
    const text = element.querySelector('span')!;
    expect(text.textContent).toBe('first line\nsecond line');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
  });

  it('shows nothing and no tooltip for an empty value', async () => {
    const { element } = await renderDisplay(new StringField('title'), null);
    expect(element.textContent).toBe('');
    expect(element.querySelector('span')?.hasAttribute('title')).toBeFalse();
  });

  it('shows numbers as text', async () => {
    const { element } = await renderDisplay(new StringField('code'), 42);
    expect(element.textContent).toBe('42');
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
