import { Component } from '@angular/core';
import type { ReferenceField } from '@ng-admin/core/config';
import { NgaReferenceAutocomplete } from './reference-autocomplete';
import { NgaReferenceSelect } from './reference-select';
import { NgaFieldControl, BLOCK_HOST_STYLES } from './form-input';

/**
 * List filter of the `reference` and `reference_many` types: a compact dropdown of the
 * field's possible values, or a remote autocomplete when the field has `remoteComplete(true)`.
 * The filter value is one identifier (an array field is filtered by one of its identifiers).
 *
 * @usageNotes
 * Registered as the `filter` of `referenceFieldType` and `referenceManyFieldType`:
 * ```ts
 * listView.filters(
 *   admin.field('post_id', 'reference').targetEntity(post).targetField(admin.field('title')),
 * );
 * ```
 */
@Component({
  selector: 'nga-reference-filter',
  imports: [NgaReferenceAutocomplete, NgaReferenceSelect],
  template: `
    @if (field().remoteComplete()) {
      <nga-reference-autocomplete [field]="field()" [control]="control()" [compact]="true" />
    } @else {
      <nga-reference-select [field]="field()" [control]="control()" [compact]="true" />
    }
  `,
  styles: BLOCK_HOST_STYLES,
})
export class NgaReferenceFilter extends NgaFieldControl<ReferenceField> {}
