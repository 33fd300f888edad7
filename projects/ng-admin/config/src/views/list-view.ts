import {
  ConfigError,
  ensureBoolean,
  ensureInteger,
  ensurePlainObject,
  ensureSortDir,
  ensureString,
  ensureStringOrNames,
  invalidArgument,
} from '../config-errors';
import type { Entity } from '../entity';
import { flattenFields, sortFields, type FieldInput } from '../field-list';
import { ensureCssClasses, resolveCssClasses, type Field } from '../fields/field';
import type { EntryLike } from '../hooks';
import type { CssClasses, SortDir } from '../types';
import { View, type ViewActions } from './view';

/**
 * Buttons of the action column of a list: names, or a template string with the entry
 * in scope.
 *
 * @usageNotes
 * ```ts
 * list.listActions(['show', 'edit', 'delete'] satisfies ListAction[]);
 * ```
 */
export type ListAction = 'show' | 'edit' | 'delete';

/**
 * CSV format of a list's export.
 *
 * @usageNotes
 * ```ts
 * const semicolons: Partial<ExportOptions> = { delimiter: ';' };
 * list.exportOptions(semicolons);
 * ```
 */
export interface ExportOptions {
  quotes: boolean;
  delimiter: string;
  newline: string;
}

const LIST_ACTIONS: readonly ListAction[] = ['show', 'edit', 'delete'];
const EXPORT_OPTION_TYPES: Record<keyof ExportOptions, 'boolean' | 'string'> = {
  quotes: 'boolean',
  delimiter: 'string',
  newline: 'string',
};

/**
 * The datagrid of an entity, with pagination, sorting, filters, batch actions and CSV
 * export.
 *
 * @usageNotes
 * ```ts
 * post.listView()
 *   .fields(admin.field('id'), admin.field('title'), admin.field('published_at', 'date'))
 *   .perPage(20)
 *   .sortField('published_at')
 *   .filters(admin.field('q').label('Search').pinned(true))
 *   .listActions(['edit', 'delete']);
 * ```
 */
export class ListView extends View {
  private _perPage = 30;
  private _sortField = 'id';
  private _sortDir: SortDir = 'DESC';
  private _infinitePagination = false;
  private _filters: Field[] = [];
  private _permanentFilters: Record<string, unknown> = {};
  private _listActions: string | ListAction[] = [];
  private _batchActions: string | string[] = ['delete'];
  private _exportFields: Field[] | null = null;
  private _exportOptions: ExportOptions = { quotes: false, delimiter: ',', newline: '\r\n' };
  private _entryCssClasses: CssClasses | null = null;

  constructor(entity: Entity) {
    super(entity, 'list');
  }

  /** Entries per page. Default 30 (ng-admin's; the spec states none). */
  perPage(): number;
  perPage(perPage: number): this;
  perPage(...args: [perPage?: number]): number | this {
    if (args.length === 0) return this._perPage;
    this._perPage = ensureInteger(this, 'perPage', args[0]);
    return this;
  }

  /** Default sort field. Default `'id'`. */
  sortField(): string;
  sortField(sortField: string): this;
  sortField(...args: [sortField?: string]): string | this {
    if (args.length === 0) return this._sortField;
    this._sortField = ensureString(this, 'sortField', args[0]);
    return this;
  }

  /** Default sort direction. Default `'DESC'`. */
  sortDir(): SortDir;
  sortDir(sortDir: SortDir): this;
  sortDir(...args: [sortDir?: SortDir]): SortDir | this {
    if (args.length === 0) return this._sortDir;
    this._sortDir = ensureSortDir(this, 'sortDir', args[0]);
    return this;
  }

  /** Loads the next page on scroll instead of showing a paginator. Default false. */
  infinitePagination(): boolean;
  infinitePagination(enabled: boolean): this;
  infinitePagination(...args: [enabled?: boolean]): boolean | this {
    if (args.length === 0) return this._infinitePagination;
    this._infinitePagination = ensureBoolean(this, 'infinitePagination', args[0]);
    return this;
  }

  /** Adds filter fields, with the same argument forms and ordering as `fields()`. */
  filters(): Field[];
  filters(...filters: FieldInput[]): this;
  filters(...args: FieldInput[]): Field[] | this {
    if (args.length === 0) return sortFields(this._filters);
    this._filters.push(...flattenFields(this, 'filters', args));
    return this;
  }

  /** Filters always sent with list requests, one query parameter per key. Default `{}`. */
  permanentFilters(): Record<string, unknown>;
  permanentFilters(filters: Record<string, unknown>): this;
  permanentFilters(...args: [filters?: Record<string, unknown>]): Record<string, unknown> | this {
    if (args.length === 0) return this._permanentFilters;
    this._permanentFilters = { ...ensurePlainObject(this, 'permanentFilters', args[0]) };
    return this;
  }

  /** Buttons of each row's action column. Default `[]` (no action column). */
  listActions(): string | readonly ListAction[];
  listActions(actions: string | readonly ListAction[]): this;
  listActions(
    ...args: [actions?: string | readonly ListAction[]]
  ): string | readonly ListAction[] | this {
    if (args.length === 0) return this._listActions;
    this._listActions = ensureStringOrNames(this, 'listActions', args[0], LIST_ACTIONS);
    return this;
  }

  /**
   * Actions on the selected entries: `'delete'` or custom component tags (which get
   * the `selection`), or one template string. An empty array removes the selection
   * checkboxes. Default `['delete']`.
   */
  batchActions(): string | readonly string[];
  batchActions(actions: string | readonly string[]): this;
  batchActions(...args: [actions?: string | readonly string[]]): string | readonly string[] | this {
    if (args.length === 0) return this._batchActions;
    this._batchActions = ensureStringOrNames(this, 'batchActions', args[0]);
    return this;
  }

  /**
   * Adds fields of the CSV export. Without argument, returns them, or `null` when none
   * were given: the export then uses the list's fields (see `getExportFields()`).
   */
  exportFields(): Field[] | null;
  exportFields(...fields: FieldInput[]): this;
  exportFields(...args: FieldInput[]): Field[] | null | this {
    if (args.length === 0) return this._exportFields && sortFields(this._exportFields);
    this._exportFields = [
      ...(this._exportFields ?? []),
      ...flattenFields(this, 'exportFields', args),
    ];
    return this;
  }

  /** The fields actually exported: `exportFields()`, or the list's fields. */
  getExportFields(): Field[] {
    return this.exportFields() ?? this.fields();
  }

  /** CSV format, merged into the current options. */
  exportOptions(): ExportOptions;
  exportOptions(options: Partial<ExportOptions>): this;
  exportOptions(...args: [options?: Partial<ExportOptions>]): ExportOptions | this {
    if (args.length === 0) return this._exportOptions;
    const options = ensurePlainObject<Partial<ExportOptions>>(this, 'exportOptions', args[0]);
    for (const [key, value] of Object.entries(options)) {
      const expected = EXPORT_OPTION_TYPES[key as keyof ExportOptions];
      if (!expected) {
        throw new ConfigError(
          `${this}: exportOptions() got unknown key "${key}". Known keys: quotes, delimiter, newline`,
        );
      }
      if (typeof value !== expected) {
        throw invalidArgument(this, `exportOptions.${key}`, `a ${expected}`, value);
      }
    }
    this._exportOptions = { ...this._exportOptions, ...options };
    return this;
  }

  /** CSS classes of the datagrid rows. Default null. */
  entryCssClasses(): CssClasses | null;
  entryCssClasses(classes: CssClasses | null): this;
  entryCssClasses(...args: [classes?: CssClasses | null]): CssClasses | null | this {
    if (args.length === 0) return this._entryCssClasses;
    this._entryCssClasses = ensureCssClasses(this, 'entryCssClasses', args[0]);
    return this;
  }

  /** The row classes of an entry as a space-separated string. */
  getEntryCssClasses(entry: EntryLike): string {
    return resolveCssClasses(this._entryCssClasses, entry);
  }

  protected defaultActions(): ViewActions {
    return ['filter', 'create', 'export'];
  }
}
