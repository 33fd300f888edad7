import { Component, input } from '@angular/core';
import { NgaTemplate } from '../../templates/template';
import type { NgaTemplateSource, TemplateScope } from '../../templates/template-types';

/**
 * The heading of a view: its title and description, both templates with the view scope, and
 * the actions bar projected beside them.
 *
 * @usageNotes
 * ```html
 * <nga-view-header [title]="title()" [description]="view.description()" [scope]="scope()">
 *   <nga-view-actions [view]="view" />
 * </nga-view-header>
 * ```
 */
@Component({
  selector: 'nga-view-header',
  imports: [NgaTemplate],
  template: `
    <div class="nga-view-heading">
      <h1 class="nga-view-title"><nga-template [template]="title()" [scope]="scope()" /></h1>
      @if (description(); as description) {
        <p class="nga-view-description">
          <nga-template [template]="description" [scope]="scope()" />
        </p>
      }
    </div>
    <ng-content />
  `,
  styles: `
    :host {
      display: flex;
      flex-wrap: wrap;
      gap: 12px 24px;
      align-items: flex-start;
      justify-content: space-between;
      margin-bottom: 8px;
    }
    .nga-view-title {
      font: var(--mat-sys-headline-small);
      margin: 8px 0 4px;
    }
    .nga-view-description {
      margin: 0;
      color: var(--mat-sys-on-surface-variant);
    }
  `,
})
export class NgaViewHeader {
  readonly title = input.required<NgaTemplateSource>();
  readonly description = input<NgaTemplateSource | null | undefined>(null);
  readonly scope = input<TemplateScope>({});
}
