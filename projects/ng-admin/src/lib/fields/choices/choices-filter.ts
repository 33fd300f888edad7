import { Component, computed, OnInit } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ChoicesField } from '@ng-admin/core/config';
import { choiceValues, sameChoiceOptions } from '../shared/choice-options';
import { NgaFieldControl, BLOCK_HOST_STYLES } from '../shared/form-input';

/**
 * List filter of a `choices` field: a compact multiple-selection dropdown of its `choices()`
 * (a `choices` function receives an empty entry); the filter value is the array of chosen
 * values, empty for no filter.
 *
 * @usageNotes
 * Registered as the `filter` of `choicesFieldType`.
 */
@Component({
  selector: 'nga-choices-filter',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatSelectModule],
  template: `
    <mat-form-field appearance="outline" subscriptSizing="dynamic">
      <mat-label>{{ field().label() }}</mat-label>
      <mat-select multiple [formControl]="control()">
        @for (option of options(); track $index) {
          <mat-option [value]="option.value">{{ option.label }}</mat-option>
        }
      </mat-select>
    </mat-form-field>
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaChoicesFilter extends NgaFieldControl<ChoicesField> implements OnInit {
  protected readonly options = computed(() => this.field().resolveChoices(), {
    equal: sameChoiceOptions,
  });

  ngOnInit(): void {
    // A single value (from the URL, say) becomes a one-value array: mat-select multiple
    // throws on a value that is not an array.
    const control = this.control();
    const value = control.value;
    if (value !== null && value !== undefined && !Array.isArray(value)) {
      control.setValue([...choiceValues(value)]);
    }
  }
}
