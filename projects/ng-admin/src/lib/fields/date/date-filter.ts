import { Component, inject } from '@angular/core';
import { FormControl } from '@angular/forms';
import type { DateField } from '@ng-admin/core/config';
import { dayPatternOf, NgaDayPattern, provideNgaDateAdapter } from './date-adapter';
import { formatDateValue, parseDateValue } from '../../i18n/date-format';
import { linkInnerControl } from '../shared/inner-control';
import { NgaFieldControl, BLOCK_HOST_STYLES } from '../shared/form-input';
import { NgaDayField } from './day-field';

/**
 * List filter of the `date` and `datetime` types: a compact datepicker whose value is the
 * picked local day as `'yyyy-MM-dd'` (the same for both types: a filter selects a day).
 *
 * @usageNotes
 * Registered as the `filter` of `dateFieldType` and `dateTimeFieldType`; the list filter bar
 * renders it through `nga-field-outlet` with the filter's control.
 */
@Component({
  selector: 'nga-date-filter',
  imports: [NgaDayField],
  providers: [provideNgaDateAdapter()],
  template: `
    <nga-day-field
      [label]="field().label()"
      [fieldLabel]="field().label()"
      [control]="picked"
      [compact]="true"
      [attributes]="field().attributes()"
    />
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaDateFilter extends NgaFieldControl<DateField> {
  /** The picker's own control, holding a local Date. */
  protected readonly picked = new FormControl<Date | null>(null);

  constructor() {
    super();
    // The text box shows and reads the field's own date pattern, as lists and show views do.
    inject(NgaDayPattern).source = () => dayPatternOf(this.field().format());
    linkInnerControl(this.control, this.picked, {
      toInner: parseDateValue,
      toOuter: (date) => (date ? formatDateValue(date, 'yyyy-MM-dd') : null),
    });
  }
}
