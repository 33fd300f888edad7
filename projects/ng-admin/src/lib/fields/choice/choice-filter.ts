import { Component, computed } from '@angular/core';
import type { ChoiceField } from '@ng-admin/core/config';
import { sameChoiceOptions } from '../shared/choice-options';
import { BLOCK_HOST_STYLES } from '../shared/form-input';
import {
  NgaSelectFilter,
  SELECT_FILTER_IMPORTS,
  SELECT_FILTER_TEMPLATE,
} from '../shared/select-filter';

/**
 * List filter of a `choice` field: a compact dropdown of its `choices()` (a `choices` function
 * receives an empty entry), with an "Any" option that clears the filter value.
 *
 * @usageNotes
 * Registered as the `filter` of `choiceFieldType`.
 */
@Component({
  selector: 'nga-choice-filter',
  imports: SELECT_FILTER_IMPORTS,
  template: SELECT_FILTER_TEMPLATE,
  styles: BLOCK_HOST_STYLES,
})
export class NgaChoiceFilter extends NgaSelectFilter<ChoiceField> {
  protected readonly options = computed(() => this.field().resolveChoices(), {
    equal: sameChoiceOptions,
  });
}
