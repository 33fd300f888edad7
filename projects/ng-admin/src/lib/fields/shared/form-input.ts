import { computed, Directive, input } from '@angular/core';
import type { FormControl } from '@angular/forms';
import type { Field } from '@ng-admin/core/config';
import { controlErrorMessage } from './control-error-message';
import { requiredByRule } from '../required-by-rule';

/**
 * What every widget of a field type that edits a value receives: the DSL field and its control.
 * List filters extend it as it is; form inputs through `NgaFormInput`.
 *
 * @usageNotes
 * ```ts
 * @Component({
 *   selector: 'app-rating-filter',
 *   imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule],
 *   template: `<mat-form-field><input matInput type="number" [formControl]="control()" /></mat-form-field>`,
 * })
 * export class RatingFilter extends NgaFieldControl<RatingField> {}
 * ```
 */
@Directive()
export abstract class NgaFieldControl<F extends Field = Field> {
  /** The DSL field: label, validation, attributes. */
  readonly field = input.required<F>();
  /** The field's control: the value as the type's `parse` gives it (a filter's: `null`, no filter). */
  readonly control = input.required<FormControl<unknown>>();
}

/**
 * A form input: its field and control, `required()` (from the field's `validation()`), and
 * `error()`, the message of the control's most relevant error in the admin's words (`''` while
 * the control is valid; a `mat-error` shows it once the field is touched).
 *
 * @usageNotes
 * ```ts
 * @Component({
 *   selector: 'app-code-input',
 *   imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule],
 *   template: `<mat-form-field><input matInput [formControl]="control()" [required]="required()" />
 *     <mat-error>{{ error() }}</mat-error></mat-form-field>`,
 * })
 * export class CodeInput extends NgaFormInput {}
 * ```
 */
@Directive()
export abstract class NgaFormInput<F extends Field = Field> extends NgaFieldControl<F> {
  protected readonly required = computed(
    () => this.field().validation().required || requiredByRule(this.control())(),
  );
  protected readonly error = controlErrorMessage(this.control);
}

/** The styles of a widget that takes its row as a block. */
export const BLOCK_HOST_STYLES = `
  :host {
    display: block;
  }
`;

/** The styles of a widget that fills its row with one Material form field. */
export const FORM_FIELD_ROW_STYLES = `${BLOCK_HOST_STYLES}
  mat-form-field {
    width: 100%;
  }
`;
