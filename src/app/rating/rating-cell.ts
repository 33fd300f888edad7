import { Component, computed, input } from '@angular/core';
import type { RatingField } from './rating-field';

/** Stars for a note: full, half and empty stars, read out as "3.5 out of 5". */
@Component({
  selector: 'app-rating-cell',
  template: `
    @if (rating() !== null) {
      <span class="stars" role="img" [attr.aria-label]="rating() + ' out of ' + max()">
        @for (star of stars(); track $index) {
          <span class="material-icons" aria-hidden="true">{{ star }}</span>
        }
      </span>
    }
  `,
  styles: `
    .stars {
      display: inline-flex;
      color: var(--mat-sys-tertiary);
      vertical-align: middle;
    }
    .material-icons {
      font-size: 18px;
    }
  `,
})
export class RatingCell {
  readonly field = input.required<RatingField>();
  readonly value = input<unknown>(null);

  protected readonly max = computed(() => this.field().max());
  protected readonly rating = computed(() => {
    const value = this.value();
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });
  protected readonly stars = computed(() => {
    const rating = this.rating() ?? 0;
    return Array.from({ length: this.max() }, (_, index) =>
      rating >= index + 1 ? 'star' : rating >= index + 0.5 ? 'star_half' : 'star_outline',
    );
  });
}
