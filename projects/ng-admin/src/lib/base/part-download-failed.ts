import { Component, inject, input } from '@angular/core';
import type { Field } from '@ng-admin/core/config';
import { NgaIntl } from '../i18n/intl';
import { NgaReloadPageButton } from './failed-download';

/**
 * What a part of a page shows when its code did not download (a network failure, or chunks a
 * new deployment replaced): a short sentence and a button that reloads the page. A field's
 * component (in a form, a filter, a cell or a show view) is replaced by it, named by its label;
 * the admin's `@defer` blocks show it as their `@error`. The rest of the page keeps working; a
 * form keeps the field's value as it was loaded.
 *
 * @usageNotes
 * ```ts
 * // NgaFieldTypeRegistry.component() resolves it in place of a component that did not download.
 * const input = await inject(NgaFieldTypeRegistry).component('wysiwyg', 'input');
 * ```
 * ```html
 * @defer (on idle) { <app-chart /> } @error { <nga-part-download-failed /> }
 * ```
 */
@Component({
  selector: 'nga-part-download-failed',
  imports: [NgaReloadPageButton],
  template: `
    <span class="nga-part-download-failed">
      @if (field(); as field) {
        <strong>{{ field.label() }}</strong>
        {{ intl.fieldDownloadFailed }}
      } @else {
        {{ intl.partDownloadFailed }}
      }
      <nga-reload-page-button look="text" />
    </span>
  `,
  styles: `
    .nga-part-download-failed {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 8px;
      color: var(--mat-sys-error);
      font: var(--mat-sys-body-medium);
    }
  `,
})
export class NgaPartDownloadFailed {
  /** The field whose component did not download, if it is one: named before the sentence. */
  readonly field = input<Field>();
  protected readonly intl = inject(NgaIntl);
}
