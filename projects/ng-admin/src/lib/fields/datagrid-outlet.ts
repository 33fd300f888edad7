import type { CdkColumnDef } from '@angular/cdk/table';
import {
  Component,
  ComponentRef,
  DestroyRef,
  inject,
  InjectionToken,
  input,
  inputBinding,
  output,
  outputBinding,
  PendingTasks,
  Type,
  ViewContainerRef,
} from '@angular/core';
import type { Entity, EntryLike, Field, SortDir } from '@ng-admin/core/config';
import { orWhenNotDownloaded } from '../base/failed-download';
import { NgaPartDownloadFailed } from '../base/part-download-failed';

/** A sort change asked for by a click on a column header of a datagrid. */
export interface NgaSortChange {
  readonly field: string;
  readonly dir: SortDir;
}

/**
 * Loads the datagrid component. The datagrid is a view; field widgets that show entries as a
 * grid (`referenced_list`, `embedded_list`) reach it through this token, which
 * `provideNgAdmin` provides, so that fields never import views.
 */
export const NGA_DATAGRID = new InjectionToken<() => Promise<Type<unknown>>>('NGA_DATAGRID');

/**
 * Renders the admin's datagrid (Angular Material's table), loading it on demand, with the
 * same inputs and `sortChange` output as `<nga-datagrid>`: field widgets, dashboard panels and
 * your own pages show entries with it. When the datagrid's code did not download, it shows
 * `NgaPartDownloadFailed` in its place.
 *
 * Columns of your own are `matColumnDef`s of your template (import `MatTableModule`), given
 * to `columnDefs`: they come after the fields' columns, and their cells get the row, whose
 * `entry` is the entry shown.
 *
 * @usageNotes
 * ```html
 * <nga-datagrid-outlet [entity]="posts" [fields]="fields" [entries]="entries()"
 *   [columnDefs]="ownColumns()">
 *   <ng-container matColumnDef="words">
 *     <mat-header-cell *matHeaderCellDef>Words</mat-header-cell>
 *     <mat-cell *matCellDef="let row">{{ wordCount(row.entry) }}</mat-cell>
 *   </ng-container>
 * </nga-datagrid-outlet>
 * ```
 * ```ts
 * readonly ownColumns = viewChildren(MatColumnDef);
 * ```
 */
@Component({
  selector: 'nga-datagrid-outlet',
  template: '',
  host: { style: 'display: contents' },
})
export class NgaDatagridOutlet {
  readonly entity = input<Entity | null>(null);
  readonly fields = input.required<readonly Field[]>();
  readonly entries = input.required<readonly EntryLike[]>();
  readonly sortField = input<string | null>(null);
  readonly sortDir = input<SortDir>('DESC');
  readonly listActions = input<string | readonly string[]>([]);
  readonly entryCssClasses = input<unknown>(null);
  readonly label = input('');
  /** What an empty grid says; `null` says nothing (while loading), unset the admin's words. */
  readonly emptyText = input<string | null | undefined>(undefined);
  /**
   * Columns of your own (`viewChildren(MatColumnDef)` of your template), after the fields'.
   * Given rather than looked up inside, so that Material's table is not in the first bundle.
   */
  readonly columnDefs = input<readonly CdkColumnDef[]>([]);
  readonly sortChange = output<NgaSortChange>();

  constructor() {
    const container = inject(ViewContainerRef);
    const done = inject(PendingTasks).add();
    let ref: ComponentRef<unknown> | undefined;
    let destroyed = false;
    inject(DestroyRef).onDestroy(() => {
      destroyed = true;
      ref?.destroy();
    });
    const fallback: Type<unknown> = NgaPartDownloadFailed;
    void orWhenNotDownloaded(inject(NGA_DATAGRID)(), fallback, 'The datagrid')
      .then((datagrid) => {
        if (destroyed) return;
        if (datagrid === fallback) {
          ref = container.createComponent(fallback);
          return;
        }
        ref = container.createComponent(datagrid, {
          bindings: [
            inputBinding('entity', this.entity),
            inputBinding('fields', this.fields),
            inputBinding('entries', this.entries),
            inputBinding('sortField', this.sortField),
            inputBinding('sortDir', this.sortDir),
            inputBinding('listActions', this.listActions),
            inputBinding('entryCssClasses', this.entryCssClasses),
            inputBinding('label', this.label),
            inputBinding('emptyText', this.emptyText),
            inputBinding('columnDefs', this.columnDefs),
            outputBinding<NgaSortChange>('sortChange', (change) => this.sortChange.emit(change)),
          ],
        });
      })
      .finally(done);
  }
}
