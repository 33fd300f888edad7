import { Component, computed, input } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import type { Field } from '@ng-admin/core/config';
import { controlErrorMessage } from '../shared/control-error-message';
import { NgaFieldAttributes } from '../shared/field-attributes';

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
  styles: `
    :host {
      display: block;
    }
    mat-form-field {
      width: 100%;
    }
  `,
})
export class NgaEmailInput {
  /** The DSL field. */
  readonly field = input.required<Field>();
  /** The field's control; its value is the address. */
  readonly control = input.required<FormControl<unknown>>();

  protected readonly required = computed(() => this.field().validation().required);
  protected readonly error = controlErrorMessage(this.control);
}
