import { Component } from '@angular/core';
import type { ReferenceField } from '@ng-admin/core/config';
import { NgaReferenceAutocomplete } from '../shared/reference-autocomplete';
import { NgaReferenceSelect } from '../shared/reference-select';
import { NgaFieldControl, BLOCK_HOST_STYLES } from '../shared/form-input';

/**
 * Form input of a `reference` field (spec 2.6, 4.1): a dropdown of up to `perPage` target
 * entries (sorted by `sortField`/`sortDir`, filtered by `permanentFilters`), labelled by
 * `targetField`, loaded once when the form opens; the current value shows even when the first
 * page misses it. With `remoteComplete(true)`, a text box that searches the API as the user
 * types. The control's value is the referenced identifier.
 *
 * @usageNotes
 * Registered as the `input` of `referenceFieldType`:
 * ```ts
 * admin.field('post_id', 'reference')
 *   .targetEntity(post)
 *   .targetField(admin.field('title'))
 *   .remoteComplete(true, { refreshDelay: 300 });
 * ```
 */
@Component({
  selector: 'nga-reference-input',
  imports: [NgaReferenceAutocomplete, NgaReferenceSelect],
  template: `
    @if (field().remoteComplete()) {
      <nga-reference-autocomplete [field]="field()" [control]="control()" />
    } @else {
      <nga-reference-select [field]="field()" [control]="control()" />
    }
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaReferenceInput extends NgaFieldControl<ReferenceField> {}
