import { Component, computed, inject, input } from '@angular/core';
import { FormGroup, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ChoiceField, EntryLike } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { selectPlaceholder } from '../shared/choice-options';
import { clearValuesNoLongerOffered, formChoiceOptions } from '../shared/form-choice-options';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * Form input of a `choice` field: a dropdown of its `choices()`, with a "None" option that
 * empties an optional field. A `choices` function is evaluated again from the current form
 * values whenever the form changes, and a value it no longer offers is cleared.
 *
 * @usageNotes
 * Registered by `choiceFieldType`:
 * ```ts
 * admin.field('subcategory', 'choice').choices((entry) => subcategoriesOf(entry.values['category']));
 * ```
 */
@Component({
  selector: 'nga-choice-input',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatSelectModule],
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <mat-select [formControl]="control()" [required]="required()" [placeholder]="placeholder()">
        @if (!required()) {
          <mat-option [value]="null">{{ intl.noValue }}</mat-option>
        }
        @for (option of options(); track $index) {
          <mat-option [value]="option.value">{{ option.label }}</mat-option>
        }
      </mat-select>
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaChoiceInput extends NgaFormInput<ChoiceField> {
  /** The view's form, whose values a `choices` function reads. */
  readonly form = input<FormGroup>();
  /** The loaded entry (or the creation defaults). */
  readonly entry = input<EntryLike>();

  protected readonly intl = inject(NgaIntl);
  protected readonly placeholder = computed(() => selectPlaceholder(this.field().attributes()));
  protected readonly options = formChoiceOptions(this.field, this.entry, this.form);

  constructor() {
    super();
    clearValuesNoLongerOffered(this.control, this.options, { multiple: false });
  }
}
