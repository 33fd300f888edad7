import { NgTemplateOutlet } from '@angular/common';
import { Component, computed, inject, input, model, output } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatCheckboxModule } from '@angular/material/checkbox';
import { MatIconModule } from '@angular/material/icon';
import { MatSortModule, Sort } from '@angular/material/sort';
import { MatTableModule } from '@angular/material/table';
import { MatTooltipModule } from '@angular/material/tooltip';
import { RouterLink } from '@angular/router';
import type { Entity, EntryLike, Field, SortDir } from '@ng-admin/core/config';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaIntl } from '../../i18n/intl';
import { NgaTemplate } from '../../templates/template';
import { NgaDatastore } from '../datastore';
import { detailLink, viewLinks } from '../shared/view-links';
import { injectFieldComponents } from './field-components';

/** Types whose cell links to the referenced entry itself, not to the row's entry. */
const SELF_LINKING_TYPES = new Set(['reference', 'reference_many']);

/** A list action button of a row. */
interface RowAction {
  readonly name: string;
  readonly link: string[];
  readonly icon: string;
  readonly label: string;
}

/** The links of a row: detail links by field name, and its list action buttons. */
interface RowLinks {
  readonly details: ReadonlyMap<string, string[] | null>;
  readonly actions: readonly RowAction[];
}

/** A sort change asked for by a click on a column header. */
export interface NgaSortChange {
  readonly field: string;
  readonly dir: SortDir;
}

/**
 * A Material datagrid of entries: a column per field in order, server-side sorting, detail
 * links, a selection column and an actions column. Lists, dashboard panels, referenced lists
 * and embedded lists all use it.
 *
 * @usageNotes
 * ```html
 * <nga-datagrid [entity]="entity" [fields]="fields" [entries]="entries"
 *   [sortField]="'id'" [sortDir]="'DESC'" (sortChange)="sort($event)" />
 * ```
 */
@Component({
  selector: 'nga-datagrid',
  imports: [
    MatButtonModule,
    MatCheckboxModule,
    MatIconModule,
    MatSortModule,
    MatTableModule,
    MatTooltipModule,
    NgaFieldOutlet,
    NgaTemplate,
    NgTemplateOutlet,
    RouterLink,
  ],
  templateUrl: './datagrid.html',
  styleUrl: './datagrid.scss',
})
export class NgaDatagrid {
  readonly entity = input<Entity | null>(null);
  readonly fields = input.required<readonly Field[]>();
  readonly entries = input.required<readonly EntryLike[]>();
  /** The current sort; without it the headers do not sort. */
  readonly sortField = input<string | null>(null);
  readonly sortDir = input<SortDir>('DESC');
  readonly selectable = input(false);
  readonly selection = model<readonly EntryLike[]>([]);
  readonly listActions = input<string | readonly string[]>([]);
  readonly entryCssClasses = input<unknown>(null);
  readonly label = input('');
  readonly sortChange = output<NgaSortChange>();

  protected readonly intl = inject(NgaIntl);
  protected readonly datastore = inject(NgaDatastore, { optional: true });
  protected readonly cells = injectFieldComponents(this.fields, 'cell');

  protected readonly columns = computed(() => [
    ...(this.selectable() ? ['nga-select'] : []),
    ...this.fields().map((field) => field.name()),
    ...(this.hasListActions() ? ['nga-actions'] : []),
  ]);
  protected readonly hasListActions = computed(() => {
    const actions = this.listActions();
    return typeof actions === 'string' ? actions.trim().length > 0 : actions.length > 0;
  });
  protected readonly listActionsTemplate = computed(() => {
    const actions = this.listActions();
    return typeof actions === 'string' ? actions : null;
  });
  protected readonly listActionNames = computed(() => {
    const actions = this.listActions();
    return typeof actions === 'string' ? [] : actions;
  });
  protected readonly selectedIds = computed(
    () => new Set(this.selection().map((entry) => String(entry.identifierValue))),
  );
  protected readonly allSelected = computed(
    () => this.entries().length > 0 && this.entries().every((entry) => this.isSelected(entry)),
  );
  protected readonly someSelected = computed(
    () => this.selection().length > 0 && !this.allSelected(),
  );
  protected readonly matSortDirection = computed(() => (this.sortDir() === 'ASC' ? 'asc' : 'desc'));

  /**
   * The links of each row, built once per page rather than on every change detection, so
   * that the router links of a few hundred cells are not recomputed for each selection click.
   */
  protected readonly rowLinks = computed(() => {
    const entity = this.entity();
    const linkedFields = this.fields().filter(
      (field) => field.isDetailLink() && !SELF_LINKING_TYPES.has(field.type()),
    );
    const actions = this.listActionNames();
    const links = new Map<EntryLike, RowLinks>();
    if (!entity) return links;
    for (const entry of this.entries()) {
      const id = entry.identifierValue;
      const details = new Map<string, string[] | null>();
      for (const field of linkedFields) details.set(field.name(), detailLink(entity, field, id));
      links.set(entry, { details, actions: actions.flatMap((name) => this.action(name, entry)) });
    }
    return links;
  });

  protected isSelected(entry: EntryLike): boolean {
    return this.selectedIds().has(String(entry.identifierValue));
  }

  protected toggle(entry: EntryLike): void {
    const id = String(entry.identifierValue);
    this.selection.update((selection) =>
      this.selectedIds().has(id)
        ? selection.filter((item) => String(item.identifierValue) !== id)
        : [...selection, entry],
    );
  }

  protected toggleAll(): void {
    this.selection.set(this.allSelected() ? [] : [...this.entries()]);
  }

  protected onSort(sort: Sort): void {
    if (!sort.direction) return;
    this.sortChange.emit({ field: sort.active, dir: sort.direction === 'asc' ? 'ASC' : 'DESC' });
  }

  protected headerClasses(field: Field): string {
    return field.getCssClasses();
  }

  protected cellClasses(field: Field, entry: EntryLike): string {
    return field.getCssClasses(entry);
  }

  protected rowClasses(entry: EntryLike): string {
    const classes = this.entryCssClasses();
    const value = typeof classes === 'function' ? classes(entry) : classes;
    if (!value) return '';
    return Array.isArray(value) ? value.join(' ') : String(value);
  }

  private action(name: string, entry: EntryLike): RowAction[] {
    const entity = this.entity();
    const id = entry.identifierValue;
    const enabled =
      entity &&
      ((name === 'show' && entity.showView().isEnabled()) ||
        (name === 'edit' && entity.editionView().isEnabled()) ||
        (name === 'delete' && entity.deletionView().isEnabled()));
    if (!entity || !enabled) return [];
    const link = viewLinks[name as 'show' | 'edit' | 'delete'](entity, id);
    const icon = name === 'show' ? 'visibility' : name === 'edit' ? 'edit' : 'delete';
    const label =
      name === 'show' ? this.intl.show : name === 'edit' ? this.intl.edit : this.intl.delete;
    return [{ name, link, icon, label: `${label} #${id}` }];
  }

  protected readonly trackEntry = (_index: number, entry: EntryLike) => entry.identifierValue;
}
