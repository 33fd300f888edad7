import { Component, computed, input } from '@angular/core';
import { fileLink } from './file-link';

/**
 * List cell of a `file` field: the file name, linked to the file when the value is a URL or
 * a path (see `fileLink`).
 *
 * @usageNotes
 * Registered by `fileFieldType`; the datagrid renders it through `nga-field-outlet`.
 */
@Component({
  selector: 'nga-file-cell',
  template: `
    @let file = link();
    @if (file?.href; as href) {
      <a class="nga-file-cell-link" [href]="href">{{ file?.name }}</a>
    } @else {
      {{ file?.name }}
    }
  `,
  styles: `
    :host {
      display: inline-block;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      vertical-align: bottom;
    }
    .nga-file-cell-link {
      color: var(--mat-sys-primary);
    }
  `,
})
export class NgaFileCell {
  /** The stored file name, URL or path. */
  readonly value = input<unknown>();

  protected readonly link = computed(() => fileLink(this.value()));
}
