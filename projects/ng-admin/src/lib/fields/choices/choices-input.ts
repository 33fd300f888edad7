import { Component, OnInit } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ChoicesField } from '@ng-admin/core/config';
import { choiceValues } from '../shared/choice-options';
import { clearValuesNoLongerOffered, NgaChoiceSelect } from '../shared/form-choice-options';
import { FORM_FIELD_ROW_STYLES } from '../shared/form-input';

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
  templateUrl: '../choice/choice-input.html',
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaChoicesInput extends NgaChoiceSelect<ChoicesField> implements OnInit {
  protected readonly multiple = true;

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
