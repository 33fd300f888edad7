import { Component, inject, signal } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { MatTimepickerModule } from '@angular/material/timepicker';
import type { DateTimeField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { dayPatternOf, NgaDayPattern, provideNgaDateAdapter } from '../date/date-adapter';
import { NgaDayField } from '../date/day-field';
import { parseDateValue } from '../../i18n/date-format';
import { fieldErrorState, linkInnerControl, pickerError } from '../shared/inner-control';
import { combineDateAndTime, type NgaDateTimeParts, toStoredDateTime } from './datetime-parts';
import { NgaFormInput } from '../shared/form-input';

/**
 * Form input of a `datetime` field: a Material datepicker and a Material timepicker side by
 * side, grouped under the field's label. The control's value (an ISO 8601 string, a Date,
 * milliseconds) is shown in local time; the picked day and time are combined into one local
 * Date, which goes through the field's `parse()` (default: unchanged). When `parse()` returns
 * a Date, the control receives its ISO 8601 string (`toISOString()`, in UTC), the form the
 * API reads; any other result is written as it is. Clearing the day clears the value;
 * clearing the time keeps the day at midnight.
 *
 * @usageNotes
 * ```ts
 * admin.field('starts_at', 'datetime').validation({ required: true });
 * ```
 */
@Component({
  selector: 'nga-datetime-input',
  imports: [
    ReactiveFormsModule,
    MatTimepickerModule,
    MatFormFieldModule,
    MatInputModule,
    NgaDayField,
  ],
  providers: [provideNgaDateAdapter()],
  templateUrl: './datetime-input.html',
  styleUrl: './datetime-input.scss',
})
export class NgaDatetimeInput extends NgaFormInput<DateTimeField> {
  protected readonly intl = inject(NgaIntl);

  /** The pickers' own controls, both holding local Dates. */
  protected readonly parts = new FormGroup({
    date: new FormControl<Date | null>(null),
    time: new FormControl<Date | null>(null),
  });
  protected readonly errorState = fieldErrorState(() => this.control());
  /** Text the date picker cannot read; otherwise the control's error. */
  protected readonly dateError = pickerError(this.control, this.error, () =>
    this.parts.controls.date.hasError('matDatepickerParse') ? this.intl.invalidDate : null,
  );
  /** Text the time picker cannot read. */
  protected readonly timeError = pickerError(this.control, signal(''), () =>
    this.parts.controls.time.hasError('matTimepickerParse') ? this.intl.invalidTime : null,
  );

  constructor() {
    super();
    // The text box shows and reads the field's own date pattern, as lists and show views do.
    inject(NgaDayPattern).source = () => dayPatternOf(this.field().format());
    linkInnerControl(this.control, this.parts, {
      toInner: (value): NgaDateTimeParts => {
        const date = parseDateValue(value);
        return { date, time: date };
      },
      toOuter: () => {
        const combined = combineDateAndTime(this.parts.getRawValue());
        return combined ? toStoredDateTime(this.field().parse()(combined)) : null;
      },
    });
  }
}
