import { TextFieldModule } from '@angular/cdk/text-field';
import { Component, computed, input } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import type { Field } from '@ng-admin/core/config';
import { controlErrorMessage } from '../shared/control-error-message';
import { NgaFieldAttributes } from '../shared/field-attributes';

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
  styles: `
    :host {
      display: block;
    }
    mat-form-field {
      width: 100%;
    }
  `,
})
export class NgaTextInput {
  /** The DSL field. */
  readonly field = input.required<Field>();
  /** The field's control; its value is the text. */
  readonly control = input.required<FormControl<unknown>>();

  protected readonly required = computed(() => this.field().validation().required);
  protected readonly error = controlErrorMessage(this.control);
}
