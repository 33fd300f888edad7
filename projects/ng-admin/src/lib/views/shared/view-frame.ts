import { Component, input, type Signal } from '@angular/core';
import type { EntryLike, View } from '@ng-admin/core/config';
import type { TemplateScope } from '../../templates/template-types';
import { NgaLoadingBar } from './loading-bar';
import type { NgaProblem } from './load-problem';
import { NgaViewActions } from './view-actions';
import { NgaViewHeader } from './view-header';
import { NgaViewProblem } from './view-problem';

/** What a view tells its frame: see `NgaViewFrame`. */
export interface NgaViewState {
  /** The record of a page of one record once loaded (or a creation form's defaults), for the actions bar; null until then, and on other pages. */
  readonly current: Signal<EntryLike | null>;
  /** Why it could not be loaded, in the user's words; null when nothing went wrong. */
  readonly problem: Signal<NgaProblem | null>;
  /** What the view's title and description templates see. */
  readonly scope: Signal<TemplateScope>;
  /** Loads it again after a failure. */
  retry(): void;
}

/**
 * What the pages of records (show, edition, creation, deletion, batch deletion) have around
 * their content: the view's title, description and actions bar, a loading bar while `busy`,
 * and the problem with its Retry button when loading failed. The content is projected below.
 *
 * @usageNotes
 * ```html
 * <nga-view-frame [view]="view()" [defaultTitle]="defaultTitle()" [state]="record"
 *   [busy]="record.resource.isLoading()">
 *   @if (record.current(); as entry) { ... }
 * </nga-view-frame>
 * ```
 */
@Component({
  selector: 'nga-view-frame',
  imports: [NgaLoadingBar, NgaViewActions, NgaViewHeader, NgaViewProblem],
  template: `
    <nga-view-header
      [title]="view().title()"
      [defaultTitle]="defaultTitle()"
      [description]="view().description()"
      [scope]="state().scope()"
    >
      <nga-view-actions [view]="view()" [entry]="state().current()" />
    </nga-view-header>
    <nga-loading-bar class="nga-view-progress" [active]="busy()" />
    @if (state().problem(); as problem) {
      <nga-view-problem [problem]="problem" [entity]="view().entity" (retry)="state().retry()" />
    }
    <ng-content />
  `,
  styles: `
    :host {
      display: block;
    }
    .nga-view-progress {
      margin-bottom: 8px;
    }
  `,
})
export class NgaViewFrame {
  readonly view = input.required<View>();
  /** The title shown when the view configures none, as plain text. */
  readonly defaultTitle = input('');
  readonly state = input.required<NgaViewState>();
  /** Whether the loading bar moves (loading, saving, deleting). */
  readonly busy = input(false);
}
