import { Component } from '@angular/core';
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
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <input
        matInput
        type="text"
        [formControl]="control()"
        [required]="required()"
        [ngaFieldAttributes]="field().attributes()"
      />
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaStringInput extends NgaFormInput {}
