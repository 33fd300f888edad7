import { Component, computed, input } from '@angular/core';
import type { NumberField } from '@ng-admin/core/config';
import { formatNumber } from './format-number';
import { formatOf } from './number-cell';

/**
 * Show-view value of the `number` and `float` types: the value formatted with the field's
 * `format()` (numbro syntax).
 *
 * @usageNotes
 * Registered by `numberFieldType` and `floatFieldType`; with `format('0.0%')`, 0.25 shows as
 * `25.0%`.
 */
@Component({
  selector: 'nga-number-value',
  template: `{{ text() }}`,
  styles: `
    :host {
      font-variant-numeric: tabular-nums;
    }
  `,
})
export class NgaNumberValue {
  /** The DSL field, whose `format()` applies. */
  readonly field = input.required<NumberField>();
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  protected readonly text = computed(() => formatNumber(this.value(), formatOf(this.field())));
}
