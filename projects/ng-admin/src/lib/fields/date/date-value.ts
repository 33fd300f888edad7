import { Component, computed, inject, input } from '@angular/core';
import type { DateField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { formatDateValue, parseDateValue } from '../../i18n/date-format';

/**
 * Show-view value of the `date` and `datetime` types: the value formatted with the field's
 * `format()` in a `<time>` element whose `datetime` attribute keeps the machine-readable
 * value. A value that is not a date is shown as it is.
 *
 * @usageNotes
 * Registered by `dateFieldType` and `dateTimeFieldType`:
 * ```ts
 * admin.field('created_at', 'datetime').format('dd/MM/yyyy HH:mm');
 * ```
 */
@Component({
  selector: 'nga-date-value',
  template: `
    @if (text()) {
      <time [attr.datetime]="machineValue()">{{ text() }}</time>
    }
  `,
})
export class NgaDateValue {
  /** The DSL field, for its `format()` and type. */
  readonly field = input.required<DateField>();
  /** The entry's value: an ISO 8601 string (or a Date, or milliseconds). */
  readonly value = input<unknown>();

  private readonly intl = inject(NgaIntl);

  protected readonly text = computed(() =>
    formatDateValue(this.value(), this.field().format(), this.intl.locale),
  );
  protected readonly machineValue = computed(() => {
    const date = parseDateValue(this.value());
    if (!date) return null;
    return this.field().type() === 'date'
      ? formatDateValue(date, 'yyyy-MM-dd')
      : date.toISOString();
  });
}
