import { Component, computed, input } from '@angular/core';
import type { EntryLike, ReferencedListField } from '@ng-admin/core/config';
import { isReferenceId } from '../shared/reference-display';
import { NgaReferencedListValue } from './referenced-list-value';
import { BLOCK_HOST_STYLES } from '../shared/form-input';

/**
 * What a form shows for a `referenced_list` field: it is not editable (spec 2.6), so the edition
 * form shows the related entries read-only, under the field's label. Without an entry
 * identifier (a creation form, which leaves the field out anyway, or a list filter) it renders
 * nothing, so it is also the safe fallback of the filter role.
 *
 * @usageNotes
 * Registered as the `input` of `referencedListFieldType`:
 * ```ts
 * post.editionView().fields(
 *   admin.field('comments', 'referenced_list').targetEntity(comment).targetReferenceField('post_id'),
 * );
 * ```
 */
@Component({
  selector: 'nga-referenced-list-input',
  imports: [NgaReferencedListValue],
  template: `
    @if (hasIdentifier()) {
      <div class="nga-referenced-list-label">{{ field().label() }}</div>
      <nga-referenced-list-value [field]="field()" [entry]="entry()" />
    }
  `,
  styles: [
    BLOCK_HOST_STYLES,
    `
      .nga-referenced-list-label {
        margin-bottom: 8px;
        color: var(--mat-sys-on-surface-variant);
        font: var(--mat-sys-body-small);
      }
    `,
  ],
})
export class NgaReferencedListInput {
  /** The referenced_list field. */
  readonly field = input.required<ReferencedListField>();
  /** The edited entry; nothing shows without it. */
  readonly entry = input<EntryLike | null>();

  protected readonly hasIdentifier = computed(() => isReferenceId(this.entry()?.identifierValue));
}
