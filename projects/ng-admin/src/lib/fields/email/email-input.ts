import { Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { NgaFieldAttributes } from '../shared/field-attributes';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

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
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <input
        matInput
        type="email"
        autocomplete="email"
        [formControl]="control()"
        [required]="required()"
        [ngaFieldAttributes]="field().attributes()"
      />
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaEmailInput extends NgaFormInput {}
