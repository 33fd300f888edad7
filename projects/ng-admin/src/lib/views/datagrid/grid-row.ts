import { Component, input } from '@angular/core';
import { CdkCellOutlet } from '@angular/cdk/table';
import type { GridRow } from './grid-model';

/**
 * A body row of the datagrid, in place of Material's `mat-row` (same role and classes, the
 * table puts the cells in it the same way). It is checked only when its row changes (labels
 * arrived, a new page) or a cell's own signal does (the selection): a long page that renders
 * a further slice of rows checks the new rows, not every row already there, so each slice
 * costs what its rows cost.
 */
@Component({
  selector: 'nga-grid-row',
  imports: [CdkCellOutlet],
  template: '<ng-container cdkCellOutlet />',
  host: { role: 'row', class: 'mat-mdc-row mdc-data-table__row' },
})
export class NgaGridRow {
  /** The row shown; a new one checks the cells again. */
  readonly row = input.required<GridRow>();
}
