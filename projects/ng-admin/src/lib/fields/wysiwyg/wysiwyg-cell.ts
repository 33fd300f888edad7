import { Component, computed, input, ViewEncapsulation } from '@angular/core';
import type { WysiwygField } from '@ng-admin/core/config';
import { displayedHtml } from './wysiwyg-html';
import { htmlToText } from './wysiwyg-text';

/**
 * List cell of a `wysiwyg` field, cut after three lines: the text only when the field has
 * `stripTags(true)`, otherwise the HTML cleaned by the rich-text sanitizer. It never loads
 * the editor.
 *
 * @usageNotes
 * Registered by `wysiwygFieldType`; the datagrid renders it through `nga-field-outlet`.
 */
@Component({
  selector: 'nga-wysiwyg-cell',
  template: `
    @if (field().stripTags()) {
      {{ text() }}
    } @else {
      <div class="nga-wysiwyg-cell-html" [innerHTML]="html()"></div>
    }
  `,
  // The HTML bound with [innerHTML] carries no component attribute: plain selectors reach it.
  encapsulation: ViewEncapsulation.None,
  styles: `
    nga-wysiwyg-cell {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 3;
      line-clamp: 3;
      overflow: hidden;
      max-width: var(--nga-cell-max-width, 40ch);
      overflow-wrap: anywhere;
    }
    .nga-wysiwyg-cell-html :is(p, h1, h2, h3, h4, h5, h6, ul, ol, blockquote, pre) {
      margin: 0;
      font: inherit;
    }
    .nga-wysiwyg-cell-html img {
      max-height: 1.5em;
      vertical-align: middle;
    }
  `,
})
export class NgaWysiwygCell {
  /** The DSL field, for `stripTags()`. */
  readonly field = input.required<WysiwygField>();
  /** The entry's HTML value. */
  readonly value = input<unknown>();

  protected readonly text = computed(() => htmlToText(this.value()));
  protected readonly html = computed(() => displayedHtml(this.value()));
}
