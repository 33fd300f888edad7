import { Component, computed, input } from '@angular/core';
import { NgaTemplate } from '../../templates/template';
import type { NgaTemplateSource, TemplateScope } from '../../templates/template-types';

/**
 * The heading of a view: its title and description, and the actions bar projected beside
 * them. A configured title or description is a template rendered with the view scope; the
 * default title is plain text (it holds data, such as an identifier, which is never compiled).
 * The heading can take focus, so that a view can move focus to it after a navigation.
 *
 * @usageNotes
 * ```html
 * <nga-view-header [title]="view.title()" [defaultTitle]="'Edit post #12'"
 *   [description]="view.description()" [scope]="scope()">
 *   <nga-view-actions [view]="view" />
 * </nga-view-header>
 * ```
 */
@Component({
  selector: 'nga-view-header',
  imports: [NgaTemplate],
  template: `
    <div class="nga-view-heading">
      <h1 class="nga-view-title" tabindex="-1">
        @if (shownTitle(); as title) {
          <nga-template [template]="title" [scope]="scope()" />
        } @else {
          {{ defaultTitle() }}
        }
      </h1>
      @if (shownDescription(); as description) {
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
      outline: none;
    }
    .nga-view-description {
      margin: 0;
      color: var(--mat-sys-on-surface-variant);
    }
  `,
})
export class NgaViewHeader {
  /** The configured title, a template; without it, `defaultTitle` shows. */
  readonly title = input<NgaTemplateSource | null | undefined | false>(null);
  /** The title shown when none is configured, as plain text. */
  readonly defaultTitle = input('');
  readonly description = input<NgaTemplateSource | null | undefined>(null);
  readonly scope = input<TemplateScope>({});

  /**
   * Whether the view's entry is still missing (loading, or its load failed): configured
   * templates read it, so they wait, and the default title shows meanwhile.
   */
  private readonly entryMissing = computed(() => {
    const scope = this.scope();
    return 'entry' in scope && scope['entry'] == null;
  });
  protected readonly shownTitle = computed(() => (this.entryMissing() ? null : this.title()));
  protected readonly shownDescription = computed(() =>
    this.entryMissing() ? null : this.description(),
  );
}
