import { Component, computed, input } from '@angular/core';
import { FormControl } from '@angular/forms';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { controlVersion } from '@ng-admin/core';
import type { RatingField } from './rating-field';

/** Picks a note by clicking a star; the keyboard reaches each star, and a clear button. */
@Component({
  selector: 'app-rating-input',
  imports: [MatButtonModule, MatIconModule],
  template: `
    <div class="rating-input" role="radiogroup" [attr.aria-label]="field().label()">
      <span class="label" aria-hidden="true">{{ field().label() }}</span>
      @for (star of stars(); track star) {
        <button
          matIconButton
          type="button"
          role="radio"
          [attr.aria-checked]="current() === star"
          [attr.aria-label]="star + (star === 1 ? ' star' : ' stars')"
          [disabled]="control().disabled"
          (click)="pick(star)"
        >
          <mat-icon>{{ (current() ?? 0) >= star ? 'star' : 'star_outline' }}</mat-icon>
        </button>
      }
      <button
        matIconButton
        type="button"
        [attr.aria-label]="'Clear ' + field().label()"
        [disabled]="control().disabled || current() === null"
        (click)="pick(null)"
      >
        <mat-icon>backspace</mat-icon>
      </button>
    </div>
  `,
  styles: `
    .rating-input {
      display: flex;
      align-items: center;
      color: var(--mat-sys-tertiary);
      margin-bottom: 16px;
    }
    .label {
      color: var(--mat-sys-on-surface-variant);
      margin-right: 8px;
    }
  `,
})
export class RatingInput {
  readonly field = input.required<RatingField>();
  readonly control = input.required<FormControl<unknown>>();

  private readonly version = controlVersion(this.control);
  protected readonly stars = computed(() =>
    Array.from({ length: this.field().max() }, (_, index) => index + 1),
  );
  protected readonly current = computed(() => {
    this.version();
    const value = this.control().value;
    return value === null || value === undefined || value === '' ? null : Math.round(Number(value));
  });

  protected pick(star: number | null): void {
    this.control().setValue(star);
    this.control().markAsDirty();
    this.control().markAsTouched();
  }
}
