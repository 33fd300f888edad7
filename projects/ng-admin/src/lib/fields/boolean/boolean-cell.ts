import { Component, computed, input } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import type { BooleanField } from '@ng-admin/core/config';
import { booleanIcon, booleanLabel, booleanState } from './boolean-display';

/**
 * List cell of a `boolean` field: a check, cross or dash icon for true, false and unknown,
 * named for assistive technologies by the label of the matching `choices()` option.
 *
 * @usageNotes
 * Registered by `booleanFieldType`; with the default choices, `null` reads "undefined".
 */
@Component({
  selector: 'nga-boolean-cell',
  imports: [MatIconModule],
  template: `
    <mat-icon aria-hidden="true" [class]="'nga-boolean-' + state()">{{ icon() }}</mat-icon>
    <span class="nga-visually-hidden">{{ label() }}</span>
  `,
  host: { '[attr.title]': 'label()' },
  styles: `
    :host {
      display: inline-flex;
      position: relative;
      vertical-align: middle;
    }
    .nga-boolean-true {
      color: var(--mat-sys-primary);
    }
    .nga-boolean-false {
      color: var(--mat-sys-error);
    }
    .nga-boolean-null {
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  `,
})
export class NgaBooleanCell {
  /** The DSL field, whose `choices()` name the states. */
  readonly field = input.required<BooleanField>();
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  protected readonly state = computed(() => booleanState(this.value()));
  protected readonly icon = computed(() => booleanIcon(this.value()));
  protected readonly label = computed(() => booleanLabel(this.field().choices(), this.value()));
}
