import { Component, inject, input } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { ErrorStateMatcher } from '@angular/material/core';
import { MatDatepickerModule } from '@angular/material/datepicker';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { NgaIntl } from '../../i18n/intl';
import { NgaFieldAttributes } from '../shared/field-attributes';
import { FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * A Material form field with a datepicker, on a control of local Dates: the day box of the
 * date input, the datetime input and the date filter. The widget around it provides the date
 * adapter (`provideNgaDateAdapter()`), which reads and shows the field's own format.
 *
 * @usageNotes
 * ```html
 * <nga-day-field [label]="field().label()" [fieldLabel]="field().label()" [control]="picked"
 *   [required]="required()" [error]="dateError()" />
 * ```
 */
@Component({
  selector: 'nga-day-field',
  imports: [
    ReactiveFormsModule,
    MatDatepickerModule,
    MatFormFieldModule,
    MatInputModule,
    NgaFieldAttributes,
  ],
  template: `
    <mat-form-field appearance="outline" [subscriptSizing]="compact() ? 'dynamic' : 'fixed'">
      <mat-label>{{ label() }}</mat-label>
      <input
        matInput
        [matDatepicker]="picker"
        [formControl]="control()"
        [errorStateMatcher]="errorState()"
        [required]="required()"
        [ngaFieldAttributes]="attributes()"
      />
      <mat-datepicker-toggle
        matIconSuffix
        [for]="picker"
        [aria-label]="intl.openCalendar(fieldLabel())"
      />
      <mat-datepicker #picker />
      @if (error()) {
        <mat-error>{{ error() }}</mat-error>
      }
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaDayField {
  /** The form field's label. */
  readonly label = input.required<string>();
  /** The label of the field the day belongs to, which names the calendar button. */
  readonly fieldLabel = input.required<string>();
  /** The picker's control, holding a local Date. */
  readonly control = input.required<FormControl<Date | null>>();
  /** When the box shows as in error; Material's default (touched and invalid) without it. */
  readonly errorState = input(inject(ErrorStateMatcher));
  readonly required = input(false);
  /** The field's `attributes()`, set on the text box. */
  readonly attributes = input<Readonly<Record<string, unknown>> | null>(null);
  /** The message under the box while it is in error. */
  readonly error = input('');
  /** A filter's box: no room kept for a message under it. */
  readonly compact = input(false);

  protected readonly intl = inject(NgaIntl);
}
