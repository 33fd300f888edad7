import { Component, computed, input } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import { fileLink } from './file-link';

/**
 * Show-view value of a `file` field: an attachment icon and the file name, linked to the file
 * when the value is a URL or a path (see `fileLink`).
 *
 * @usageNotes
 * Registered by `fileFieldType`; the show view renders it through `nga-field-outlet`.
 */
@Component({
  selector: 'nga-file-value',
  imports: [MatIconModule],
  template: `
    @let file = link();
    @if (file) {
      <mat-icon class="nga-file-value-icon" aria-hidden="true">attach_file</mat-icon>
      @if (file.href; as href) {
        <a class="nga-file-value-link" [href]="href">{{ file.name }}</a>
      } @else {
        <span>{{ file.name }}</span>
      }
    }
  `,
  styles: `
    :host {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .nga-file-value-icon {
      flex: none;
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-file-value-link {
      color: var(--mat-sys-primary);
    }
  `,
})
export class NgaFileValue {
  /** The stored file name, URL or path. */
  readonly value = input<unknown>();

  protected readonly link = computed(() => fileLink(this.value()));
}
