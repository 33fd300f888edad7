import { Component, inject, type Type } from '@angular/core';
import { NgaReloadPageButton, orWhenNotDownloaded } from '../base/failed-download';
import { NgaIntl } from '../i18n/intl';

/**
 * Shown in place of a page whose code did not download (a network failure, or chunks a new
 * deployment replaced): what happened, and a button that reloads the page at the same address.
 * It is in the admin's first bundle, so that it shows when nothing else downloads. The router
 * keeps it for that route until the page is reloaded, which is also what fetches a new
 * deployment's chunks.
 *
 * @usageNotes
 * ```ts
 * // What orDownloadFailed() routes to; a route may also show it itself.
 * { path: 'offline', component: NgaDownloadFailed }
 * ```
 */
@Component({
  selector: 'nga-download-failed',
  imports: [NgaReloadPageButton],
  template: `
    <section class="nga-download-failed" role="alert" aria-labelledby="nga-download-failed-title">
      <h1 id="nga-download-failed-title">{{ intl.pageDownloadFailed }}</h1>
      <p>{{ intl.downloadFailedIntro }}</p>
      <nga-reload-page-button />
    </section>
  `,
  styles: `
    .nga-download-failed {
      padding: 48px 0;
      h1 {
        font: var(--mat-sys-headline-medium);
      }
      p {
        max-width: 60ch;
        color: var(--mat-sys-on-surface-variant);
      }
    }
  `,
})
export class NgaDownloadFailed {
  protected readonly intl = inject(NgaIntl);
}

/**
 * A route's `loadComponent` that shows `NgaDownloadFailed` when the page's code did not
 * download, instead of a navigation that fails and leaves the content empty. Any other error
 * fails the navigation as before.
 *
 * @usageNotes
 * ```ts
 * { path: 'stats', loadComponent: orDownloadFailed(() => import('./stats').then((m) => m.Stats)) }
 * ```
 */
export function orDownloadFailed(load: () => Promise<Type<unknown>>): () => Promise<Type<unknown>> {
  return () => orWhenNotDownloaded(load(), NgaDownloadFailed, 'A page of the admin');
}
