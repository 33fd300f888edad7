import { NgaDisplayView } from '../display-view';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { resolvedFieldType } from '../shared/field-type-testing.spec';
import { Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, FormGroup } from '@angular/forms';
import { admin, TemplateField } from '@ng-admin/core/config';
import { NgaDatastore } from '../../data/datastore';
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

describe('NgaDisplayView', () => {
  beforeEach(() => configureDisplayTesting());

  it('renders the template with the read-view scope', async () => {
    const posts = admin.entity('posts');
    const field = new TemplateField('summary').template(
      '<b>{{ entry.values.title }}</b> ({{ value }}) in {{ entity.name() }}',
    );
    const fixture = await render(NgaDisplayView, {
      field,
      value: 12,
      entry,
      view: posts.listView(),
    });
    const host: HTMLElement = fixture.nativeElement;
    expect(host.querySelector('b')?.textContent).toBe('Hello');
    expect(host.textContent).toBe('Hello (12) in posts');
  });

  it('gives the datastore to the template', async () => {
    const field = new TemplateField('check').template('{{ datastore ? "yes" : "no" }}');
    const fixture = await render(NgaDisplayView, { field, value: null, entry });
    expect(fixture.nativeElement.textContent.trim()).toBe('yes');
  });

  it('shows the value as text without a template', async () => {
    const fixture = await render(NgaDisplayView, {
      field: new TemplateField('x'),
      value: 'plain',
    });
    expect(fixture.nativeElement.textContent.trim()).toBe('plain');
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
  beforeEach(() => configureDisplayTesting());

  it('declares the template components', async () => {
    expect(await resolvedFieldType(templateFieldType)).toEqual({
      name: 'template',
      cell: NgaDisplayView,
      value: NgaDisplayView,
      input: NgaTemplateInput,
      filter: NgaTemplateFilter,
      fieldClass: TemplateField,
    });
  });
});
