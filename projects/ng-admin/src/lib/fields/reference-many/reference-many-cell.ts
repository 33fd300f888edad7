import { Component, computed, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ReferenceField } from '@ng-admin/core/config';
import { NgaDatastore } from '../../views/datastore';
import { referenceDisplay, referenceIds } from '../shared/reference-display';

/**
 * List cell and show-view value of a `reference_many` field: the labels (`targetField`
 * values) of the referenced entries as a list of small tags, each a link to its entry's detail
 * view when the field `isDetailLink()`. Labels come from the view's datastore, filled before
 * rendering, so the cell sends no request; an unknown entry shows its raw identifier.
 *
 * @usageNotes
 * Registered as the `cell` and `value` of `referenceManyFieldType`:
 * ```ts
 * admin.field('tags', 'reference_many').targetEntity(tag).targetField(admin.field('name'));
 * ```
 */
@Component({
  selector: 'nga-reference-many-cell',
  imports: [RouterLink],
  template: `
    @if (items().length > 0) {
      <ul class="nga-reference-many">
        @for (item of items(); track item.key) {
          <li>
            @if (item.link) {
              <a [routerLink]="item.link">{{ item.text }}</a>
            } @else {
              {{ item.text }}
            }
          </li>
        }
      </ul>
    }
  `,
  styles: `
    .nga-reference-many {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      /* Without it, a datagrid squeezes the column until each label takes a line of its own. */
      min-width: min(11rem, 40vw);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    li {
      padding: 0 8px;
      border-radius: 8px;
      background: var(--mat-sys-secondary-container);
      color: var(--mat-sys-on-secondary-container);
      font: var(--mat-sys-label-medium);
      line-height: 22px;
      white-space: nowrap;
    }
    a {
      color: inherit;
      text-decoration: none;
    }
    a:hover,
    a:focus-visible {
      text-decoration: underline;
    }
  `,
})
export class NgaReferenceManyCell {
  /** The reference_many field. */
  readonly field = input.required<ReferenceField>();
  /** The referenced identifiers (an array). */
  readonly value = input<unknown>();

  private readonly datastore = inject(NgaDatastore, { optional: true });

  protected readonly items = computed(() => {
    const field = this.field();
    return referenceIds(this.value()).map((id) =>
      referenceDisplay(field, id, this.datastore?.referenceLabel(field, id)),
    );
  });
}
