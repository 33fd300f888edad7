import { Component, DOCUMENT, inject, input } from '@angular/core';
import { NgaIntl } from '../i18n/intl';
import { NgaButton, type NgaButtonStyle } from './button';

/**
 * Whether an error is the browser's failure to download a module, as Chromium, Firefox and
 * Safari word it: a network failure, or chunks that a new deployment has replaced.
 */
export function isFailedDownload(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}

/**
 * What `loading` gives, or `fallback` when its code did not download (logged as `what` "did
 * not download"); any other failure rejects as before.
 */
export function orWhenNotDownloaded<T>(loading: Promise<T>, fallback: T, what: string): Promise<T> {
  return loading.catch((error: unknown) => {
    if (!isFailedDownload(error)) throw error;
    console.error(`[ng-admin] ${what} did not download:`, error);
    return fallback;
  });
}

/** "Reload the page": what every message about code that did not download offers. */
@Component({
  selector: 'nga-reload-page-button',
  imports: [NgaButton],
  template: `<button type="button" [ngaButton]="look()" (click)="reload()">
    {{ intl.reloadPage }}
  </button>`,
})
export class NgaReloadPageButton {
  readonly look = input<NgaButtonStyle>('filled');
  protected readonly intl = inject(NgaIntl);
  private readonly document = inject(DOCUMENT);

  protected reload(): void {
    this.document.location.reload();
  }
}
