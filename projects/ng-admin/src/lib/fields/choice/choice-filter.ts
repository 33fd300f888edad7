import { Component, computed, inject } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ChoiceField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { sameChoiceOptions } from '../shared/choice-options';
import { NgaFieldControl, BLOCK_HOST_STYLES } from '../shared/form-input';

/**
 * List filter of a `choice` field: a compact dropdown of its `choices()` (a `choices` function
 * receives an empty entry), with an "Any" option that clears the filter value.
 *
 * @usageNotes
 * Registered as the `filter` of `choiceFieldType`.
 */
@Component({
  selector: 'nga-choice-filter',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatSelectModule],
  template: `
    <mat-form-field appearance="outline" subscriptSizing="dynamic">
      <mat-label>{{ field().label() }}</mat-label>
      <mat-select [formControl]="control()">
        <mat-option [value]="null">{{ intl.anyValue }}</mat-option>
        @for (option of options(); track $index) {
          <mat-option [value]="option.value">{{ option.label }}</mat-option>
        }
      </mat-select>
    </mat-form-field>
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaChoiceFilter extends NgaFieldControl<ChoiceField> {
  protected readonly intl = inject(NgaIntl);
  protected readonly options = computed(() => this.field().resolveChoices(), {
    equal: sameChoiceOptions,
  });
}
