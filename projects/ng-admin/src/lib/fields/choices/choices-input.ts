import { Component, computed, input, OnInit } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ChoicesField, EntryLike } from '@ng-admin/core/config';
import { choiceValues, selectPlaceholder } from '../shared/choice-options';
import { clearValuesNoLongerOffered, formChoiceOptions } from '../shared/form-choice-options';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * Form input of a `choices` field: a multiple-selection dropdown of its `choices()`; the
 * control value is the array of chosen values. A `choices` function is evaluated again from
 * the current form values whenever the form changes, and chosen values it no longer offers
 * are removed.
 *
 * @usageNotes
 * Registered by `choicesFieldType`:
 * ```ts
 * admin.field('tags', 'choices').choices([{ value: 'tech', label: 'Tech' }]);
 * ```
 */
@Component({
  selector: 'nga-choices-input',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatSelectModule],
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <mat-select
        multiple
        [formControl]="control()"
        [required]="required()"
        [placeholder]="placeholder()"
      >
        @for (option of options(); track $index) {
          <mat-option [value]="option.value">{{ option.label }}</mat-option>
        }
      </mat-select>
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaChoicesInput extends NgaFormInput<ChoicesField> implements OnInit {
  /** The view's form, whose values a `choices` function reads. */
  readonly form = input<FormGroup>();
  /** The loaded entry (or the creation defaults). */
  readonly entry = input<EntryLike>();

  protected readonly placeholder = computed(() => selectPlaceholder(this.field().attributes()));
  protected readonly options = formChoiceOptions(this.field, this.entry, this.form);

  constructor() {
    super();
    clearValuesNoLongerOffered(this.control, this.options, { multiple: true });
  }

  ngOnInit(): void {
    // mat-select multiple throws on a value that is not an array.
    const control = this.control();
    const value = control.value;
    if (value !== null && value !== undefined && !Array.isArray(value)) {
      control.setValue([...choiceValues(value)]);
    }
  }
}
