import { Component, computed, input } from '@angular/core';
import { displayText } from '../shared/display-text';

/**
 * List cell and show-view value of an `email` field: the address as a `mailto:` link, cut
 * with an ellipsis beyond `--nga-cell-max-width` (the full address is in the tooltip).
 *
 * @usageNotes
 * Registered by `emailFieldType` for both the `cell` and the `value` roles.
 */
@Component({
  selector: 'nga-email-cell',
  template: `
    @if (address(); as address) {
      <a class="nga-email-link" [href]="'mailto:' + address" [title]="address">{{ address }}</a>
    }
  `,
  styles: `
    :host {
      display: block;
      max-width: var(--nga-cell-max-width, 40ch);
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .nga-email-link {
      color: var(--mat-sys-primary);
    }
  `,
})
export class NgaEmailCell {
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  protected readonly address = computed(() => displayText(this.value()).trim());
}
