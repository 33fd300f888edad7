import { Component, computed, input } from '@angular/core';
import type { ChoiceField, EntryLike } from '@ng-admin/core/config';
import { choiceLabel } from '../shared/choice-options';

/**
 * List cell and show-view value of a `choice` field: the label of the option holding the
 * value (from `choices()`, an array or a function of the entry), or the raw value when no
 * option does.
 *
 * @usageNotes
 * Registered by `choiceFieldType` for both the `cell` and the `value` roles.
 */
@Component({
  selector: 'nga-choice-cell',
  template: `{{ label() }}`,
})
export class NgaChoiceCell {
  /** The DSL field, whose `choices()` hold the labels. */
  readonly field = input.required<ChoiceField>();
  /** The entry's value for the field. */
  readonly value = input<unknown>();
  /** The entry, given to a `choices` function. */
  readonly entry = input<EntryLike>();

  protected readonly label = computed(() =>
    choiceLabel(this.field().resolveChoices(this.entry()), this.value()),
  );
}
