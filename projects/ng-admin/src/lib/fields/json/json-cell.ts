import { Component, computed, input } from '@angular/core';
import { compactJson } from './json-format';

/**
 * List cell of a `json` field: the value as JSON on one line, without spaces, cut with an
 * ellipsis beyond `--nga-cell-max-width` (the whole JSON is in the tooltip).
 *
 * @usageNotes
 * Registered by `jsonFieldType`; `{ "a": [1, 2] }` shows as `{"a":[1,2]}`.
 */
@Component({
  selector: 'nga-json-cell',
  template: `{{ json() }}`,
  host: { '[attr.title]': 'json() || null' },
  styles: `
    :host {
      display: block;
      max-width: var(--nga-cell-max-width, 32ch);
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-family: ui-monospace, 'Roboto Mono', monospace;
      font-size: 0.9em;
    }
  `,
})
export class NgaJsonCell {
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  protected readonly json = computed(() => compactJson(this.value()));
}
