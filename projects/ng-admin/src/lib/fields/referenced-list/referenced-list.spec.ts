import { NgaDisplayView } from '../display-view';
import { configureDisplayTesting } from '../shared/display-testing.spec';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component, computed, inject, input } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { createAdmin, EntryLike, Field, ReferenceField } from '@ng-admin/core/config';
import { provideFieldTypes } from '../../base/field-type-registry';
import { NGA_APPLICATION } from '../../base/tokens';
import { NgaDatastore } from '../../data/datastore';
import { NgaReferencedListInput } from './referenced-list-input';
import { NgaReferencedListValue } from './referenced-list-value';

@Component({ selector: 'nga-referenced-list-test-text-cell', template: '{{ value() }}' })
class TestTextCell {
  readonly value = input<unknown>();
}

@Component({ selector: 'nga-referenced-list-test-reference-cell', template: '{{ label() }}' })
class TestReferenceCell {
  readonly field = input.required<ReferenceField>();
  readonly value = input<unknown>();
  private readonly datastore = inject(NgaDatastore);
  protected readonly label = computed(() =>
    this.datastore.referenceLabel(this.field(), this.value()),
  );
}

describe('referenced_list widgets', () => {
  beforeEach(() => configureDisplayTesting());

  const admin = createAdmin();
  const users = admin.entity('users');
  const comments = admin.entity('comments');
  comments.listView().fields(admin.field('body'));
  comments.editionView().fields(admin.field('body'));
  const application = admin
    .application('Test')
    .baseApiUrl('/api/')
    .addEntity(users)
    .addEntity(comments);
  const commentsField = (fields: Field[] = [admin.field('id'), admin.field('body')]) =>
    admin
      .field('comments', 'referenced_list')
      .label('Comments')
      .targetEntity(comments)
      .targetReferenceField('post_id')
      .targetFields(fields);
  const post: EntryLike = { entityName: 'posts', identifierValue: 7, values: { id: 7 } };
  const rowsUrl = (filters: object, extra = '') =>
    `/api/comments?_page=1&_perPage=30&_sortField=id&_sortDir=DESC&_filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`;

  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
        provideFieldTypes(
          { name: 'string', cell: TestTextCell, value: TestTextCell, input: TestTextCell },
          {
            name: 'reference',
            cell: TestReferenceCell,
            value: TestReferenceCell,
            input: TestTextCell,
          },
        ),
        { provide: NGA_APPLICATION, useValue: application },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function renderValue(field = commentsField(), entry: EntryLike | null = post) {
    const fixture = TestBed.createComponent(NgaReferencedListValue);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('entry', entry);
    await fixture.whenStable();
    return fixture;
  }

  /** Lets the lazily loaded cells and the follow-up requests arrive. */
  async function settle(fixture: ComponentFixture<unknown>): Promise<void> {
    for (let round = 0; round < 3; round++) {
      await fixture.whenStable();
      await new Promise((resolve) => setTimeout(resolve));
    }
  }

  function cellTexts(element: HTMLElement): string[][] {
    return [...element.querySelectorAll('tr.mat-mdc-row')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
    );
  }

  it('loads the related entries in one filtered request and shows them', async () => {
    const fixture = await renderValue(commentsField().permanentFilters({ approved: true }));
    http.expectOne(rowsUrl({ post_id: 7, approved: true })).flush([
      { id: 2, body: 'Second', post_id: 7 },
      { id: 1, body: 'First', post_id: 7 },
    ]);
    await settle(fixture);

    expect(cellTexts(fixture.nativeElement)).toEqual([
      ['2', 'Second'],
      ['1', 'First'],
    ]);
    const detail = fixture.nativeElement.querySelector('td a') as HTMLAnchorElement;
    expect(detail.getAttribute('href')).toBe('/comments/edit/2');
  });

  it('adds a link column to the related entries when no column links to them', async () => {
    const fixture = await renderValue(commentsField([admin.field('body')]));
    http.expectOne(rowsUrl({ post_id: 7 })).flush([{ id: 3, body: 'Hi' }]);
    await settle(fixture);
    const action = fixture.nativeElement.querySelector(
      'td.nga-actions-cell a',
    ) as HTMLAnchorElement;
    expect(action.getAttribute('href')).toBe('/comments/edit/3');
  });

  it('links to the related list filtered by this entry', async () => {
    const fixture = await renderValue();
    http.expectOne(rowsUrl({ post_id: 7 })).flush([]);
    await fixture.whenStable();

    const link = fixture.nativeElement.querySelector(
      'a.nga-referenced-list-all',
    ) as HTMLAnchorElement;
    expect(link.textContent?.trim()).toContain('See all related Comments');
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/comments/list');
    expect(JSON.parse(url.searchParams.get('search') ?? '')).toEqual({ post_id: 7 });
  });

  it('resolves the references of its columns into its own datastore', async () => {
    const author = admin
      .field('author_id', 'reference')
      .targetEntity(users)
      .targetField(admin.field('name'));
    const fixture = await renderValue(commentsField([admin.field('body'), author]));
    http.expectOne(rowsUrl({ post_id: 7 })).flush([{ id: 1, body: 'Hi', author_id: 3 }]);
    http.expectOne('/api/users/3').flush({ id: 3, name: 'Ann' });
    await settle(fixture);
    expect(cellTexts(fixture.nativeElement)).toEqual([['Hi', 'Ann']]);
  });

  it('shows the error of a failed request', async () => {
    const fixture = await renderValue();
    http
      .expectOne(rowsUrl({ post_id: 7 }))
      .flush({ message: 'Boom' }, { status: 500, statusText: 'Error' });
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('renders nothing, and requests nothing, without an entry identifier', async () => {
    const input = TestBed.createComponent(NgaReferencedListInput);
    input.componentRef.setInput('field', commentsField());
    await input.whenStable();
    expect(input.nativeElement.textContent.trim()).toBe('');

    const value = await renderValue(commentsField(), {
      entityName: 'posts',
      identifierValue: null,
      values: {},
    });
    expect(value.nativeElement.textContent.trim()).toBe('');
  });

  it('shows the datagrid read-only in the edition form, under the label', async () => {
    const input = TestBed.createComponent(NgaReferencedListInput);
    input.componentRef.setInput('field', commentsField());
    input.componentRef.setInput('entry', post);
    await settle(input);
    http.expectOne(rowsUrl({ post_id: 7 })).flush([{ id: 1, body: 'First' }]);
    await settle(input);
    expect(input.nativeElement.querySelector('.nga-referenced-list-label').textContent).toContain(
      'Comments',
    );
    expect(cellTexts(input.nativeElement)).toEqual([['1', 'First']]);
  });

  it('has a cell that counts an array value and is empty otherwise', async () => {
    const cell = TestBed.createComponent(NgaDisplayView);
    cell.componentRef.setInput('value', [{}, {}]);
    await cell.whenStable();
    expect(cell.nativeElement.textContent.trim()).toBe('2');
    cell.componentRef.setInput('value', undefined);
    await cell.whenStable();
    expect(cell.nativeElement.textContent.trim()).toBe('');
  });
});
