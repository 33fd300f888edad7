import { NgTemplateOutlet } from '@angular/common';
import { Component, input, type Type } from '@angular/core';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaTemplate } from '../../templates/template';
import type { GridCell, GridColumn } from './grid-model';

/**
 * The content of a datagrid cell: text or links drawn from the cell's display, a template, or
 * the field type's cell component.
 *
 * A component rather than control flow in the column's cell template: the table's column
 * walks the views of its cell template each time cells are added, when that template holds
 * blocks of its own (`@if`, templates); a template that holds only this component is not
 * walked, so a further slice of rows costs what its rows cost.
 */
@Component({
  selector: 'nga-grid-cell',
  imports: [NgaFieldOutlet, NgaTemplate, NgTemplateOutlet],
  templateUrl: './grid-cell.html',
  styleUrl: './grid-cell.scss',
})
export class NgaGridCell {
  readonly cell = input.required<GridCell>();
  readonly column = input.required<GridColumn>();
  /** The field type's cell component, for a column of the `component` mode. */
  readonly component = input<Type<unknown> | null>(null);
}
