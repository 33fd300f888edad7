import { Component } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { provideRouter, Router } from '@angular/router';
import { createAdmin, type EntryLike, type Field } from '@ng-admin/core/config';
import { provideFieldTypes } from '../../base/field-type-registry';
import { NgaDatastore } from '../../data/datastore';
import { NgaHttpError } from '../../data/nga-http-error';
import { ReferenceLookup } from '../../data/reference-lookup';
import { builtInFieldTypes } from '../../fields/built-in-field-types';
import type { NgaSortChange } from '../../fields/datagrid-outlet';
import { NgaDatagrid } from './datagrid';

@Component({ selector: 'nga-datagrid-test-page', template: '' })
class TestPage {}

describe('NgaDatagrid', () => {
  const admin = createAdmin();
  const users = admin.entity('users');
  users.editionView().fields(admin.field('name'));
  const posts = admin.entity('posts');
  posts.editionView().fields(admin.field('title'));
  posts.showView().fields(admin.field('title'));
  const id = () => admin.field('id');
  const title = () => admin.field('title').label('Title');
  const views = () => admin.field('views', 'number');

  const post = (values: Record<string, unknown>): EntryLike => ({
    entityName: 'posts',
    identifierValue: values['id'],
    values,
  });
  const hello = post({ id: 1, title: 'Hello', views: 1200 });
  const bye = post({ id: 2, title: 'Bye', views: 3 });

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: '**', component: TestPage }]),
        provideFieldTypes(...builtInFieldTypes),
        NgaDatastore,
      ],
    });
  });

  async function render(
    fields: Field[],
    entries: readonly EntryLike[],
    inputs: Record<string, unknown> = {},
  ): Promise<{ fixture: ComponentFixture<NgaDatagrid>; element: HTMLElement }> {
    const fixture = TestBed.createComponent(NgaDatagrid);
    fixture.componentRef.setInput('entity', posts);
    fixture.componentRef.setInput('fields', fields);
    fixture.componentRef.setInput('entries', entries);
    for (const [name, value] of Object.entries(inputs)) fixture.componentRef.setInput(name, value);
    await fixture.whenStable();
    return { fixture, element: fixture.nativeElement as HTMLElement };
  }

  function cellTexts(element: HTMLElement): string[][] {
    return [...element.querySelectorAll('.nga-row')].map((row) =>
      [...row.querySelectorAll('.mat-mdc-cell.nga-cell')].map(
        (cell) => cell.textContent?.trim() ?? '',
      ),
    );
  }

  it('is a mat-table named by its label, a column per field, a row per entry', async () => {
    const { element } = await render([id(), title(), views()], [hello, bye], { label: 'Posts' });
    const table = element.querySelector('.nga-datagrid')!;
    expect(table.classList).toContain('mat-mdc-table');
    expect(element.querySelector('.nga-row')?.classList).toContain('mat-mdc-row');
    expect(table.getAttribute('aria-label')).toBe('Posts');
    const headers = [...table.querySelectorAll('.mat-mdc-header-cell')];
    expect(headers.map((header) => header.textContent?.trim())).toEqual(['Id', 'Title', 'Views']);
    expect(table.getAttribute('role')).toBe('table');
    expect(headers.every((header) => header.getAttribute('role') === 'columnheader')).toBeTrue();
    const rows = [...table.querySelectorAll('.nga-header-row, .nga-row')];
    expect(rows.map((row) => row.getAttribute('role'))).toEqual(['row', 'row', 'row']);
    expect(rows[1].querySelectorAll('[role="cell"]').length).toBe(3);
    expect(cellTexts(element)).toEqual([
      ['1', 'Hello', '1200'],
      ['2', 'Bye', '3'],
    ]);
    const cell = element.querySelector('.nga-row .mat-mdc-cell.nga-cell.nga-type-number')!;
    expect(cell.textContent?.trim()).toBe('1200');
  });

  it('lays out each row on its own, on the columns every row shares, skipping rows off screen', async () => {
    const long = 'A long title that wraps over several lines of its cell. '.repeat(8);
    const { element } = await render(
      [id(), admin.field('body', 'text'), views()],
      [post({ id: 1, body: 'Short', views: 5 }), post({ id: 2, body: long, views: 7 })],
    );
    const rows = [...element.querySelectorAll<HTMLElement>('.nga-header-row, .nga-row')];
    for (const row of rows) expect(getComputedStyle(row).display).toBe('grid');
    const bodyRow = getComputedStyle(rows[1]);
    expect(bodyRow.contentVisibility).toBe('auto');
    expect(bodyRow.containIntrinsicHeight).toContain('auto');
    // The columns line up whatever a row holds: its cells start where the headers start.
    const starts = (row: HTMLElement) =>
      [...row.children].map((cell) => Math.round(cell.getBoundingClientRect().left));
    expect(starts(rows[1])).toEqual(starts(rows[0]));
    expect(starts(rows[2])).toEqual(starts(rows[0]));
  });

  it('aligns numbers at the end, and cuts long text and JSON to one line with a tooltip', async () => {
    const long = 'A very long title '.repeat(10);
    const meta = admin.field('meta', 'json');
    const { element } = await render(
      [title(), views(), meta],
      [post({ id: 1, title: long, views: 5, meta: { a: [1, 2] } })],
    );
    expect(
      getComputedStyle(element.querySelector('.mat-mdc-cell.nga-type-number')!).textAlign,
    ).toBe('end');
    for (const selector of [
      '.mat-mdc-cell.nga-type-string span',
      '.mat-mdc-cell.nga-type-json span',
    ]) {
      const text = element.querySelector<HTMLElement>(selector)!;
      const style = getComputedStyle(text);
      expect(style.textOverflow).withContext(selector).toBe('ellipsis');
      expect(style.whiteSpace).withContext(selector).toBe('nowrap');
      expect(style.overflow).withContext(selector).toBe('hidden');
    }
    expect(element.querySelector<HTMLElement>('.mat-mdc-cell.nga-type-string span')!.title).toBe(
      long,
    );
    expect(element.querySelector('.mat-mdc-cell.nga-type-json span')!.textContent).toBe(
      '{"a":[1,2]}',
    );
  });

  it('links the detail-link column to the detail view, as a plain anchor', async () => {
    const { element } = await render([id(), title()], [hello]);
    const link = element.querySelector<HTMLAnchorElement>(
      '.mat-mdc-cell.nga-cell a.nga-detail-link',
    )!;
    expect(link.textContent).toBe('1');
    expect(link.getAttribute('href')).toBe('/posts/edit/1');
    expect(link.getAttribute('data-nga-url')).toBe('/posts/edit/1');
    expect(element.querySelectorAll('.mat-mdc-cell.nga-cell a').length).toBe(1);
  });

  it('navigates inside the application on a plain click, and leaves modified clicks alone', async () => {
    const { fixture, element } = await render([id()], [hello]);
    const navigate = spyOn(TestBed.inject(Router), 'navigateByUrl').and.resolveTo(true);
    const link = element.querySelector<HTMLAnchorElement>('a.nga-detail-link')!;
    // Seen after the grid's listener: records what it did, then keeps the test page in place.
    const prevented: boolean[] = [];
    const guard = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', guard);
    try {
      link.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      );
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
      expect(navigate).not.toHaveBeenCalled();
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await fixture.whenStable();
    } finally {
      window.removeEventListener('click', guard);
    }
    expect(prevented).toEqual([false, false, true]);
    expect(navigate).toHaveBeenCalledOnceWith('/posts/edit/1');
  });

  /** The author link of a post whose author_id is 3, the datastore holding `lookup`. */
  async function authorLink(lookup: ReferenceLookup): Promise<Element> {
    TestBed.inject(NgaDatastore).setLookup(lookup);
    const author = admin
      .field('author_id', 'reference')
      .targetEntity(users)
      .targetField(admin.field('name'));
    const { element } = await render([author], [post({ id: 1, author_id: 3 })]);
    return element.querySelector('.mat-mdc-cell.nga-type-reference a')!;
  }

  it('shows references as links to their entries, from the datastore', async () => {
    const lookup = new ReferenceLookup();
    lookup.add(users, 3, { id: 3, name: 'Ann' });
    const link = await authorLink(lookup);
    expect(link.textContent).toBe('Ann');
    expect(link.getAttribute('href')).toBe('/users/edit/3');
  });

  it('marks a reference whose lookup failed, its identifier still a link', async () => {
    const lookup = new ReferenceLookup();
    lookup.addError(new NgaHttpError({ status: 500, message: 'Down' }), 'users', [3]);
    const link = await authorLink(lookup);
    expect(link.textContent).toBe('3');
    expect(link.classList).toContain('nga-unresolved');
  });

  it('renders item lists and icons with a label for assistive technologies', async () => {
    const tags = admin.field('tags', 'choices').choices([{ value: 'a', label: 'Angular' }]);
    const published = admin.field('published', 'boolean');
    const { element } = await render(
      [tags, published],
      [post({ id: 1, tags: ['a', 'b'], published: false })],
    );
    const items = [...element.querySelectorAll('.mat-mdc-cell.nga-type-choices ul.nga-items li')];
    expect(items.map((item) => item.textContent?.trim())).toEqual(['Angular', 'b']);
    const icon = element.querySelector('.mat-mdc-cell.nga-type-boolean span.material-icons')!;
    expect(icon.textContent?.trim()).toBe('close');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(
      element.querySelector('.mat-mdc-cell.nga-type-boolean .nga-visually-hidden')?.textContent,
    ).toBe('false');
  });

  it('renders templated fields with the read-view scope, the datastore included', async () => {
    const summary = admin
      .field('summary', 'template')
      .template(
        '<b>{{ entry.values.title }}</b> ({{ value }}) in {{ entity.name() }} {{ datastore ? "with" : "without" }} datastore',
      );
    const { element } = await render([summary], [post({ id: 1, title: 'Hello', summary: 12 })]);
    const cell = element.querySelector('.mat-mdc-cell.nga-type-template')!;
    expect(cell.querySelector('b')?.textContent).toBe('Hello');
    expect(cell.textContent?.trim()).toBe('Hello (12) in posts with datastore');
  });

  it('puts the detail link around a templated detail-link column', async () => {
    const { element } = await render([id().template('#{{ value }}')], [hello]);
    const link = element.querySelector('.mat-mdc-cell.nga-cell a.nga-detail-link')!;
    expect(link.getAttribute('href')).toBe('/posts/edit/1');
    expect(link.textContent?.trim()).toBe('#1');
  });

  it('renders the cell component of a type that has one (loaded lazily)', async () => {
    const body = admin.field('body', 'wysiwyg');
    const { element } = await render([body], [post({ id: 1, body: '<p>Hi <b>there</b></p>' })]);
    expect(element.querySelector('.mat-mdc-cell.nga-type-wysiwyg b')?.textContent).toBe('there');
  });

  it('sorts with MatSort from the headers: ascending first, then the other way, aria-sort on the column', async () => {
    const { fixture, element } = await render(
      [id(), title(), admin.field('body').sortable(false)],
      [hello],
      {
        sortField: 'id',
        sortDir: 'ASC',
      },
    );
    const changes: NgaSortChange[] = [];
    fixture.componentInstance.sortChange.subscribe((change) => {
      changes.push(change);
      // The list answers through the URL: the grid gets the new sort back as inputs.
      fixture.componentRef.setInput('sortField', change.field);
      fixture.componentRef.setInput('sortDir', change.dir);
    });
    const headers = [...element.querySelectorAll('.mat-mdc-header-cell')];
    expect(headers.every((header) => header.classList.contains('mat-sort-header'))).toBeTrue();
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([
      'ascending',
      'none',
      'none',
    ]);
    const sortButton = (header: Element) =>
      header.querySelector<HTMLElement>('.mat-sort-header-container[role="button"]');
    expect(sortButton(headers[2])).toBeNull();

    sortButton(headers[0])!.click();
    await fixture.whenStable();
    expect(headers[0].getAttribute('aria-sort')).toBe('descending');
    sortButton(headers[1])!.click();
    await fixture.whenStable();
    (headers[2] as HTMLElement).click();
    await fixture.whenStable();
    expect(changes).toEqual([
      { field: 'id', dir: 'DESC' },
      { field: 'title', dir: 'ASC' },
    ]);
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([
      'none',
      'ascending',
      'none',
    ]);

    fixture.componentRef.setInput('sortDir', 'DESC');
    await fixture.whenStable();
    expect(headers[1].getAttribute('aria-sort')).toBe('descending');
  });

  it('has no sort buttons without a sort', async () => {
    const { element } = await render([id(), title()], [hello]);
    expect(element.querySelector('.mat-sort-header-container[role="button"]')).toBeNull();
  });

  it('links the row actions of the enabled views', async () => {
    const { element } = await render([title()], [hello], { listActions: ['show', 'edit'] });
    const actions = [
      ...element.querySelectorAll<HTMLAnchorElement>('.mat-mdc-cell.nga-actions-cell a'),
    ];
    expect(actions.map((action) => action.className)).toEqual(['nga-icon-link', 'nga-icon-link']);
    expect(actions.map((action) => action.getAttribute('href'))).toEqual([
      '/posts/show/1',
      '/posts/edit/1',
    ]);
    expect(actions.map((action) => action.getAttribute('aria-label'))).toEqual([
      'Show #1',
      'Edit #1',
    ]);
    expect(element.querySelector('.nga-header-row .nga-actions-cell')?.textContent?.trim()).toBe(
      'Actions',
    );
  });

  it('draws row actions as icons without an underline', async () => {
    const { element } = await render([title()], [hello], { listActions: ['show'] });
    const action = element.querySelector('.mat-mdc-cell.nga-actions-cell a') as HTMLElement;
    expect(getComputedStyle(action).textDecorationLine).toBe('none');
  });

  /** Renders a grid in a frame of the given width, once its layout has followed. */
  async function renderAt(width: number, fields: Field[], entries: readonly EntryLike[]) {
    const rendered = await render(fields, entries);
    const host = rendered.fixture.nativeElement as HTMLElement;
    host.style.width = `${width}px`;
    // The resize observer reports before the next paint.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await rendered.fixture.whenStable();
    return { ...rendered, cards: () => host.classList.contains('nga-cards') };
  }

  it('starts the label and value of a number at the line start in the narrow card layout', async () => {
    const { element, cards } = await renderAt(200, [title(), views()], [hello]);
    expect(cards()).toBeTrue();
    const cell = element.querySelector('.mat-mdc-cell.nga-type-number') as HTMLElement;
    expect(getComputedStyle(cell).display).toBe('grid');
    expect(getComputedStyle(cell).textAlign).toBe('start');
    expect(getComputedStyle(cell, '::before').content).toBe('"Views"');
  });

  describe('cards or table: whether the columns fit', () => {
    const published = () => admin.field('published_at', 'date').label('Published');
    const panel = () => [published(), title(), views()];
    const row = post({ id: 1, title: 'Hello', views: 1200, published_at: '2024-03-05' });

    it('shows a three-column panel as a table at half a desktop screen (490 px)', async () => {
      const { cards, element } = await renderAt(490, panel(), [row]);
      expect(cards()).toBeFalse();
      expect(
        getComputedStyle(element.querySelector('.mat-mdc-cell.nga-type-number')!).display,
      ).toBe('block');
    });

    it('shows the same panel as cards on a phone (358 px inside its frame)', async () => {
      const { cards } = await renderAt(358, panel(), [row]);
      expect(cards()).toBeTrue();
    });

    it('shows two narrow columns as a table even on a phone', async () => {
      const { cards } = await renderAt(358, [id(), views()], [hello]);
      expect(cards()).toBeFalse();
    });

    it('shows a list of seven columns with selection and actions as cards on a phone', async () => {
      const fields = [
        id(),
        title(),
        published(),
        views(),
        admin.field('tags', 'choices').choices([{ value: 'a', label: 'Angular' }]),
        admin.field('author'),
        admin.field('reading_time').label('Reading time'),
      ];
      const rendered = await render(fields, [row], {
        selectable: true,
        listActions: ['show', 'edit', 'delete'],
      });
      const host = rendered.fixture.nativeElement as HTMLElement;
      const resize = async (width: number) => {
        host.style.width = `${width}px`;
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        await rendered.fixture.whenStable();
      };
      await resize(390);
      expect(host.classList).toContain('nga-cards');
      // A wide frame (a desktop list) keeps the table; it scrolls sideways when it must.
      await resize(700);
      expect(host.classList).not.toContain('nga-cards');
    });

    it('follows its frame when it is resized', async () => {
      const { fixture, cards } = await renderAt(490, panel(), [row]);
      const host = fixture.nativeElement as HTMLElement;
      host.style.width = '300px';
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      await fixture.whenStable();
      expect(cards()).toBeTrue();
      host.style.width = '490px';
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      await fixture.whenStable();
      expect(cards()).toBeFalse();
    });
  });

  it('renders a template of list actions with the entry in scope', async () => {
    const { element } = await render([title()], [hello, bye], {
      listActions: '<em>#{{ entry.values.id }}</em>',
    });
    const actions = [...element.querySelectorAll('.mat-mdc-cell.nga-actions-cell em')];
    expect(actions.map((action) => action.textContent)).toEqual(['#1', '#2']);
  });

  it('says when there are no entries, across every column, or nothing while loading', async () => {
    const { fixture, element } = await render([id(), title()], [], {
      listActions: ['edit'],
      selectable: true,
    });
    const empty = element.querySelector('.nga-empty-cell')!;
    expect(empty.textContent?.trim()).toBe('No entries');
    expect(empty.getAttribute('role')).toBe('cell');
    expect(empty.parentElement?.getAttribute('role')).toBe('row');

    fixture.componentRef.setInput('emptyText', null);
    await fixture.whenStable();
    expect(element.querySelector('.nga-empty-row')?.hasAttribute('hidden')).toBeTrue();
    expect(element.querySelector('.nga-empty-row')?.textContent?.trim()).toBe('');
  });

  it('selects rows one by one or all at once', async () => {
    const { fixture, element } = await render([title()], [hello, bye], { selectable: true });
    const boxes = () => [...element.querySelectorAll<HTMLInputElement>('input.nga-checkbox')];
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select all rows',
      'Select row #1',
      'Select row #2',
    ]);

    boxes()[2].click();
    await fixture.whenStable();
    expect(fixture.componentInstance.selection()).toEqual([bye]);
    expect(boxes()[0].indeterminate).toBeTrue();

    boxes()[0].click();
    await fixture.whenStable();
    expect(fixture.componentInstance.selection()).toEqual([hello, bye]);
    expect(boxes()[0].checked).toBeTrue();

    boxes()[0].click();
    await fixture.whenStable();
    expect(fixture.componentInstance.selection()).toEqual([]);
  });

  it('adds the classes of each entry to its row', async () => {
    const { element } = await render([title()], [hello], {
      entryCssClasses: (entry: EntryLike) => `views-${entry.values['views']}`,
    });
    expect(element.querySelector('.nga-row')?.classList).toContain('views-1200');
  });

  it('scrolls sideways only when the table is wider than its frame', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `count_${index}`);
    const wide = post(Object.fromEntries([['id', 3], ...names.map((name) => [name, 1234567890])]));
    const { fixture, element } = await render(
      names.map((name) => admin.field(name, 'number').label(`Count number ${name}`)),
      [wide],
    );
    const frame = element.querySelector('.nga-datagrid-scroll') as HTMLElement;
    const host = fixture.nativeElement as HTMLElement;
    const settle = async () => {
      // The resize observer reports before the next paint.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      await fixture.whenStable();
    };
    host.style.width = '3000px';
    await settle();
    expect(frame.classList).not.toContain('nga-scroll-sideways');
    expect(getComputedStyle(frame).overflowX).toBe('clip');
    host.style.width = '640px';
    await settle();
    expect(frame.classList).toContain('nga-scroll-sideways');
    expect(getComputedStyle(frame).overflowX).toBe('auto');
    host.style.width = '3000px';
    await settle();
    expect(frame.classList).not.toContain('nga-scroll-sideways');
  });
});
