import { DOCUMENT } from '@angular/common';
import { Component, inject, input } from '@angular/core';
import type { Field } from '@ng-admin/core/config';
import { NgaIntl } from '../i18n/intl';
import { NgaButton } from './button';

/**
 * What a field shows, in a form, a filter, a cell or a show view, when its type's component did
 * not download (a network failure, or chunks a new deployment replaced): a short sentence and a
 * button that reloads the page. The rest of the page keeps working; a form keeps the field's
 * value as it was loaded.
 *
 * @usageNotes
 * ```ts
 * // NgaFieldTypeRegistry.component() resolves it in place of a component that did not download.
 * const input = await inject(NgaFieldTypeRegistry).component('wysiwyg', 'input');
 * ```
 */
@Component({
  selector: 'nga-field-download-failed',
  imports: [NgaButton],
  template: `
    <span class="nga-field-download-failed">
      @if (field(); as field) {
        <strong>{{ field.label() }}</strong>
      }
      {{ intl.fieldDownloadFailed }}
      <button type="button" ngaButton="text" (click)="reload()">{{ intl.reloadPage }}</button></span
    >
  `,
  styles: `
    .nga-field-download-failed {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 8px;
      color: var(--mat-sys-error);
      font: var(--mat-sys-body-medium);
    }
  `,
})
export class NgaFieldDownloadFailed {
  /** The field whose component did not download, named before the sentence. */
  readonly field = input<Field>();
  protected readonly intl = inject(NgaIntl);
  private readonly document = inject(DOCUMENT);

  protected reload(): void {
    this.document.location.reload();
  }
}
