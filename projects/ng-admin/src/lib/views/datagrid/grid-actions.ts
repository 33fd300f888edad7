import { Component, input } from '@angular/core';
import { NgaTemplate } from '../../templates/template';
import type { NgaTemplateSource, TemplateScope } from '../../templates/template-types';
import type { GridAction } from './grid-model';

/**
 * The actions of a datagrid row: its action links, or the list's template of actions. A
 * component for the same reason as `NgaGridCell`.
 */
@Component({
  selector: 'nga-grid-actions',
  imports: [NgaTemplate],
  template: `
    @if (template(); as template) {
      <nga-template [template]="template" [scope]="scope()" />
    } @else {
      @for (action of actions(); track action.name) {
        <a
          class="nga-icon-link"
          [href]="action.anchor.href"
          [attr.data-nga-url]="action.anchor.url"
          [attr.aria-label]="action.label"
          [title]="action.label"
          ><span class="material-icons" aria-hidden="true">{{ action.icon }}</span></a
        >
      }
    }
  `,
  styleUrl: './grid-cell.scss',
})
export class NgaGridActions {
  readonly actions = input.required<readonly GridAction[]>();
  /** The list's template of actions (`listActions('<template>')`), in place of the links. */
  readonly template = input<NgaTemplateSource | null>(null);
  readonly scope = input.required<TemplateScope>();
}
