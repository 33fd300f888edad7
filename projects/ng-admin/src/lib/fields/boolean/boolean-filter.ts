import { Component, computed } from '@angular/core';
import type { BooleanField } from '@ng-admin/core/config';
import { booleanChoiceLabel } from './boolean-display';
import { BLOCK_HOST_STYLES } from '../shared/form-input';
import {
  NgaSelectFilter,
  SELECT_FILTER_IMPORTS,
  SELECT_FILTER_TEMPLATE,
} from '../shared/select-filter';

/**
 * List filter of a `boolean` field: a compact dropdown of the field's `filterChoices()`
 * (true and false by default), with an "Any" option that clears the filter value.
 *
 * @usageNotes
 * Registered as the `filter` of `booleanFieldType`:
 * ```ts
 * admin.field('published', 'boolean').filterChoices([
 *   { value: true, label: 'Published' },
 *   { value: false, label: 'Draft' },
 * ]);
 * ```
 */
@Component({
  selector: 'nga-boolean-filter',
  imports: SELECT_FILTER_IMPORTS,
  template: SELECT_FILTER_TEMPLATE,
  styles: BLOCK_HOST_STYLES,
})
export class NgaBooleanFilter extends NgaSelectFilter<BooleanField> {
  protected readonly options = computed(() =>
    this.field()
      .filterChoices()
      .map((choice) => ({ value: choice.value, label: booleanChoiceLabel(choice, this.intl) })),
  );
}
