import { Component, inject } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { BooleanField, ChoiceOption } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { booleanChoiceLabel } from './boolean-display';
import { NgaFieldControl, BLOCK_HOST_STYLES } from '../shared/form-input';

/**
 * List filter of a `boolean` field: a compact dropdown of the field's `filterChoices()`
 * (true and false by default), with an "Any" option that clears the filter value.
 *
 * @usageNotes
 * Registered as the `filter` of `booleanFieldType`:
 * ```ts
 * admin.field('published', 'boolean').filterChoices([
 *   { value: true, label: 'Published' },
 *   { value: false, label: 'Draft' },
 * ]);
 * ```
 */
@Component({
  selector: 'nga-boolean-filter',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatSelectModule],
  template: `
    <mat-form-field appearance="outline" subscriptSizing="dynamic">
      <mat-label>{{ field().label() }}</mat-label>
      <mat-select [formControl]="control()">
        <mat-option [value]="null">{{ intl.anyValue }}</mat-option>
        @for (choice of field().filterChoices(); track $index) {
          <mat-option [value]="choice.value">{{ label(choice) }}</mat-option>
        }
      </mat-select>
    </mat-form-field>
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaBooleanFilter extends NgaFieldControl<BooleanField> {
  protected readonly intl = inject(NgaIntl);

  protected label(choice: ChoiceOption<unknown>): string {
    return booleanChoiceLabel(choice, this.intl);
  }
}
