import { Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import type { NumberField } from '@ng-admin/core/config';
import { NgaFieldControl, BLOCK_HOST_STYLES } from './form-input';

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
  styles: BLOCK_HOST_STYLES,
})
export class NgaNumberFilter extends NgaFieldControl<NumberField> {}
