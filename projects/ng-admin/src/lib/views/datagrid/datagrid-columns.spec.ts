import { Component, signal, viewChildren } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MatColumnDef, MatTableModule } from '@angular/material/table';
import { provideRouter } from '@angular/router';
import { createAdmin, type EntryLike } from '@ng-admin/core/config';
import { provideFieldTypes } from '../../base/field-type-registry';
import { NgaDatastore } from '../../data/datastore';
import { builtInFieldTypes } from '../../fields/built-in-field-types';
import { NGA_DATAGRID, NgaDatagridOutlet } from '../../fields/datagrid-outlet';

const admin = createAdmin();
const posts = admin.entity('posts');
posts.editionView().fields(admin.field('title'));

const post = (id: number, title: string, body: string): EntryLike => ({
  entityName: 'posts',
  identifierValue: id,
  values: { id, title, body },
});

/** A page of an application with a column of its own, as docs/custom-pages.md shows it. */
@Component({
  selector: 'nga-own-column-page',
  imports: [NgaDatagridOutlet, MatTableModule],
  template: `
    <nga-datagrid-outlet
      [entity]="posts"
      [fields]="fields"
      [entries]="entries()"
      [columnDefs]="ownColumns()"
      label="Posts"
    >
      @if (showWords()) {
        <ng-container matColumnDef="words">
          <mat-header-cell *matHeaderCellDef>Words</mat-header-cell>
          <mat-cell *matCellDef="let row" class="words">{{ words(row.entry) }}</mat-cell>
        </ng-container>
      }
    </nga-datagrid-outlet>
  `,
})
class OwnColumnPage {
  readonly posts = posts;
  readonly fields = [admin.field('id'), admin.field('title')];
  readonly entries = signal([post(1, 'Hello', 'one two three'), post(2, 'Bye', 'four')]);
  readonly showWords = signal(true);
  readonly ownColumns = viewChildren(MatColumnDef);

  words(entry: EntryLike): number {
    return String(entry.values['body']).split(' ').length;
  }
}

describe('NgaDatagridOutlet with a column of your own (matColumnDef)', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        provideFieldTypes(...builtInFieldTypes),
        NgaDatastore,
        { provide: NGA_DATAGRID, useValue: () => import('./datagrid').then((m) => m.NgaDatagrid) },
      ],
    });
  });

  async function render() {
    const fixture = TestBed.createComponent(OwnColumnPage);
    await fixture.whenStable();
    const element = fixture.nativeElement as HTMLElement;
    const headers = () =>
      [...element.querySelectorAll('.mat-mdc-header-cell')].map((th) => th.textContent?.trim());
    const rows = () =>
      [...element.querySelectorAll('.nga-row')].map((row) =>
        [...row.querySelectorAll('.mat-mdc-cell')].map((cell) => cell.textContent?.trim()),
      );
    return { fixture, element, headers, rows };
  }

  it('shows the column after the fields, its cells given the row and its entry', async () => {
    const { element, headers, rows } = await render();
    expect(headers()).toEqual(['Id', 'Title', 'Words']);
    expect(rows()).toEqual([
      ['1', 'Hello', '3'],
      ['2', 'Bye', '1'],
    ]);
    // Material's table gives the cells the column's class.
    expect(element.querySelector('.mat-mdc-cell.words')?.classList).toContain('mat-column-words');
    // Screen readers read the column's cells as cells of the table.
    expect(element.querySelector('.mat-mdc-cell.words')?.getAttribute('role')).toBe('cell');
  });

  it('follows the entries, and drops the column when it goes away', async () => {
    const { fixture, headers, rows } = await render();
    fixture.componentInstance.entries.set([post(3, 'New', 'a b c d e')]);
    await fixture.whenStable();
    expect(rows()).toEqual([['3', 'New', '5']]);
    fixture.componentInstance.showWords.set(false);
    await fixture.whenStable();
    expect(headers()).toEqual(['Id', 'Title']);
    expect(rows()).toEqual([['3', 'New']]);
  });
});
