import { FormControl } from '@angular/forms';
import { MatSelectHarness } from '@angular/material/select/testing';
import { createAdmin } from '@ng-admin/core/config';
import { NgaDateFilter } from '../../../fields/date/date-filter';
import { NgaNumberFilter } from '../../../fields/shared/number-filter';
import { NgaTextSearchFilter } from '../../../fields/shared/text-search-filter';
import { renderWidget } from '../../../fields/shared/widget-testing.spec';
import { NgaDefaultDialect } from '../../../data/dialects/default-dialect';
import { NgaGraphqlDialect } from '../../../data/dialects/graphql-dialect';
import { NgaSimpleRestDialect } from '../../../data/dialects/simple-rest-dialect';
import { filterModeOf, offeredOperators } from './filter-modes';
import { NgaOperatorFilter } from './operator-filter';

describe('NgaOperatorFilter', () => {
  const admin = createAdmin();

  function inputsOf(element: HTMLElement): HTMLInputElement[] {
    return [...element.querySelectorAll('input')];
  }

  function type(input: HTMLInputElement, text: string): void {
    input.value = text;
    input.dispatchEvent(new Event('input'));
    input.dispatchEvent(new Event('blur'));
  }

  it('a number range writes { gte, lte } from its two inputs, and shows the value it is given', async () => {
    const control = new FormControl<unknown>(null);
    const field = admin.field('views', 'number').label('Views').filterOperators(['gte', 'lte']);
    const { fixture } = await renderWidget(NgaOperatorFilter, {
      field,
      control,
      mode: 'range',
      component: NgaNumberFilter,
    });
    const element = fixture.nativeElement as HTMLElement;
    const labels = [...element.querySelectorAll('mat-label')].map((label) => label.textContent);
    expect(labels).toEqual(['Views from', 'Views to']);
    const [from, to] = inputsOf(element);
    type(from, '10');
    expect(control.value).toEqual({ gte: 10 });
    type(to, '99');
    expect(control.value).toEqual({ gte: 10, lte: 99 });
    type(from, '');
    expect(control.value).toEqual({ lte: 99 });
    type(to, '');
    expect(control.value).toBeNull();

    // The URL changed (back, a shared link): the inputs follow without writing it back.
    const written: unknown[] = [];
    control.valueChanges.subscribe((value) => written.push(value));
    control.setValue({ gte: 3, lte: 7 });
    await fixture.whenStable();
    expect(inputsOf(element).map((input) => input.value)).toEqual(['3', '7']);
    expect(written).toEqual([{ gte: 3, lte: 7 }]);
  });

  it('a date range offers presets that set both days', async () => {
    const control = new FormControl<unknown>(null);
    const field = admin.field('published_at', 'date').label('Published');
    const { fixture } = await renderWidget(NgaOperatorFilter, {
      field,
      control,
      mode: 'range',
      component: NgaDateFilter,
    });
    const element = fixture.nativeElement as HTMLElement;
    const presets = element.querySelector<HTMLButtonElement>('.nga-range-presets')!;
    expect(presets.getAttribute('aria-label')).toBe('Preset ranges of Published');
    presets.click();
    await fixture.whenStable();
    const items = [...document.querySelectorAll<HTMLButtonElement>('.mat-mdc-menu-item')];
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Today',
      'Last 7 days',
      'Last 30 days',
      'This month',
      'This year',
    ]);
    items[1].click();
    await fixture.whenStable();
    const today = new Date();
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(control.value).toEqual({
      gte: day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)),
      lte: day(today),
    });
  });

  it('a datetime range sends its "to" day up to the end of that day', async () => {
    const control = new FormControl<unknown>({ gte: '2024-01-01', lte: '2024-01-31T23:59:59.999' });
    const { fixture } = await renderWidget(NgaOperatorFilter, {
      field: admin.field('created_at', 'datetime').label('Created'),
      control,
      mode: 'range',
      component: NgaDateFilter,
    });
    const [, to] = inputsOf(fixture.nativeElement as HTMLElement);
    expect(to.value).toBe('2024-01-31');
    type(to, '2024-02-29');
    await fixture.whenStable();
    expect(control.value).toEqual({ gte: '2024-01-01', lte: '2024-02-29T23:59:59.999' });
  });

  it('a "contains" filter and a choice of several values', async () => {
    const text = new FormControl<unknown>(null);
    const rendered = await renderWidget(NgaOperatorFilter, {
      field: admin.field('title').label('Title'),
      control: text,
      mode: 'contains',
      component: NgaTextSearchFilter,
    });
    const [input] = inputsOf(rendered.fixture.nativeElement as HTMLElement);
    type(input, 'ng');
    expect(text.value).toEqual({ contains: 'ng' });
  });

  it('several choices write { in: [...] }; an older plain value shows as one choice', async () => {
    const control = new FormControl<unknown>('gadgets');
    const field = admin
      .field('subcategory', 'choice')
      .label('Subcategory')
      .choices([
        { value: 'gadgets', label: 'Gadgets' },
        { value: 'health', label: 'Health' },
        { value: 'fashion', label: 'Fashion' },
      ]);
    const { loader } = await renderWidget(NgaOperatorFilter, { field, control, mode: 'in' });
    const select = await loader.getHarness(MatSelectHarness);
    expect(await select.getValueText()).toBe('Gadgets');
    await select.open();
    await select.clickOptions({ text: 'Health' });
    expect(control.value).toEqual({ in: ['gadgets', 'health'] });
  });

  it('offers only what the configuration, the type and the dialect allow', () => {
    const range = admin.field('views', 'number').filterOperators(['gte', 'lte']);
    const contains = admin.field('title').filterOperators(['contains']);
    const several = admin.field('c', 'choice').filterOperators(['in']);
    expect(filterModeOf(offeredOperators(range, new NgaDefaultDialect()))).toBe('range');
    expect(filterModeOf(offeredOperators(contains, new NgaDefaultDialect()))).toBe('contains');
    // Simple REST has no "contains", GraphQL no "in": those filters compare by equality.
    expect(filterModeOf(offeredOperators(contains, new NgaSimpleRestDialect()))).toBe('eq');
    expect(filterModeOf(offeredOperators(several, new NgaGraphqlDialect()))).toBe('eq');
    expect(filterModeOf(offeredOperators(range, new NgaGraphqlDialect()))).toBe('range');
    expect(filterModeOf(offeredOperators(admin.field('t'), new NgaDefaultDialect()))).toBe('eq');
  });
});
