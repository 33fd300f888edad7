import { Component, computed, inject, input } from '@angular/core';
import { NgaIntl } from '../../i18n/intl';
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

  protected readonly intl = inject(NgaIntl);
  protected readonly text = computed(() =>
    this.intl.embeddedItemCount(embeddedItems(this.value()).length),
  );
}
