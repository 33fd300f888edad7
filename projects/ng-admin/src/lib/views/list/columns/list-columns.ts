import { computed, effect, inject, Injectable, linkedSignal, untracked } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute } from '@angular/router';
import type { Field } from '@ng-admin/core/config';
import { NgaListStore } from '../list-store';
import { NgaSavedViews } from '../saved-views/saved-views';
import { NgaUserStorage } from './browser-storage';
import {
  chosenColumns,
  movedColumn,
  type NgaColumnChoice,
  parseColumnChoice,
  toggledColumn,
} from './column-choice';

/**
 * The query parameter of a link to a saved view (the navigation's): the list applies the
 * view's columns; its filters and sort are in the link's other parameters.
 */
export const SAVED_VIEW_PARAM = 'view';

/**
 * The columns a list shows: its fields in the order and with the visibility the user chose in
 * the "Columns" menu, remembered per user and list in the browser. The datagrid (table and
 * cards) shows `shownFields`.
 */
@Injectable()
export class NgaListColumns {
  private readonly store = inject(NgaListStore);
  private readonly storage = inject(NgaUserStorage);

  private readonly storageKey = computed(() => {
    const entity = this.store.entity();
    return entity ? `columns/${entity.name()}` : null;
  });
  /** The user's choice for this list; null: the configuration's. */
  readonly choice = linkedSignal<NgaColumnChoice | null>(() => {
    const key = this.storageKey();
    return key ? parseColumnChoice(this.storage.read(key)) : null;
  });
  readonly columns = computed(() => chosenColumns(this.store.fields(), this.choice()));
  readonly shownFields = computed<readonly Field[]>(() =>
    this.columns()
      .filter((column) => column.shown)
      .map((column) => column.field),
  );
  constructor() {
    const savedViewId = toSignal(inject(ActivatedRoute).queryParamMap, { requireSync: true });
    const savedViews = inject(NgaSavedViews);
    // A link to a saved view brings its columns, once (the saved views may load later).
    let applied: string | null = null;
    effect(() => {
      const id = savedViewId().get(SAVED_VIEW_PARAM);
      const view = id ? savedViews.find(id) : undefined;
      const entity = this.store.entity();
      if (view && entity && view.entity === entity.name() && applied !== view.id) {
        applied = view.id;
        untracked(() => this.apply(view.columns));
      }
    });
  }

  /** Whether the user changed anything ("Reset" has something to undo). */
  readonly customized = computed(() => this.choice() !== null);

  toggle(name: string): void {
    this.apply(toggledColumn(this.columns(), name));
  }

  move(from: number, to: number): void {
    if (from !== to) this.apply(movedColumn(this.columns(), from, to));
  }

  /** Back to the configuration's columns. */
  reset(): void {
    this.apply(null);
  }

  /** Takes a choice (the menu's, or a saved view's) and remembers it. */
  apply(choice: NgaColumnChoice | null): void {
    this.choice.set(choice);
    const key = this.storageKey();
    if (key) this.storage.write(key, choice);
  }
}
