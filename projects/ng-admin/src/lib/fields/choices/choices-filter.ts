import { Component, computed, OnInit } from '@angular/core';
import type { ChoicesField } from '@ng-admin/core/config';
import { choiceValues, sameChoiceOptions } from '../shared/choice-options';
import { BLOCK_HOST_STYLES } from '../shared/form-input';
import {
  NgaSelectFilter,
  SELECT_FILTER_IMPORTS,
  SELECT_FILTER_TEMPLATE,
} from '../shared/select-filter';

/**
 * List filter of a `choices` field: a compact multiple-selection dropdown of its `choices()`
 * (a `choices` function receives an empty entry); the filter value is the array of chosen
 * values, empty for no filter.
 *
 * @usageNotes
 * Registered as the `filter` of `choicesFieldType`.
 */
@Component({
  selector: 'nga-choices-filter',
  imports: SELECT_FILTER_IMPORTS,
  template: SELECT_FILTER_TEMPLATE,
  styles: BLOCK_HOST_STYLES,
})
export class NgaChoicesFilter extends NgaSelectFilter<ChoicesField> implements OnInit {
  protected override readonly multiple = true;
  protected readonly options = computed(() => this.field().resolveChoices(), {
    equal: sameChoiceOptions,
  });

  ngOnInit(): void {
    // A single value (from the URL, say) becomes a one-value array: mat-select multiple
    // throws on a value that is not an array.
    const control = this.control();
    const value = control.value;
    if (value !== null && value !== undefined && !Array.isArray(value)) {
      control.setValue([...choiceValues(value)]);
    }
  }
}
