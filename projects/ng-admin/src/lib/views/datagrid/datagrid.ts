import { toObservable } from '@angular/core/rxjs-interop';
import {
  afterNextRender,
  afterRenderEffect,
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
  type Signal,
  untracked,
  viewChild,
} from '@angular/core';
import type { CdkColumnDef } from '@angular/cdk/table';
import {
  MatCell,
  MatCellDef,
  MatColumnDef,
  MatHeaderCell,
  MatHeaderCellDef,
  MatHeaderRow,
  MatHeaderRowDef,
  MatNoDataRow,
  MatRowDef,
  MatTable,
} from '@angular/material/table';
import { MatSort, MatSortHeader, type Sort } from '@angular/material/sort';
import { Router } from '@angular/router';
import type { Entity, EntryLike, Field, SortDir } from '@ng-admin/core/config';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { followAdminLink, NgaLinks } from '../../base/links';
import { NgaDatastore } from '../../data/datastore';
import type { NgaSortChange } from '../../fields/datagrid-outlet';
import { injectFieldComponents } from '../../fields/field-components';
import { NgaIntl } from '../../i18n/intl';

import { NgaGridColumn, NgaGridTableHost } from './grid-column';
import { NgaGridActions } from './grid-actions';
import { NgaGridCell } from './grid-cell';
import { NgaGridRow } from './grid-row';
import { cardsNeeded, columnTracks, minimumWidth, readableWidth } from './grid-layout';
import { gridColumns, gridRows, rowKeys, type GridRow, type GridRowsInput } from './grid-model';

export type { NgaSortChange } from '../../fields/datagrid-outlet';

/**
 * Rows rendered with the data: a screen of them, so that a long page shows its first screen
 * as soon as a short one does.
 */
const FIRST_SLICE = 40;
/**
 * Rows rendered in each further task of a long page: each row lays out and is checked alone,
 * so a slice costs what its rows cost, well under 200 ms.
 */
const NEXT_SLICE = 100;
/** Rows computed together (see `rowChunks`). */
const ROW_CHUNK = 50;
/** The names of the selection and actions columns, beside the fields' names. */
const SELECT_COLUMN = 'nga-select';
const ACTIONS_COLUMN = 'nga-actions';

/**
 * A datagrid of entries on Angular Material's table: a column per field in order, server-side
 * sorting with `MatSort`, detail links, a selection column and an actions column. Lists,
 * dashboard panels, referenced lists and embedded lists all use it.
 *
 * Cells of types with a `display` function render as text or links in the column's cell
 * template; only templated fields and types with a cell component create a component, so a
 * page of a few hundred rows renders quickly. Links are plain anchors with their real `href`
 * (open in a new tab works); one listener makes a plain click navigate inside the application.
 *
 * Where its columns do not fit (a phone, a narrow panel), each row becomes a card of
 * "label: value" lines. Columns of your own join the fields' (`columnDefs`, see
 * `NgaDatagridOutlet`).
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
    MatTable,
    MatColumnDef,
    MatHeaderCellDef,
    MatHeaderCell,
    MatCellDef,
    MatCell,
    MatHeaderRowDef,
    MatHeaderRow,
    MatRowDef,
    MatNoDataRow,
    MatSort,
    MatSortHeader,
    NgaGridActions,
    NgaGridCell,
    NgaGridColumn,
    NgaGridRow,
  ],
  host: {
    // One listener for every link of the grid: a plain click navigates inside the application.
    '(click)': 'onClick($event)',
    '[class.nga-cards]': 'cards()',
  },
  providers: [{ provide: NgaGridTableHost, useExisting: NgaDatagrid }],
  templateUrl: './datagrid.html',
  styleUrl: './datagrid.scss',
})
export class NgaDatagrid implements NgaGridTableHost {
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
  /**
   * Columns of your own (`matColumnDef`), shown after the fields' columns. Their cells get the
   * row: `let row` then `row.entry`.
   */
  readonly columnDefs = input<readonly CdkColumnDef[]>([]);
  readonly sortChange = output<NgaSortChange>();

  protected readonly intl = inject(NgaIntl);
  private readonly links = inject(NgaLinks);
  private readonly router = inject(Router);
  private readonly registry = inject(NgaFieldTypeRegistry);
  private readonly destroyRef = inject(DestroyRef);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  protected readonly datastore = inject(NgaDatastore, { optional: true });

  protected readonly columns = computed(() =>
    gridColumns(this.fields(), this.registry, this.sortField() !== null, this.entity()),
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
  protected readonly selectColumn = SELECT_COLUMN;
  protected readonly actionsColumn = ACTIONS_COLUMN;
  /** The columns the table shows, in order: selection, fields, your own, actions. */
  protected readonly displayedColumns = computed(() => [
    ...(this.selectable() ? [SELECT_COLUMN] : []),
    ...this.columns().map((column) => column.name),
    ...this.ownColumns().map((def) => def.name),
    ...(this.hasActions() ? [ACTIONS_COLUMN] : []),
  ]);

  /** The keys of the page's rows, one per entry. */
  private readonly keys = computed(() => rowKeys(this.entries()));
  /** The number of rows of the page. */
  protected readonly rowCount = computed(() => this.keys().length);
  /**
   * The rows, a chunk of `ROW_CHUNK` per computed signal: cells, links and classes computed
   * when the chunk is first rendered, once (and again when labels arrive). A long page thus
   * computes its rows a slice at a time, with the slice that renders them.
   */
  private readonly rowChunks = computed(() => {
    const input: GridRowsInput = {
      entity: this.entity(),
      entries: this.entries(),
      columns: this.columns(),
      actions: this.actionNames(),
      entryCssClasses: this.entryCssClasses(),
      references: this.datastore,
      links: this.links,
      intl: this.intl,
      registry: this.registry,
    };
    const keys = this.keys();
    const chunks: Signal<GridRow[]>[] = [];
    for (let from = 0; from < keys.length; from += ROW_CHUNK) {
      const to = Math.min(keys.length, from + ROW_CHUNK);
      chunks.push(computed(() => gridRows(input, from, to, keys)));
    }
    return chunks;
  });
  /** The first row: what the columns' widths are made for. */
  private readonly firstRow = computed(() => this.rowChunks()[0]?.()[0]);

  /**
   * How many rows are rendered: a long page renders in slices, one per task, so the page
   * stays responsive (no task of hundreds of milliseconds) while the rest comes in.
   */
  private readonly renderedCount = linkedSignal<readonly string[], number>({
    source: () => this.keys(),
    // Rows appended to the same list (an infinite list's next page) keep what is rendered.
    computation: (keys, previous) => {
      const appended = previous !== undefined && previous.source[0] === keys[0];
      return Math.min(keys.length, Math.max(FIRST_SLICE, appended ? previous.value : 0));
    },
  });
  protected readonly renderedRows = computed(() => {
    const count = this.renderedCount();
    const chunks = this.rowChunks();
    const rows: GridRow[] = [];
    for (let chunk = 0; chunk * ROW_CHUNK < count; chunk++) rows.push(...chunks[chunk]());
    return rows.length > count ? rows.slice(0, count) : rows;
  });
  /**
   * The rows, to the table as a stream: a new slice goes straight to the table, which renders
   * the new rows only, without checking the grid's own template (and its columns' queries,
   * which would walk every rendered cell) again.
   */
  protected readonly renderedStream = toObservable(this.renderedRows);
  protected readonly trackRow = (_index: number, row: GridRow) => row.key;
  /**
   * The number of rows (header included) for screen readers while a long page is still
   * rendering its slices; once every row is there they count them.
   */
  protected readonly partialRowCount = computed(() => {
    const total = this.rowCount();
    return this.renderedCount() < total ? total + 1 : null;
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

  /** `MatSort`'s view of the sort, from the inputs. */
  protected readonly sortActive = computed(() => this.sortField() ?? '');
  protected readonly sortDirection = computed(() =>
    this.sortField() === null ? '' : this.sortDir() === 'ASC' ? 'asc' : 'desc',
  );

  private readonly table = viewChild.required(MatTable);
  /** The `columnDefs` the table has been given (it must have them before it shows them). */
  private readonly ownColumns = signal<readonly CdkColumnDef[]>([]);
  private readonly frame = viewChild.required<ElementRef<HTMLElement>>('frame');
  private readonly grid = viewChild.required('grid', { read: ElementRef<HTMLElement> });
  /** Whether the table is wider than its frame, which then scrolls sideways. */
  protected readonly scrollsSideways = signal(false);
  /** The grid's own width, as last measured (0 before the first measure). */
  private readonly width = signal(0);
  private readonly extras = computed(() => ({
    selectable: this.selectable(),
    actions: this.actionsTemplate() !== null ? -1 : this.actionNames().length,
    ownColumns: this.ownColumns().length,
  }));
  /** The narrowest width at which the columns still make a readable table (else: cards). */
  private readonly readableWidth = computed(() =>
    readableWidth(this.columns(), this.firstRow(), this.extras()),
  );
  /** The sum of the columns' minimum widths: a narrower frame scrolls sideways. */
  protected readonly minimumWidth = computed(() =>
    minimumWidth(this.columns(), this.firstRow(), this.extras()),
  );
  /**
   * The columns' widths, shared by every row (`grid-template-columns`): each row lays out on
   * its own, so rows off screen are skipped (`content-visibility`) and a new slice of rows
   * does not lay out the rows before it again.
   */
  protected readonly gridTemplate = computed(() =>
    columnTracks(this.columns(), this.firstRow(), this.extras()),
  );
  /** Whether rows show as cards: the columns do not fit (see `cardsNeeded`). */
  protected readonly cards = computed(() => cardsNeeded(this.width(), this.readableWidth()));

  constructor() {
    this.renderInSlices();
    this.addOwnColumns();
    afterNextRender(() => this.followWidth());
  }

  /** Renders the rows of a long page a slice per task (see `renderedCount`). */
  private renderInSlices(): void {
    let pending: ReturnType<typeof setTimeout> | undefined;
    effect(() => {
      const total = this.rowCount();
      const count = this.renderedCount();
      if (count >= total || pending !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        untracked(() => this.renderedCount.update((shown) => Math.min(total, shown + NEXT_SLICE)));
      });
    });
    this.destroyRef.onDestroy(() => clearTimeout(pending));
  }

  /**
   * Gives the table the column definitions of `columnDefs`, declared outside of it, then shows
   * them (in the same tick, before the paint).
   */
  private addOwnColumns(): void {
    afterRenderEffect(() => {
      const defs = this.columnDefs();
      const added = untracked(this.ownColumns);
      if (defs === added) return;
      // Untracked: the query changes at each slice of rows, and collecting it again walks
      // every row already rendered.
      const table = untracked(this.table);
      for (const def of added) if (!defs.includes(def)) table.removeColumnDef(def);
      for (const def of defs) {
        if (added.includes(def)) continue;
        // Declared outside of the table, the column does not know it: its cells then get no
        // role. Material's cells ask the table which role (cell) they have.
        def._table ??= table;
        table.addColumnDef(def);
      }
      this.ownColumns.set(defs);
    });
  }

  /**
   * Follows the grid's width (cards or table) and whether the table is wider than its frame
   * (sideways scrolling only then). The first measure is taken before the first paint.
   */
  private followWidth(): void {
    const host = this.host;
    const frame = this.frame().nativeElement;
    const table = this.grid().nativeElement as HTMLElement;
    this.width.set(host.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      this.width.set(host.clientWidth);
      this.scrollsSideways.set(table.offsetWidth > frame.clientWidth + 1);
    });
    observer.observe(host);
    observer.observe(table);
    this.destroyRef.onDestroy(() => observer.disconnect());
  }

  /** The table, for the columns that join it (`NgaGridColumn`). */
  gridTable(): MatTable<unknown> {
    return untracked(this.table) as MatTable<unknown>;
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

  protected sort(sort: Sort): void {
    if (sort.direction === '') return;
    this.sortChange.emit({ field: sort.active, dir: sort.direction === 'asc' ? 'ASC' : 'DESC' });
  }

  protected onClick(event: MouseEvent): void {
    followAdminLink(event, this.router);
  }
}
