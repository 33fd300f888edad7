import { Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { createAdmin, Field, View } from '@ng-admin/core/config';
import { provideFieldTypes } from '../../base/field-type-registry';
import { dateFieldType } from '../date/date-field-type';
import { NGA_DATAGRID } from '../datagrid-outlet';
import { configureDisplayTesting, displayOf } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { stringFieldType } from '../string/string-field-type';
import { embeddedListFieldType } from './embedded-list-field-type';
import { NgaEmbeddedListInput } from './embedded-list-input';
import { NgaEmbeddedListValue } from './embedded-list-value';

@Component({
  selector: 'nga-embedded-list-test-text-input',
  imports: [ReactiveFormsModule],
  template: `<input [formControl]="control()" [attr.aria-label]="field().label()" />`,
})
class TestTextInput {
  readonly field = input.required<Field>();
  readonly control = input.required<FormControl<unknown>>();
}

describe('embedded_list widgets', () => {
  beforeEach(() => configureDisplayTesting());

  const admin = createAdmin();
  const links = admin.entity('links');
  links.editionView().fields(admin.field('url'));
  const posts = admin.entity('posts');
  posts.editionView().fields(admin.field('title'));
  const backlinks = () =>
    admin
      .field('backlinks', 'embedded_list')
      .label('Backlinks')
      .targetFields([
        admin.field('date', 'date'),
        admin.field('url').validation({ required: true }),
        admin
          .field('author.name')
          .label('Author')
          .map((name) => String(name ?? '').toUpperCase()),
      ])
      .sortField('date');
  const items = [
    { date: '2024-01-02', url: 'b', author: { name: 'bo' } },
    { date: '2024-03-01', url: 'c', author: { name: 'cy' } },
    { date: '2023-12-31', url: 'a', author: { name: 'al' } },
  ];

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        // Plain text boxes stand in for the built-in inputs; displays stay the built-in ones.
        provideFieldTypes(
          { ...stringFieldType, input: TestTextInput },
          { ...dateFieldType, input: TestTextInput },
        ),
        {
          provide: NGA_DATAGRID,
          useValue: () => import('../../views/datagrid/datagrid').then((m) => m.NgaDatagrid),
        },
      ],
    });
  });

  function cellTexts(element: HTMLElement): string[][] {
    return [...element.querySelectorAll('.nga-datagrid .nga-row')].map((row) =>
      [...row.querySelectorAll('.mat-mdc-cell.nga-cell')].map(
        (cell) => cell.textContent?.trim() ?? '',
      ),
    );
  }

  describe('value', () => {
    async function render(field = backlinks(), value: unknown = items) {
      const fixture = TestBed.createComponent(NgaEmbeddedListValue);
      fixture.componentRef.setInput('field', field);
      fixture.componentRef.setInput('value', value);
      await fixture.whenStable();
      return fixture.nativeElement as HTMLElement;
    }

    it('shows the items sorted by sortField and sortDir, nested keys flattened and mapped', async () => {
      expect(cellTexts(await render())).toEqual([
        ['2024-03-01', 'c', 'CY'],
        ['2024-01-02', 'b', 'BO'],
        ['2023-12-31', 'a', 'AL'],
      ]);
      const ascending = cellTexts(await render(backlinks().sortDir('ASC')));
      expect(ascending.map((row) => row[1])).toEqual(['a', 'b', 'c']);
    });

    it('keeps only the items matching permanentFilters', async () => {
      const rows = cellTexts(await render(backlinks().permanentFilters({ 'author.name': 'bo' })));
      expect(rows).toEqual([['2024-01-02', 'b', 'BO']]);
    });

    it('links to the target entity when every item has its identifier', async () => {
      const field = admin
        .field('links', 'embedded_list')
        .targetEntity(links)
        .targetFields([admin.field('id'), admin.field('url')]);
      const element = await render(field, [{ id: 4, url: 'x' }]);
      const link = element.querySelector('.mat-mdc-cell.nga-cell a');
      expect(link?.getAttribute('href')).toBe('/links/edit/4');
      expect(link?.getAttribute('data-nga-url')).toBe('/links/edit/4');
      const withoutIds = await render(field, [{ url: 'x' }]);
      expect(withoutIds.querySelector('.mat-mdc-cell a')).toBeNull();
      expect(cellTexts(withoutIds)).toEqual([['', 'x']]);
    });
  });

  it('displays the count of items, should a list show it', () => {
    expect(displayOf(backlinks(), items)).toEqual({ kind: 'text', text: '3 items' });
    expect(displayOf(backlinks(), [items[0]])).toEqual({ kind: 'text', text: '1 item' });
    expect(displayOf(backlinks(), null)).toEqual({ kind: 'text', text: '0 items' });
  });

  describe('input', () => {
    async function render(control: FormControl<unknown>, view: View = posts.editionView()) {
      const fixture = TestBed.createComponent(NgaEmbeddedListInput);
      fixture.componentRef.setInput('field', backlinks());
      fixture.componentRef.setInput('control', control);
      fixture.componentRef.setInput('view', view);
      await fixture.whenStable();
      await fixture.whenStable();
      return fixture;
    }

    const inputsNamed = (element: HTMLElement, label: string) =>
      [...element.querySelectorAll(`input[aria-label="${label}"]`)] as HTMLInputElement[];

    it('renders one embedded form per item with the target fields', async () => {
      const fixture = await render(new FormControl<unknown>(items.slice(0, 2)));
      const element = fixture.nativeElement as HTMLElement;
      expect(inputsNamed(element, 'Url').map((box) => box.value)).toEqual(['b', 'c']);
      expect(inputsNamed(element, 'Author').map((box) => box.value)).toEqual(['BO', 'CY']);
      const groups = [...element.querySelectorAll('[role="group"]')].map((group) =>
        group.getAttribute('aria-label'),
      );
      expect(groups).toEqual(['Backlinks item 1', 'Backlinks item 2']);
    });

    it('writes the whole array, nested again, on every change', async () => {
      const control = new FormControl<unknown>([items[0]]);
      const fixture = await render(control);
      const url = inputsNamed(fixture.nativeElement, 'Url')[0];
      url.value = 'changed';
      url.dispatchEvent(new Event('input'));
      expect(control.value).toEqual([
        { date: '2024-01-02', url: 'changed', author: { name: 'BO' } },
      ]);
      expect(control.dirty).toBeTrue();
    });

    it('adds an item with the default values and removes one', async () => {
      const field = backlinks();
      const control = new FormControl<unknown>([items[0], items[1]]);
      const fixture = TestBed.createComponent(NgaEmbeddedListInput);
      field.targetFields()[0].defaultValue('2025-01-01');
      fixture.componentRef.setInput('field', field);
      fixture.componentRef.setInput('control', control);
      await fixture.whenStable();
      const element = fixture.nativeElement as HTMLElement;

      (
        element.querySelector('button[aria-label="Add Backlinks item"]') as HTMLButtonElement
      ).click();
      await fixture.whenStable();
      expect((control.value as unknown[]).length).toBe(3);
      expect((control.value as unknown[])[2]).toEqual({
        date: '2025-01-01',
        url: null,
        author: { name: null },
      });

      (
        element.querySelector('button[aria-label="Remove Backlinks item 1"]') as HTMLButtonElement
      ).click();
      await fixture.whenStable();
      expect((control.value as { url: unknown }[]).map((item) => item.url)).toEqual(['c', null]);
      expect(inputsNamed(element, 'Url').length).toBe(2);
    });

    it('makes the control invalid while a required sub-field is empty', async () => {
      const control = new FormControl<unknown>([]);
      const fixture = await render(control);
      expect(control.valid).toBeTrue();
      const element = fixture.nativeElement as HTMLElement;

      (
        element.querySelector('button[aria-label="Add Backlinks item"]') as HTMLButtonElement
      ).click();
      await fixture.whenStable();
      expect(control.invalid).toBeTrue();
      expect(control.errors).toEqual({ invalidItems: jasmine.any(String) });

      const url = inputsNamed(element, 'Url')[0];
      url.value = 'https://example.com';
      url.dispatchEvent(new Event('input'));
      expect(control.valid).toBeTrue();
    });

    it('rebuilds the forms when the value is set from outside', async () => {
      const control = new FormControl<unknown>([items[0]]);
      const fixture = await render(control);
      control.setValue([items[1], items[2]]);
      await fixture.whenStable();
      expect(inputsNamed(fixture.nativeElement, 'Url').map((box) => box.value)).toEqual(['c', 'a']);
    });

    it('renders nothing in a list filter bar', async () => {
      const fixture = await render(new FormControl<unknown>(null), posts.listView());
      expect(fixture.nativeElement.textContent.trim()).toBe('');
    });
  });
});

describe('embeddedListFieldType', () => {
  it('keeps arrays whole, is neither listed nor sorted, with lazy value and input components', async () => {
    expect(await fieldTypeSummary(embeddedListFieldType)).toBe(
      'embedded_list: display=fn inLists=false input=nga-embedded-list-input isEmpty=fn load=fn sortable=false value=nga-embedded-list-value valueShape=whole',
    );
    expect(embeddedListFieldType.isEmpty!([])).toBeTrue();
    expect(embeddedListFieldType.isEmpty!(null)).toBeTrue();
    expect(embeddedListFieldType.isEmpty!([{ url: 'a' }])).toBeFalse();
  });
});
