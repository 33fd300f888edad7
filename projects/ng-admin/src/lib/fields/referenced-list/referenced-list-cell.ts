import { Component, computed, input } from '@angular/core';

/**
 * List cell of a `referenced_list` field. Lists leave the field out (no datagrid inside a
 * datagrid, spec 2.6) unless it is templated; if one still shows it, the cell renders the
 * number of related entries when the entry holds them as an array, and nothing otherwise: it
 * never sends a request per row.
 *
 * @usageNotes
 * Registered as the `cell` of `referencedListFieldType`.
 */
@Component({
  selector: 'nga-referenced-list-cell',
  template: `{{ count() }}`,
})
export class NgaReferencedListCell {
  /** The entry's value for the field, usually absent. */
  readonly value = input<unknown>();

  protected readonly count = computed(() => {
    const value = this.value();
    return Array.isArray(value) ? String(value.length) : '';
  });
}
