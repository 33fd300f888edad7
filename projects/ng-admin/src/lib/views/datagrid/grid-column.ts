import { DestroyRef, Directive, inject } from '@angular/core';
import { MatColumnDef, type MatTable } from '@angular/material/table';

/** What holds the datagrid's table: the datagrid (a token, so that this file needs not it). */
export abstract class NgaGridTableHost {
  abstract gridTable(): MatTable<unknown>;
}

/**
 * Gives the datagrid's table a column declared outside of it, from the column's creation to
 * its end, so that the table knows it before it renders its rows. Declared inside the table,
 * the columns' cells would be walked by the table's content queries each time rows are added
 * (each slice of a long page), a cost that grows with the rows already there.
 */
@Directive({ selector: '[ngaGridColumn]' })
export class NgaGridColumn {
  constructor() {
    const column = inject(MatColumnDef, { self: true });
    const table = inject(NgaGridTableHost).gridTable();
    table.addColumnDef(column);
    inject(DestroyRef).onDestroy(() => table.removeColumnDef(column));
  }
}
