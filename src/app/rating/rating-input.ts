import { Component, computed } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { controlVersion, NgaFormInput } from '@ng-admin/core';
import type { RatingField } from './rating-field';

/**
 * Picks a note by clicking a star; the keyboard reaches each star, and a clear button.
 * `NgaFormInput` gives it the field, the control, `required()` and the message of the
 * control's error, as the built-in inputs have them.
 */
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
    @if (shownError(); as message) {
      <p class="error" role="alert">{{ message }}</p>
    }
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
    .error {
      margin: -12px 0 16px;
      color: var(--mat-sys-error);
      font: var(--mat-sys-body-small);
    }
  `,
})
export class RatingInput extends NgaFormInput<RatingField> {
  private readonly version = controlVersion(this.control);
  /** The error's message once the user has been through the stars. */
  protected readonly shownError = computed(() => {
    this.version();
    return this.control().touched ? this.error() : '';
  });
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
