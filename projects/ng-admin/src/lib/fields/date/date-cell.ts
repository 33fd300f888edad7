import { Component, computed, input } from '@angular/core';
import type { DateField } from '@ng-admin/core/config';
import { formatDateValue } from '../../templates/date-format';

/**
 * List cell of the `date` and `datetime` types: the value formatted with the field's
 * `format()` (Angular date patterns). A date-only value is a local calendar day and never
 * shifts with the timezone; a value that is not a date is shown as it is.
 *
 * @usageNotes
 * Registered by `dateFieldType` and `dateTimeFieldType`:
 * ```ts
 * admin.field('published_at', 'date').format('dd/MM/yyyy');
 * ```
 */
@Component({
  selector: 'nga-date-cell',
  template: `{{ text() }}`,
  styles: `
    :host {
      white-space: nowrap;
      font-variant-numeric: tabular-nums;
    }
  `,
})
export class NgaDateCell {
  /** The DSL field, for its `format()`. */
  readonly field = input.required<DateField>();
  /** The entry's value: an ISO 8601 string (or a Date, or milliseconds). */
  readonly value = input<unknown>();

  protected readonly text = computed(() => formatDateValue(this.value(), this.field().format()));
}
