import { Component, input } from '@angular/core';

/**
 * The thin progress bar under a view's heading while its data loads or saves: indeterminate,
 * in the theme's primary color, still (not sliding) for users who ask for reduced motion.
 *
 * @usageNotes
 * ```html
 * <nga-loading-bar [active]="loading()" />
 * ```
 */
@Component({
  selector: 'nga-loading-bar',
  template: '<div class="nga-loading-bar-value"></div>',
  host: { 'aria-hidden': 'true', '[class.nga-loading-bar-active]': 'active()' },
  styles: `
    :host {
      display: block;
      height: 4px;
      overflow: hidden;
    }
    :host(.nga-loading-bar-active) {
      background: var(--mat-sys-primary-container);
    }
    :host(.nga-loading-bar-active) .nga-loading-bar-value {
      width: 40%;
      height: 100%;
      background: var(--mat-sys-primary);
      animation: nga-loading-bar 1.4s ease-in-out infinite;
    }
    @keyframes nga-loading-bar {
      from {
        transform: translateX(-100%);
      }
      to {
        transform: translateX(250%);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      :host(.nga-loading-bar-active) .nga-loading-bar-value {
        width: 100%;
        animation: none;
      }
    }
  `,
})
export class NgaLoadingBar {
  readonly active = input(false);
}
