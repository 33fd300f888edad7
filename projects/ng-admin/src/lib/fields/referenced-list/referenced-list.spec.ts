import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { createAdmin, EntryLike, Field } from '@ng-admin/core/config';
import { NGA_APPLICATION } from '../../base/tokens';
import { NGA_DATAGRID } from '../datagrid-outlet';
import { configureDisplayTesting, displayOf } from '../shared/display-testing.spec';
import { fieldTypeSummary } from '../shared/field-type-testing.spec';
import { referencedListFieldType } from './referenced-list-field-type';
import { NgaReferencedListInput } from './referenced-list-input';
import { NgaReferencedListValue } from './referenced-list-value';

describe('referenced_list widgets', () => {
  beforeEach(() => configureDisplayTesting());

  const admin = createAdmin();
  const users = admin.entity('users');
  users.editionView().fields(admin.field('name'));
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
        { provide: NGA_APPLICATION, useValue: application },
        {
          provide: NGA_DATAGRID,
          useValue: () => import('../../views/datagrid/datagrid').then((m) => m.NgaDatagrid),
        },
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

  /** Lets the lazily loaded datagrid and the follow-up requests arrive. */
  async function settle(fixture: ComponentFixture<unknown>): Promise<void> {
    for (let round = 0; round < 3; round++) {
      await fixture.whenStable();
      await new Promise((resolve) => setTimeout(resolve));
    }
  }

  function cellTexts(element: HTMLElement): string[][] {
    return [...element.querySelectorAll('.nga-datagrid .nga-row')].map((row) =>
      [...row.querySelectorAll('.mat-mdc-cell.nga-cell')].map(
        (cell) => cell.textContent?.trim() ?? '',
      ),
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
    const detail = fixture.nativeElement.querySelector(
      '.mat-mdc-cell.nga-cell a',
    ) as HTMLAnchorElement;
    expect(detail.textContent).toBe('2');
    expect(detail.getAttribute('href')).toBe('/comments/edit/2');
    expect(detail.getAttribute('data-nga-url')).toBe('/comments/edit/2');
    // The related entries are shown, not managed: no action column, no selection.
    expect(
      fixture.nativeElement.querySelector('.nga-actions-cell, input[type="checkbox"]'),
    ).toBeNull();
  });

  it('adds a link column to the related entries when no column links to them', async () => {
    const fixture = await renderValue(commentsField([admin.field('body')]));
    http.expectOne(rowsUrl({ post_id: 7 })).flush([{ id: 3, body: 'Hi' }]);
    await settle(fixture);
    const actions = fixture.nativeElement.querySelectorAll(
      '.mat-mdc-cell.nga-actions-cell a.nga-icon-link',
    );
    expect(actions.length).toBe(1);
    expect(actions[0].getAttribute('href')).toBe('/comments/edit/3');
    expect(actions[0].getAttribute('aria-label')).toBe('Edit #3');
    expect(fixture.nativeElement.querySelector('.mat-mdc-cell.nga-cell a')).toBeNull();
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
    const authorLink = fixture.nativeElement.querySelector('.mat-mdc-cell.nga-type-reference a');
    expect(authorLink.getAttribute('href')).toBe('/users/edit/3');
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

  it('displays, should a list show it, the count of an array value and nothing otherwise', () => {
    expect(displayOf(commentsField(), [{}, {}])).toEqual({ kind: 'text', text: '2' });
    expect(displayOf(commentsField(), undefined)).toEqual({ kind: 'text', text: '' });
  });
});

describe('referencedListFieldType', () => {
  it('is shown only, never listed, sorted or created, with lazy value and input components', async () => {
    expect(await fieldTypeSummary(referencedListFieldType)).toBe(
      'referenced_list: display=fn hasControl=false inCreation=false inLists=false input=nga-referenced-list-input inRecord=false sortable=false value=nga-referenced-list-value valueShape=whole',
    );
  });
});
