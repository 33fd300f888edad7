import { Component, computed, input } from '@angular/core';
import { embeddedItems } from './embedded-items';

/**
 * List cell of an `embedded_list` field: the number of embedded items ("2 items"); a list has
 * no room for a datagrid per row. Template the field to show more.
 *
 * @usageNotes
 * Registered as the `cell` of `embeddedListFieldType`:
 * ```ts
 * listView.fields(admin.field('backlinks', 'embedded_list')); // "2 items"
 * ```
 */
@Component({
  selector: 'nga-embedded-list-cell',
  template: `{{ text() }}`,
})
export class NgaEmbeddedListCell {
  /** The array of embedded items. */
  readonly value = input<unknown>();

  protected readonly text = computed(() => {
    const count = embeddedItems(this.value()).length;
    return count === 1 ? '1 item' : `${count} items`;
  });
}
