import { Component, computed } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { NgaFieldAttributes } from '../shared/field-attributes';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * Form input of a `string` field: a one-line text box carrying the field's `attributes()`
 * (placeholder, autocomplete, ...), with the validation message under it once touched.
 *
 * @usageNotes
 * Registered by `stringFieldType`:
 * ```ts
 * admin.field('title').attributes({ placeholder: 'A catchy title' }).validation({ required: true });
 * ```
 */
@Component({
  selector: 'nga-string-input',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule, NgaFieldAttributes],
  // Shared with the email input, which extends this one.
  templateUrl: './string-input.html',
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaStringInput extends NgaFormInput {
  /** The box's `type`: other one-line inputs (`email`) extend this one with theirs. */
  protected readonly inputType: string = 'text';
  /** Attributes of the box that the field's `attributes()` can override. */
  protected readonly defaultAttributes: Readonly<Record<string, unknown>> = {};
  protected readonly attributes = computed(() => ({
    ...this.defaultAttributes,
    ...this.field().attributes(),
  }));
}
