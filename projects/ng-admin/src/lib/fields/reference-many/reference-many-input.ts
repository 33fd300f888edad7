import { Component } from '@angular/core';
import type { ReferenceField } from '@ng-admin/core/config';
import { NgaReferenceManyChips } from './reference-many-chips';
import { NgaReferenceManySelect } from './reference-many-select';
import { NgaFieldControl, BLOCK_HOST_STYLES } from '../shared/form-input';

/**
 * Form input of a `reference_many` field (spec 2.6): a multiple select of up to `perPage`
 * target entries labelled by `targetField`, loaded once when the form opens, or, with
 * `remoteComplete(true)`, removable chips plus a text box searching the API as the user types.
 * The control's value is the array of referenced identifiers.
 *
 * @usageNotes
 * Registered as the `input` of `referenceManyFieldType`:
 * ```ts
 * admin.field('tags', 'reference_many')
 *   .targetEntity(tag)
 *   .targetField(admin.field('name'))
 *   .singleApiCall((ids) => ({ id: ids }));
 * ```
 */
@Component({
  selector: 'nga-reference-many-input',
  imports: [NgaReferenceManyChips, NgaReferenceManySelect],
  template: `
    @if (field().remoteComplete()) {
      <nga-reference-many-chips [field]="field()" [control]="control()" />
    } @else {
      <nga-reference-many-select [field]="field()" [control]="control()" />
    }
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaReferenceManyInput extends NgaFieldControl<ReferenceField> {}
