import { Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { NgaFieldAttributes } from '../shared/field-attributes';
import { FORM_FIELD_ROW_STYLES } from '../shared/form-input';
import { NgaStringInput } from '../string/string-input';

/**
 * Form input of an `email` field: an email box. The type gives every email control the
 * `emailValidator`, so an address that is not well formed shows "Enter a valid email
 * address." and blocks the save.
 *
 * @usageNotes
 * Registered by `emailFieldType`:
 * ```ts
 * admin.field('email', 'email').validation({ required: true });
 * ```
 */
@Component({
  selector: 'nga-email-input',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule, NgaFieldAttributes],
  templateUrl: '../string/string-input.html',
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaEmailInput extends NgaStringInput {
  protected override readonly inputType = 'email';
  protected override readonly defaultAttributes = { autocomplete: 'email' };
}
