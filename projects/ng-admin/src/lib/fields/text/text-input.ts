import { TextFieldModule } from '@angular/cdk/text-field';
import { Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { NgaFieldAttributes } from '../shared/field-attributes';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * Form input of a `text` field: a textarea that grows with its content (3 to 16 lines),
 * carrying the field's `attributes()`.
 *
 * @usageNotes
 * Registered by `textFieldType`:
 * ```ts
 * admin.field('summary', 'text').validation({ maxlength: 500 });
 * ```
 */
@Component({
  selector: 'nga-text-input',
  imports: [
    ReactiveFormsModule,
    MatFormFieldModule,
    MatInputModule,
    TextFieldModule,
    NgaFieldAttributes,
  ],
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <textarea
        matInput
        cdkTextareaAutosize
        cdkAutosizeMinRows="3"
        cdkAutosizeMaxRows="16"
        [formControl]="control()"
        [required]="required()"
        [ngaFieldAttributes]="field().attributes()"
      ></textarea>
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaTextInput extends NgaFormInput {}
