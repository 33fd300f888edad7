import { Component, computed, input } from '@angular/core';
import { displayText } from './display-text';

/**
 * List cell of the `string` and `text` types: the value on one line, cut with an ellipsis
 * beyond `--nga-cell-max-width` (32 characters wide by default); the full text is in the
 * `title` tooltip.
 *
 * @usageNotes
 * Registered by `stringFieldType` and `textFieldType`; the datagrid renders it through
 * `nga-field-outlet`.
 */
@Component({
  selector: 'nga-plain-text-cell',
  template: `{{ text() }}`,
  host: { '[attr.title]': 'text() || null' },
  styles: `
    :host {
      display: block;
      max-width: var(--nga-cell-max-width, 32ch);
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  `,
})
export class NgaPlainTextCell {
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  protected readonly text = computed(() => displayText(this.value()));
}
