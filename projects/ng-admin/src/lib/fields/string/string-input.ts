import { Component, computed, input } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import type { Field } from '@ng-admin/core/config';
import { controlErrorMessage } from '../shared/control-error-message';
import { NgaFieldAttributes } from '../shared/field-attributes';

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
  styles: `
    :host {
      display: block;
    }
    mat-form-field {
      width: 100%;
    }
  `,
})
export class NgaStringInput {
  /** The DSL field. */
  readonly field = input.required<Field>();
  /** The field's control; its value is the text. */
  readonly control = input.required<FormControl<unknown>>();

  protected readonly required = computed(() => this.field().validation().required);
  protected readonly error = controlErrorMessage(this.control);
}
