import { Component, computed, input, ViewEncapsulation } from '@angular/core';
import type { WysiwygField } from '@ng-admin/core/config';
import { displayedHtml } from './wysiwyg-html';
import { htmlToText } from './wysiwyg-text';

/**
 * Show-view value of a `wysiwyg` field: the text with its line breaks when the field has
 * `stripTags(true)`, otherwise the HTML cleaned by the rich-text sanitizer. It never loads
 * the editor.
 *
 * @usageNotes
 * Registered by `wysiwygFieldType`; the show view renders it through `nga-field-outlet`.
 */
@Component({
  selector: 'nga-wysiwyg-value',
  template: `
    @if (field().stripTags()) {
      <div class="nga-wysiwyg-value-text">{{ text() }}</div>
    } @else {
      <div class="nga-wysiwyg-value-html" [innerHTML]="html()"></div>
    }
  `,
  // The HTML bound with [innerHTML] carries no component attribute: plain selectors reach it.
  encapsulation: ViewEncapsulation.None,
  styles: `
    nga-wysiwyg-value {
      display: block;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .nga-wysiwyg-value-text {
      white-space: pre-line;
    }
    .nga-wysiwyg-value-html > :first-child {
      margin-top: 0;
    }
    .nga-wysiwyg-value-html > :last-child {
      margin-bottom: 0;
    }
    .nga-wysiwyg-value-html img {
      max-width: 100%;
      height: auto;
    }
    .nga-wysiwyg-value-html a {
      color: var(--mat-sys-primary);
    }
    .nga-wysiwyg-value-html blockquote {
      margin-inline: 0;
      padding-inline-start: 12px;
      border-inline-start: 4px solid var(--mat-sys-outline-variant);
    }
  `,
})
export class NgaWysiwygValue {
  /** The DSL field, for `stripTags()`. */
  readonly field = input.required<WysiwygField>();
  /** The entry's HTML value. */
  readonly value = input<unknown>();

  protected readonly text = computed(() => htmlToText(this.value()));
  protected readonly html = computed(() => displayedHtml(this.value()));
}
