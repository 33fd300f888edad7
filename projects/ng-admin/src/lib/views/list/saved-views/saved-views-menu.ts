import { Component, computed, inject, signal } from '@angular/core';
import { MatMenuModule } from '@angular/material/menu';
import { NgaButton } from '../../../base/button';
import { NgaIntl } from '../../../i18n/intl';
import { NgaListColumns } from '../columns/list-columns';
import { NgaListStore } from '../list-store';
import { NgaSavedViews } from './saved-views';
import type { NgaSavedView } from './saved-views-storage';

/**
 * The list's "Views" button and menu: the views saved for this list (one opens it: filters,
 * sort and columns), and a form that saves the current ones under a name. The same views are
 * in the navigation.
 *
 * @usageNotes
 * ```html
 * <nga-saved-views-menu />
 * ```
 */
@Component({
  selector: 'nga-saved-views-menu',
  imports: [MatMenuModule, NgaButton],
  template: `
    <button ngaButton="tonal" type="button" class="nga-action-views" [matMenuTriggerFor]="menu">
      <span class="material-icons" aria-hidden="true">bookmarks</span>{{ intl.savedViews }}
    </button>
    <mat-menu #menu="matMenu" class="nga-saved-views-menu">
      @for (view of views(); track view.id) {
        <div class="nga-saved-view">
          <button mat-menu-item type="button" class="nga-saved-view-open" (click)="open(view)">
            <span class="nga-saved-view-row">
              <span class="material-icons" aria-hidden="true">bookmark</span>{{ view.name }}
            </span>
          </button>
          <button
            ngaButton="icon"
            type="button"
            class="nga-saved-view-delete"
            [attr.aria-label]="intl.deleteSavedView(view.name)"
            (click)="remove($event, view)"
          >
            <span class="material-icons" aria-hidden="true">delete</span>
          </button>
        </div>
      } @empty {
        <p class="nga-saved-views-empty">{{ intl.noSavedViews }}</p>
      }
      <!-- Clicks and keys stay in the form: the menu would close or move the focus. -->
      <form
        class="nga-save-view"
        (submit)="save($event)"
        (click)="$event.stopPropagation()"
        (keydown)="$event.stopPropagation()"
      >
        <label class="nga-save-view-label" for="nga-save-view-name">{{ intl.saveViewAs }}</label>
        <div class="nga-save-view-row">
          <input
            id="nga-save-view-name"
            class="nga-save-view-name"
            name="name"
            autocomplete="off"
            required
            maxlength="80"
            [value]="name()"
            (input)="name.set($any($event.target).value)"
          />
          <button ngaButton="filled" type="submit" [disabled]="!name().trim()">
            {{ intl.saveView }}
          </button>
        </div>
      </form>
    </mat-menu>
  `,
  styles: `
    .nga-saved-view {
      box-sizing: border-box;
      max-width: 280px;
      display: flex;
      align-items: center;
      padding-right: 8px;
    }
    .nga-saved-view-open {
      flex: 1;
      width: auto;
      min-width: 0;
    }
    .nga-saved-view-row {
      display: flex;
      align-items: center;
      gap: 12px;
    }
    .nga-saved-views-empty {
      margin: 8px 16px;
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-body-medium);
    }
    .nga-save-view {
      box-sizing: border-box;
      width: 100%;
      max-width: 280px;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 4px;
      padding: 8px 16px 12px;
      border-top: 1px solid var(--mat-sys-outline-variant);
    }
    .nga-save-view-label {
      font: var(--mat-sys-label-medium);
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-save-view-row {
      display: flex;
      gap: 8px;
    }
    .nga-save-view-name {
      flex: 1;
      width: 0;
      min-width: 0;
      padding: 8px;
      border: 1px solid var(--mat-sys-outline);
      border-radius: var(--mat-sys-corner-extra-small);
      background: transparent;
      color: var(--mat-sys-on-surface);
      font: var(--mat-sys-body-large);
      &:focus {
        outline: 2px solid var(--mat-sys-primary);
        outline-offset: -1px;
      }
    }
  `,
})
export class NgaSavedViewsMenu {
  protected readonly intl = inject(NgaIntl);
  private readonly store = inject(NgaListStore);
  private readonly columns = inject(NgaListColumns);
  private readonly savedViews = inject(NgaSavedViews);
  protected readonly name = signal('');

  protected readonly views = computed(() => {
    const entity = this.store.entity();
    return entity ? this.savedViews.of(entity.name()) : [];
  });

  /** Shows a saved view: its columns at once, its filters and sort through the URL. */
  protected open(view: NgaSavedView): void {
    this.columns.apply(view.columns);
    this.store.navigate({
      search: view.search,
      sortField: view.sortField,
      sortDir: view.sortDir,
      ...(view.perPage ? { perPage: view.perPage } : {}),
      page: 1,
    });
  }

  protected async save(event: Event): Promise<void> {
    event.preventDefault();
    const name = this.name().trim();
    const entity = this.store.entity();
    const state = this.store.state();
    if (!name || !entity || !state) return;
    const saved = await this.savedViews.save({
      name,
      entity: entity.name(),
      search: state.search,
      sortField: state.sortField,
      sortDir: state.sortDir,
      perPage: state.perPage,
      columns: this.columns.choice(),
    });
    if (saved) this.name.set('');
  }

  protected remove(event: Event, view: NgaSavedView): void {
    event.stopPropagation();
    void this.savedViews.remove(view);
  }
}
