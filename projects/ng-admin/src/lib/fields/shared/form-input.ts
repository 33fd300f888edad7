import { computed, Directive, input } from '@angular/core';
import type { FormControl } from '@angular/forms';
import type { Field } from '@ng-admin/core/config';
import { controlErrorMessage } from './control-error-message';

/**
 * What the form input of a field type receives and shows around its control: the DSL field,
 * its control, whether a value is required, and the message of the control's most relevant
 * error (displayed once touched).
 *
 * @usageNotes
 * ```ts
 * @Component({
 *   selector: 'nga-string-input',
 *   imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule],
 *   template: `<mat-form-field><input matInput [formControl]="control()" [required]="required()" />
 *     <mat-error>{{ error() }}</mat-error></mat-form-field>`,
 *   styles: FORM_FIELD_ROW_STYLES,
 * })
 * export class NgaStringInput extends NgaFormInput {}
 * ```
 */
@Directive()
export abstract class NgaFormInput<F extends Field = Field> {
  /** The DSL field: label, validation, attributes. */
  readonly field = input.required<F>();
  /** The field's control, holding the value as the type's `parse` gives it. */
  readonly control = input.required<FormControl<unknown>>();

  protected readonly required = computed(() => this.field().validation().required);
  protected readonly error = controlErrorMessage(this.control);
}

/** The styles of an input that fills its form row with one Material form field. */
export const FORM_FIELD_ROW_STYLES = `
  :host {
    display: block;
  }
  mat-form-field {
    width: 100%;
  }
`;

/**
 * What the list filter of a field type receives: the DSL field filtered on and the filter's
 * control, whose value goes into the list's query (`null`: no filter).
 *
 * @usageNotes
 * ```ts
 * @Component({
 *   selector: 'nga-number-filter',
 *   imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule],
 *   template: `<mat-form-field><input matInput type="number" [formControl]="control()" /></mat-form-field>`,
 *   styles: BLOCK_HOST_STYLES,
 * })
 * export class NgaNumberFilter extends NgaFilterInput<NumberField> {}
 * ```
 */
@Directive()
export abstract class NgaFilterInput<F extends Field = Field> {
  /** The DSL field filtered on. */
  readonly field = input.required<F>();
  /** The filter's control. */
  readonly control = input.required<FormControl<unknown>>();
}

/** The styles of a component that takes its row as a block. */
export const BLOCK_HOST_STYLES = `
  :host {
    display: block;
  }
`;
