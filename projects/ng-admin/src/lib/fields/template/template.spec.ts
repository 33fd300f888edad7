import { Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, FormGroup } from '@angular/forms';
import { admin, TemplateField } from '@ng-admin/core/config';
import type { NgaDisplayContext } from '../../base/field-type';
import { NgaLinks } from '../../base/links';
import { NgaDatastore } from '../../data/datastore';
import { NgaIntl } from '../../i18n/intl';
import { configureDisplayTesting, renderDisplay } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { templateFieldType } from './template-field-type';
import { NgaTemplateFilter } from './template-filter';
import { NgaTemplateInput } from './template-input';

async function render<T>(component: Type<T>, inputs: Record<string, unknown>) {
  TestBed.configureTestingModule({ providers: [NgaDatastore] });
  const fixture = TestBed.createComponent(component);
  for (const [name, value] of Object.entries(inputs)) fixture.componentRef.setInput(name, value);
  await fixture.whenStable();
  return fixture;
}

const entry = {
  entityName: 'posts',
  identifierValue: 7,
  values: { id: 7, title: 'Hello', views: 12 },
};

// Templated fields of every type are rendered by the datagrid and the show view with
// <nga-template> (see their specs); the template type's own display is the untemplated case.
describe('template display', () => {
  beforeEach(() => configureDisplayTesting());

  it('shows the value as text without a template', async () => {
    const { element } = await renderDisplay(new TemplateField('x'), 'plain');
    expect(element.querySelector('span')?.textContent).toBe('plain');
  });
});

describe('NgaTemplateInput', () => {
  it('renders the template with the form in scope and follows the form values', async () => {
    const form = new FormGroup({ title: new FormControl<unknown>('Hello') });
    const field = new TemplateField('preview').template(
      'Preview: {{ entry.values.title }} / {{ form.value.title }}',
    );
    const fixture = await render(NgaTemplateInput, {
      field,
      form,
      entry,
      view: admin.entity('posts').editionView(),
    });
    expect(fixture.nativeElement.textContent.trim()).toBe('Preview: Hello / Hello');
    expect(fixture.nativeElement.querySelector('input, textarea, mat-form-field')).toBeNull();

    form.controls.title.setValue('Changed');
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent.trim()).toBe('Preview: Changed / Changed');
  });

  it('reads the value from the entry when the field has no control', async () => {
    const field = new TemplateField('views').template('{{ value }} views');
    const fixture = await render(NgaTemplateInput, { field, entry });
    expect(fixture.nativeElement.textContent.trim()).toBe('12 views');
  });
});

describe('NgaTemplateFilter', () => {
  it('renders the template with the filter scope', async () => {
    const filters = new FormGroup({
      q: new FormControl<unknown>('angular'),
      status: new FormControl<unknown>('published'),
    });
    const field = new TemplateField('q').template('{{ value }} in {{ values.status }}');
    const fixture = await render(NgaTemplateFilter, { field, control: filters.controls.q });
    expect(fixture.nativeElement.textContent.trim()).toBe('angular in published');

    filters.controls.status.setValue('draft');
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent.trim()).toBe('angular in draft');
  });

  it('renders nothing visible for a template-only filter', async () => {
    const field = new TemplateField('q').template(' ').defaultValue('active');
    const fixture = await render(NgaTemplateFilter, {
      field,
      control: new FormControl<unknown>('active'),
    });
    expect(fixture.nativeElement.textContent.trim()).toBe('');
  });
});

describe('templateFieldType', () => {
  it('has no control and no sort, and template input and filter components', async () => {
    expect(await fieldTypeSummary(templateFieldType)).toBe(
      'template: display=fn exportText=fn filter=nga-template-filter hasControl=false input=nga-template-input inRecord=false sortable=false',
    );
  });

  describe('exportText', () => {
    function context(field: TemplateField): NgaDisplayContext {
      return {
        field,
        entry,
        references: null,
        links: TestBed.inject(NgaLinks),
        intl: TestBed.inject(NgaIntl),
      };
    }

    beforeEach(() => configureDisplayTesting());

    it('exports the raw text of a template string', () => {
      const field = new TemplateField('summary').template('<b>{{ entry.values.title }}</b>');
      expect(templateFieldType.exportText!(12, context(field))).toBe(
        '<b>{{ entry.values.title }}</b>',
      );
    });

    it('exports what a template function computes, dates as ISO instants', () => {
      const title = new TemplateField('summary').template(
        (current: { values: Record<string, unknown> }) => `${current.values['title']}!`,
      );
      expect(templateFieldType.exportText!(null, context(title))).toBe('Hello!');
      // A JavaScript configuration may return any value, a Date for instance.
      const returning = (value: unknown) => (() => value) as unknown as () => string;
      const date = new TemplateField('at').template(returning(new Date(Date.UTC(2024, 2, 5, 10))));
      expect(templateFieldType.exportText!(null, context(date))).toBe('2024-03-05T10:00:00.000Z');
      const invalid = new TemplateField('at').template(returning(new Date(Number.NaN)));
      expect(templateFieldType.exportText!(null, context(invalid))).toBe('');
    });

    it('exports the value as text without a template', () => {
      expect(templateFieldType.exportText!(12, context(new TemplateField('views')))).toBe('12');
    });
  });
});
