import { Component, computed, input } from '@angular/core';
import type { ChoicesField, EntryLike } from '@ng-admin/core/config';
import { choiceLabel, choiceValues } from '../shared/choice-options';

/**
 * List cell and show-view value of a `choices` field: the labels of the chosen values as
 * compact chips (the raw value for a value no option holds).
 *
 * @usageNotes
 * Registered by `choicesFieldType` for both the `cell` and the `value` roles.
 */
@Component({
  selector: 'nga-choices-cell',
  template: `
    @if (labels().length > 0) {
      <ul class="nga-chips">
        @for (label of labels(); track $index) {
          <li class="nga-chip">{{ label }}</li>
        }
      </ul>
    }
  `,
  styles: `
    .nga-chips {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .nga-chip {
      padding: 2px 8px;
      border: 1px solid var(--mat-sys-outline-variant);
      border-radius: var(--mat-sys-corner-small);
      background: var(--mat-sys-surface-container-low);
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-label-medium);
      white-space: nowrap;
    }
  `,
})
export class NgaChoicesCell {
  /** The DSL field, whose `choices()` hold the labels. */
  readonly field = input.required<ChoicesField>();
  /** The entry's value for the field: an array of option values. */
  readonly value = input<unknown>();
  /** The entry, given to a `choices` function. */
  readonly entry = input<EntryLike>();

  protected readonly labels = computed(() => {
    const options = this.field().resolveChoices(this.entry());
    return choiceValues(this.value()).map((value) => choiceLabel(options, value));
  });
}
