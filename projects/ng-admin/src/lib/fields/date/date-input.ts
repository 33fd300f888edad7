import { Component, inject } from '@angular/core';
import { FormControl } from '@angular/forms';
import type { DateField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { dayPatternOf, NgaDayPattern, provideNgaDateAdapter } from './date-adapter';
import { parseDateValue } from '../../i18n/date-format';
import { fieldErrorState, linkInnerControl, pickerError } from '../shared/inner-control';
import { BLOCK_HOST_STYLES, NgaFormInput } from '../shared/form-input';
import { NgaDayField } from './day-field';

/**
 * Form input of a `date` field: a Material datepicker. The control's value (any form
 * `parseDateValue` reads: `'yyyy-MM-dd'`, an ISO datetime, a Date, milliseconds) is shown as
 * its local calendar day; the picked Date goes through the field's `parse()` before it is
 * written, by default the local day as `'yyyy-MM-dd'`, so a date never shifts by a day
 * whatever the timezone. The text box reads and shows dates with the field's `format()`, as read
 * views and filters do (a format without typable numbers falls back to `yyyy-MM-dd`).
 *
 * @usageNotes
 * ```ts
 * admin.field('published_at', 'date').validation({ required: true });
 * admin.field('due', 'date').parse((date) => date.toISOString()); // store an instant instead
 * ```
 */
@Component({
  selector: 'nga-date-input',
  imports: [NgaDayField],
  // The picker works on native Dates: the field's parse() receives a Date, as the spec says.
  providers: [provideNgaDateAdapter()],
  template: `
    <nga-day-field
      [label]="field().label()"
      [fieldLabel]="field().label()"
      [control]="picked"
      [errorState]="errorState"
      [required]="required()"
      [attributes]="field().attributes()"
      [error]="dateError()"
    />
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaDateInput extends NgaFormInput<DateField> {
  protected readonly intl = inject(NgaIntl);

  /** The picker's own control, holding a local Date. */
  protected readonly picked = new FormControl<Date | null>(null);
  protected readonly errorState = fieldErrorState(() => this.control());
  /** Text the picker cannot read as a date; otherwise the control's error. */
  protected readonly dateError = pickerError(this.control, this.error, () =>
    this.picked.hasError('matDatepickerParse') ? this.intl.invalidDate : null,
  );

  constructor() {
    super();
    // The text box shows and reads the field's own date pattern, as lists and show views do.
    inject(NgaDayPattern).source = () => dayPatternOf(this.field().format());
    linkInnerControl(this.control, this.picked, {
      toInner: parseDateValue,
      toOuter: (date) => (date ? this.field().parse()(date) : null),
    });
  }
}
