import { Component, computed, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ReferenceField } from '@ng-admin/core/config';
import { NgaDatastore } from '../../views/datastore';
import { isReferenceId, referenceDisplay } from '../shared/reference-display';

/**
 * List cell and show-view value of a `reference` field: the referenced entry's `targetField`
 * value, read from the view's datastore (the view looked the references up before rendering,
 * so the cell sends no request), as a link to that entry's detail view when the field
 * `isDetailLink()` (the default). While the entry is unknown, the raw identifier shows.
 *
 * @usageNotes
 * Registered as the `cell` and `value` of `referenceFieldType`:
 * ```ts
 * admin.field('post_id', 'reference').targetEntity(post).targetField(admin.field('title'));
 * ```
 */
@Component({
  selector: 'nga-reference-cell',
  imports: [RouterLink],
  template: `
    @if (shown(); as shown) {
      @if (shown.link) {
        <a class="nga-reference-link" [routerLink]="shown.link">{{ shown.text }}</a>
      } @else {
        {{ shown.text }}
      }
    }
  `,
  styles: `
    .nga-reference-link {
      color: var(--mat-sys-primary);
      text-decoration: none;
    }
    .nga-reference-link:hover,
    .nga-reference-link:focus-visible {
      text-decoration: underline;
    }
  `,
})
export class NgaReferenceCell {
  /** The reference field. */
  readonly field = input.required<ReferenceField>();
  /** The referenced identifier. */
  readonly value = input<unknown>();

  private readonly datastore = inject(NgaDatastore, { optional: true });

  protected readonly shown = computed(() => {
    const id = this.value();
    if (!isReferenceId(id)) return null;
    const field = this.field();
    return referenceDisplay(field, id, this.datastore?.referenceLabel(field, id));
  });
}
