import { Component, computed, input } from '@angular/core';
import { prettyJson } from './json-format';

/**
 * Show-view value of a `json` field: the value as indented JSON in a `<pre>` block.
 *
 * @usageNotes
 * Registered by `jsonFieldType`.
 */
@Component({
  selector: 'nga-json-value',
  template: `
    @if (json(); as json) {
      <pre class="nga-json">{{ json }}</pre>
    }
  `,
  styles: `
    .nga-json {
      margin: 0;
      padding: 8px 12px;
      overflow: auto;
      max-height: 32rem;
      border-radius: var(--mat-sys-corner-small);
      background: var(--mat-sys-surface-container);
      color: var(--mat-sys-on-surface);
      font-family: ui-monospace, 'Roboto Mono', monospace;
      font-size: 0.9em;
    }
  `,
})
export class NgaJsonValue {
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  protected readonly json = computed(() => prettyJson(this.value()));
}
