import { Component, computed, input } from '@angular/core';
import { displayText } from './display-text';

/**
 * Show-view value of the `string` and `text` types: the text as it is, line breaks kept and
 * long words wrapped.
 *
 * @usageNotes
 * Registered by `stringFieldType` and `textFieldType`; the show view renders it through
 * `nga-field-outlet`.
 */
@Component({
  selector: 'nga-plain-text-value',
  template: `{{ text() }}`,
  styles: `
    :host {
      display: block;
      white-space: pre-line;
      overflow-wrap: anywhere;
    }
  `,
})
export class NgaPlainTextValue {
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  protected readonly text = computed(() => displayText(this.value()));
}
