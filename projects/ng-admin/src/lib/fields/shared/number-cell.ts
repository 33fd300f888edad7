import { Component, computed, input } from '@angular/core';
import type { NumberField } from '@ng-admin/core/config';
import { formatNumber } from './format-number';

/**
 * List cell of the `number` and `float` types: the value formatted with the field's
 * `format()` (numbro syntax), right-aligned with tabular digits so that columns line up.
 *
 * @usageNotes
 * Registered by `numberFieldType` and `floatFieldType`; with `format('$0,0.00')`, 1234.5
 * shows as `$1,234.50`.
 */
@Component({
  selector: 'nga-number-cell',
  template: `{{ text() }}`,
  styles: `
    :host {
      display: block;
      text-align: end;
      white-space: nowrap;
      font-variant-numeric: tabular-nums;
    }
  `,
})
export class NgaNumberCell {
  /** The DSL field, whose `format()` applies. */
  readonly field = input.required<NumberField>();
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  protected readonly text = computed(() => formatNumber(this.value(), formatOf(this.field())));
}

/** The field's numbro format, for fields that have one (custom types may not). */
export function formatOf(field: Partial<Pick<NumberField, 'format'>>): string | undefined {
  return typeof field.format === 'function' ? field.format() : undefined;
}
