import { NgTemplateOutlet } from '@angular/common';
import {
  afterNextRender,
  Component,
  computed,
  DestroyRef,
  effect,
  ElementRef,
  inject,
  input,
  linkedSignal,
  model,
  output,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { Router } from '@angular/router';
import type { Entity, EntryLike, Field, SortDir } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { followAdminLink, NgaLinks } from '../../base/links';
import { NgaDatastore } from '../../data/datastore';
import type { NgaSortChange } from '../../fields/datagrid-outlet';
import { injectFieldComponents } from '../../fields/field-components';
import { NgaFieldOutlet } from '../../fields/field-outlet';
import { NgaIntl } from '../../i18n/intl';
import { NgaTemplate } from '../../templates/template';

import { gridColumns, gridRows, type GridColumn, type GridRow } from './grid-model';

export type { NgaSortChange } from '../../fields/datagrid-outlet';

/** Rows rendered at once: a screen and more, so that a usual page renders in one go. */
const FIRST_SLICE = 200;
/** Rows rendered in each further task of a long page. */
const NEXT_SLICE = 300;

/**
 * A datagrid of entries: a column per field in order, server-side sorting, detail links, a
 * selection column and an actions column, in Material 3 table style. Lists, dashboard panels,
 * referenced lists and embedded lists all use it.
 *
 * Cells of types with a `display` function render as text or links inside one row template;
 * only templated fields and types with a cell component create a view of their own, so a page
 * of a few hundred rows renders quickly. Links are plain anchors with their real `href` (open
 * in a new tab works); a plain click navigates inside the application.
 *
 * @usageNotes
 * ```html
 * <nga-datagrid [entity]="entity" [fields]="fields" [entries]="entries"
 *   [sortField]="'id'" [sortDir]="'DESC'" (sortChange)="sort($event)" />
 * ```
 */
@Component({
  selector: 'nga-datagrid',
  imports: [NgaFieldOutlet, NgaTemplate, NgTemplateOutlet],
  // One listener for every link of the grid: a plain click navigates inside the application.
  host: { '(click)': 'onClick($event)' },
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
  /** The accessible name of the table. */
  readonly label = input('');
  /** What an empty grid says; `null` shows nothing (while the entries are loading). */
  readonly emptyText = input<string | null | undefined>(undefined);
  readonly sortChange = output<NgaSortChange>();

  protected readonly intl = inject(NgaIntl);
  private readonly links = inject(NgaLinks);
  private readonly router = inject(Router);
  private readonly registry = inject(NgaFieldTypeRegistry);
  private readonly destroyRef = inject(DestroyRef);
  protected readonly datastore = inject(NgaDatastore, { optional: true });

  protected readonly columns = computed(() =>
    gridColumns(this.fields(), this.registry, this.sortField() !== null),
  );
  private readonly componentFields = computed(() =>
    this.columns()
      .filter((column) => column.mode === 'component')
      .map((column) => column.field),
  );
  protected readonly components = injectFieldComponents(this.componentFields, 'cell');

  protected readonly actionNames = computed(() => {
    const actions = this.listActions();
    return typeof actions === 'string' ? [] : actions;
  });
  protected readonly actionsTemplate = computed(() => {
    const actions = this.listActions();
    return typeof actions === 'string' && actions.trim() !== '' ? actions : null;
  });
  protected readonly hasActions = computed(
    () => this.actionNames().length > 0 || this.actionsTemplate() !== null,
  );
  protected readonly columnCount = computed(
    () => this.columns().length + (this.selectable() ? 1 : 0) + (this.hasActions() ? 1 : 0),
  );

  /** The rows: cells, links and classes computed once per page (and again when labels arrive). */
  protected readonly rows = computed(() =>
    gridRows({
      entity: this.entity(),
      entries: this.entries(),
      columns: this.columns(),
      actions: this.actionNames(),
      entryCssClasses: this.entryCssClasses(),
      references: this.datastore,
      links: this.links,
      intl: this.intl,
      registry: this.registry,
    }),
  );

  /**
   * How many rows are rendered: a long page renders in slices, one per task, so the page
   * stays responsive (no task of hundreds of milliseconds) while the rest comes in.
   */
  private readonly renderedCount = linkedSignal<readonly GridRow[], number>({
    source: () => this.rows(),
    // Rows appended to the same list (an infinite list's next page) keep what is rendered.
    computation: (rows, previous) => {
      const appended = previous !== undefined && previous.source[0]?.key === rows[0]?.key;
      return Math.min(rows.length, Math.max(FIRST_SLICE, appended ? previous.value : 0));
    },
  });
  protected readonly renderedRows = computed(() => {
    const rows = this.rows();
    const count = this.renderedCount();
    return count >= rows.length ? rows : rows.slice(0, count);
  });

  protected readonly shownEmptyText = computed(() => {
    const text = this.emptyText();
    return text === undefined ? this.intl.noEntries : text;
  });

  private readonly selectedKeys = computed(
    () => new Set(this.selection().map((entry) => String(entry.identifierValue))),
  );
  protected readonly allSelected = computed(
    () => this.entries().length > 0 && this.entries().every((entry) => this.isSelected(entry)),
  );
  protected readonly someSelected = computed(
    () => this.selection().length > 0 && !this.allSelected(),
  );

  private readonly frame = viewChild.required<ElementRef<HTMLElement>>('frame');
  /** Whether the table is wider than its frame, which then scrolls sideways. */
  protected readonly scrollsSideways = signal(false);

  constructor() {
    this.renderInSlices();
    afterNextRender(() => this.followWidth());
  }

  /** Renders the rows of a long page a slice per task (see `renderedCount`). */
  private renderInSlices(): void {
    let pending: ReturnType<typeof setTimeout> | undefined;
    effect(() => {
      const total = this.rows().length;
      const count = this.renderedCount();
      if (count >= total || pending !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        untracked(() => this.renderedCount.update((shown) => Math.min(total, shown + NEXT_SLICE)));
      });
    });
    this.destroyRef.onDestroy(() => clearTimeout(pending));
  }

  /** Follows the widths of the frame and the table, to scroll sideways only when needed. */
  private followWidth(): void {
    if (typeof ResizeObserver === 'undefined') return;
    const frame = this.frame().nativeElement;
    const table = frame.firstElementChild as HTMLElement;
    const observer = new ResizeObserver(() =>
      this.scrollsSideways.set(table.offsetWidth > frame.clientWidth + 1),
    );
    observer.observe(frame);
    observer.observe(table);
    this.destroyRef.onDestroy(() => observer.disconnect());
  }

  protected isSelected(entry: EntryLike): boolean {
    return this.selectedKeys().has(String(entry.identifierValue));
  }

  protected toggle(entry: EntryLike): void {
    const key = String(entry.identifierValue);
    this.selection.update((selection) =>
      this.selectedKeys().has(key)
        ? selection.filter((item) => String(item.identifierValue) !== key)
        : [...selection, entry],
    );
  }

  protected toggleAll(): void {
    this.selection.set(this.allSelected() ? [] : [...this.entries()]);
  }

  protected ariaSort(column: GridColumn): 'ascending' | 'descending' | null {
    if (column.name !== this.sortField()) return null;
    return this.sortDir() === 'ASC' ? 'ascending' : 'descending';
  }

  protected sort(column: GridColumn): void {
    const active = column.name === this.sortField();
    const dir: SortDir = active && this.sortDir() === 'ASC' ? 'DESC' : 'ASC';
    this.sortChange.emit({ field: column.name, dir });
  }

  protected onClick(event: MouseEvent): void {
    followAdminLink(event, this.router);
  }
}
