import { LiveAnnouncer } from '@angular/cdk/a11y';
import { CdkDrag, CdkDragDrop, CdkDragHandle, CdkDropList } from '@angular/cdk/drag-drop';
import { afterNextRender, Component, inject, Injector } from '@angular/core';
import { MatMenuModule } from '@angular/material/menu';
import { NgaButton } from '../../../base/button';
import { NgaIntl } from '../../../i18n/intl';
import { NgaListColumns } from './list-columns';

/**
 * The list's "Columns" button and menu: a check item per column shows or hides it; dragging
 * an item (by its handle) or Alt+Up / Alt+Down moves it; "Reset" goes back to the
 * configuration's columns. The menu stays open while the user works in it. The list loads it
 * (with Material's menu and the CDK's drag and drop) after the rows.
 *
 * @usageNotes
 * ```html
 * <nga-columns-menu />
 * ```
 */
@Component({
  selector: 'nga-columns-menu',
  imports: [MatMenuModule, CdkDropList, CdkDrag, CdkDragHandle, NgaButton],
  template: `
    <button ngaButton="tonal" type="button" class="nga-action-columns" [matMenuTriggerFor]="menu">
      <span class="material-icons" aria-hidden="true">view_column</span>{{ intl.columns }}
    </button>
    <mat-menu #menu="matMenu" class="nga-columns-menu">
      <div
        class="nga-columns-list"
        cdkDropList
        cdkDropListLockAxis="y"
        (cdkDropListDropped)="drop($event)"
      >
        @for (column of columns.columns(); track column.name; let index = $index) {
          <button
            mat-menu-item
            type="button"
            role="menuitemcheckbox"
            class="nga-column-item"
            cdkDrag
            [attr.data-column]="column.name"
            [attr.aria-checked]="column.shown"
            [attr.aria-description]="intl.columnMoveHint"
            aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            (click)="toggle($event, column.name)"
            (keydown.alt.arrowup)="move($event, index, index - 1)"
            (keydown.alt.arrowdown)="move($event, index, index + 1)"
          >
            <span class="nga-column-row">
              <span class="material-icons nga-column-check" aria-hidden="true">{{
                column.shown ? 'check_box' : 'check_box_outline_blank'
              }}</span>
              <span class="nga-column-label">{{ column.label }}</span>
              <span class="material-icons nga-column-handle" cdkDragHandle aria-hidden="true"
                >drag_indicator</span
              >
            </span>
          </button>
        }
      </div>
      <button
        mat-menu-item
        type="button"
        class="nga-columns-reset"
        [disabled]="!columns.customized()"
        (click)="columns.reset()"
      >
        <span class="nga-column-row">
          <span class="material-icons" aria-hidden="true">restart_alt</span>{{ intl.resetColumns }}
        </span>
      </button>
    </mat-menu>
  `,
  styles: `
    .nga-column-item {
      background: var(--mat-sys-surface-container);
    }
    .nga-column-row {
      display: flex;
      align-items: center;
      gap: 12px;
      min-width: 200px;
    }
    .nga-column-label {
      flex: 1;
    }
    .nga-column-handle {
      margin-left: auto;
      cursor: grab;
      color: var(--mat-sys-on-surface-variant);
    }
    .nga-column-item.cdk-drag-preview {
      box-shadow: var(--mat-sys-level3);
    }
    .nga-column-item.cdk-drag-placeholder {
      opacity: 0.4;
    }
    .nga-columns-list.cdk-drop-list-dragging .nga-column-item:not(.cdk-drag-placeholder) {
      transition: transform 200ms cubic-bezier(0, 0, 0.2, 1);
    }
  `,
})
export class NgaColumnsMenu {
  protected readonly columns = inject(NgaListColumns);
  protected readonly intl = inject(NgaIntl);
  private readonly announcer = inject(LiveAnnouncer);
  private readonly injector = inject(Injector);

  /** Shows or hides a column; the menu stays open for the next one. */
  protected toggle(event: Event, name: string): void {
    event.stopPropagation();
    this.columns.toggle(name);
  }

  protected move(event: Event, from: number, to: number): void {
    event.preventDefault();
    event.stopPropagation();
    const all = this.columns.columns();
    const column = all[from];
    if (!column || to < 0 || to >= all.length) return;
    this.columns.move(from, to);
    void this.announcer.announce(this.intl.columnMoved(column.label, to + 1, all.length));
    // The moved item keeps the focus, so that Alt+Up can be pressed again.
    const list = (event.target as HTMLElement).closest('.nga-columns-list');
    afterNextRender(
      () => list?.querySelector<HTMLElement>(`[data-column="${CSS.escape(column.name)}"]`)?.focus(),
      { injector: this.injector },
    );
  }

  protected drop(event: CdkDragDrop<unknown>): void {
    this.columns.move(event.previousIndex, event.currentIndex);
  }
}
