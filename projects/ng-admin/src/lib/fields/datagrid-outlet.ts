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
 * Renders the admin's datagrid inside a field widget, with the same inputs and `sortChange`
 * output as `<nga-datagrid>`.
 *
 * @usageNotes
 * ```html
 * <nga-datagrid-outlet [entity]="target()" [fields]="fields()" [entries]="rows()"
 *   [sortField]="sort().field" [sortDir]="sort().dir" (sortChange)="sort.set($event)" />
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
    void inject(NGA_DATAGRID)()
      .then((datagrid) => {
        if (destroyed) return;
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
            outputBinding<NgaSortChange>('sortChange', (change) => this.sortChange.emit(change)),
          ],
        });
      })
      .finally(done);
  }
}
