import { Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ChoiceField } from '@ng-admin/core/config';
import { clearValuesNoLongerOffered, NgaChoiceSelect } from '../shared/form-choice-options';
import { FORM_FIELD_ROW_STYLES } from '../shared/form-input';

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
  // Shared with the choices input.
  templateUrl: './choice-input.html',
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaChoiceInput extends NgaChoiceSelect<ChoiceField> {
  protected readonly multiple = false;

  constructor() {
    super();
    clearValuesNoLongerOffered(this.control, this.options, { multiple: false });
  }
}
