import { Component, input, ViewEncapsulation } from '@angular/core';

/**
 * The Material 3 button styles: filled, tonal, outlined, text, a round icon button, and a
 * filled button in the error color for actions that destroy data.
 */
export type NgaButtonStyle = 'filled' | 'tonal' | 'outlined' | 'text' | 'icon' | 'danger';

/**
 * A Material 3 button drawn with the theme's tokens, for the buttons every page shows (view
 * actions, paginator, toolbar): a native `<button>` or `<a>` with no ripple or focus monitor,
 * so the first page of an admin loads fast. Put a `material-icons` span first for an icon.
 *
 * @usageNotes
 * ```html
 * <button ngaButton="tonal" type="button" (click)="export()">
 *   <span class="material-icons" aria-hidden="true">download</span>Export
 * </button>
 * <a ngaButton="icon" [href]="href" aria-label="Edit"><span class="material-icons">edit</span></a>
 * ```
 */
@Component({
  // An attribute selector, as Material's buttons: the native element keeps its semantics.
  // eslint-disable-next-line @angular-eslint/component-selector
  selector: 'button[ngaButton], a[ngaButton]',
  template: '<ng-content />',
  host: { '[class]': "'nga-button nga-button-' + (ngaButton() || 'text')" },
  // Styles reach the host element and projected icons of every button on the page.
  encapsulation: ViewEncapsulation.None,
  styles: `
    .nga-button {
      position: relative;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: 8px;
      box-sizing: border-box;
      height: 40px;
      padding: 0 24px;
      border: none;
      border-radius: var(--mat-sys-corner-full);
      background: transparent;
      color: var(--mat-sys-primary);
      font: var(--mat-sys-label-large);
      text-decoration: none;
      white-space: nowrap;
      cursor: pointer;
      overflow: hidden;
      &::before {
        content: '';
        position: absolute;
        inset: 0;
        background: currentColor;
        opacity: 0;
        pointer-events: none;
      }
      &:hover::before {
        opacity: 0.08;
      }
      &:active::before {
        opacity: 0.12;
      }
      &:focus-visible {
        outline: 2px solid var(--mat-sys-secondary);
        outline-offset: 2px;
      }
      &:disabled,
      &[aria-disabled='true'] {
        color: color-mix(in srgb, var(--mat-sys-on-surface) 38%, transparent);
        background: color-mix(in srgb, var(--mat-sys-on-surface) 12%, transparent);
        cursor: default;
        &::before {
          opacity: 0;
        }
      }
      .material-icons {
        margin-left: -8px;
        font-size: 18px;
      }
    }
    .nga-button-filled {
      background: var(--mat-sys-primary);
      color: var(--mat-sys-on-primary);
    }
    .nga-button-danger {
      background: var(--mat-sys-error);
      color: var(--mat-sys-on-error);
    }
    .nga-button-tonal {
      background: var(--mat-sys-secondary-container);
      color: var(--mat-sys-on-secondary-container);
    }
    .nga-button-outlined {
      border: 1px solid var(--mat-sys-outline);
      &:disabled {
        background: transparent;
        border-color: color-mix(in srgb, var(--mat-sys-on-surface) 12%, transparent);
      }
    }
    .nga-button-text {
      padding: 0 12px;
      &:disabled {
        background: transparent;
      }
    }
    .nga-button-icon {
      width: 40px;
      padding: 0;
      color: var(--mat-sys-on-surface-variant);
      &:disabled {
        background: transparent;
      }
      .material-icons {
        margin: 0;
        font-size: 24px;
      }
    }
  `,
})
export class NgaButton {
  /** The button's style; `text` when empty. */
  readonly ngaButton = input<NgaButtonStyle | ''>('');
}
