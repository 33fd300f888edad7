import { Component, input } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import type { NumberField } from '@ng-admin/core/config';

/**
 * List filter of the `number` and `float` types: a compact number box whose value is a
 * number, or `null` when empty.
 *
 * @usageNotes
 * Registered as the `filter` of `numberFieldType` and `floatFieldType`.
 */
@Component({
  selector: 'nga-number-filter',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule],
  template: `
    <mat-form-field appearance="outline" subscriptSizing="dynamic">
      <mat-label>{{ field().label() }}</mat-label>
      <input matInput type="number" step="any" [formControl]="control()" />
    </mat-form-field>
  `,
  styles: `
    :host {
      display: block;
    }
  `,
})
export class NgaNumberFilter {
  /** The DSL field filtered on. */
  readonly field = input.required<NumberField>();
  /** The filter's control; its value is a number or `null`. */
  readonly control = input.required<FormControl<unknown>>();
}
