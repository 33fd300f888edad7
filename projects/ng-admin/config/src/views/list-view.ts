import {
  ConfigError,
  ensurePlainObject,
  ensureStringOrNames,
  invalidArgument,
} from '../config-errors';
import { type BatchUpdate, isBatchUpdate } from '../batch-update';
import type { Entity } from '../entity';
import { appendedFieldsRule, flattenFields, sortFields, type FieldInput } from '../field-list';
import { ensureCssClasses, resolveCssClasses, type Field } from '../fields/field';
import type { EntryLike } from '../hooks';
import { listActionsRule, type ListAction } from '../list-actions';
import { defineUnsupported } from '../ng-admin-compat';
import { defineSettings, type Setting } from '../setting';
import { booleanRule, integerRule, recordRule, sortDirRule, stringRule } from '../setting-rules';
import type { CssClasses, SortDir } from '../types';

export type { ListAction } from '../list-actions';

/**
 * One batch action of a list: a name (`'delete'`), a custom tag, or a `BatchUpdate`.
 *
 * @usageNotes
 * ```ts
 * const actions: BatchAction[] = ['delete', admin.batchUpdate('published', true).label('Publish')];
 * ```
 */
export type BatchAction = string | BatchUpdate;
import { View, type ViewActions } from './view';

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
  constructor(entity: Entity) {
    super(entity, 'list');
  }

  /** Entries per page. Default 30 (ng-admin's; the spec states none). */
  declare perPage: Setting<number, this>;

  /** Default sort field. Default `'id'`. */
  declare sortField: Setting<string, this>;

  /** Default sort direction. Default `'DESC'`. */
  declare sortDir: Setting<SortDir, this>;

  /** Loads the next page on scroll instead of showing a paginator. Default false. */
  declare infinitePagination: Setting<boolean, this>;

  /** Adds filter fields, with the same argument forms and ordering as `fields()`. */
  declare filters: Setting<Field[], this, FieldInput[]>;

  /** Filters always sent with list requests, one query parameter per key. Default `{}`. */
  declare permanentFilters: Setting<Record<string, unknown>, this>;

  /** Buttons of each row's action column. Default `[]` (no action column). */
  declare listActions: Setting<string | readonly ListAction[], this>;

  /**
   * Actions on the selected entries: `'delete'`, built-in updates made by
   * `admin.batchUpdate(field, value?)`, or custom component tags (which get the `selection`),
   * or one template string. An empty array removes the selection checkboxes. Default
   * `['delete']`.
   */
  declare batchActions: Setting<string | readonly BatchAction[], this>;

  /**
   * Adds fields of the CSV export. Without argument, returns them, or `null` when none
   * were given: the export then uses the list's fields (see `getExportFields()`).
   */
  declare exportFields: Setting<Field[] | null, this, FieldInput[]>;

  /** CSV format, merged into the current options. */
  declare exportOptions: Setting<ExportOptions, this, [options: Partial<ExportOptions>]>;

  /**
   * Offers an "Import" button that creates entries from a CSV file, with the creation view's
   * fields and validators: `listView().importable(true)`. Default false.
   */
  declare importable: Setting<boolean, this>;

  /** CSS classes of the datagrid rows. Default null. */
  declare entryCssClasses: Setting<CssClasses | null, this, [classes: CssClasses | null]>;

  static {
    defineSettings<ListView>(this.prototype, {
      perPage: integerRule(30),
      sortField: stringRule('id'),
      sortDir: sortDirRule(),
      infinitePagination: booleanRule(false),
      filters: appendedFieldsRule(),
      permanentFilters: recordRule(),
      listActions: listActionsRule(),
      batchActions: {
        initial: () => ['delete'],
        accept: (view, method, actions) =>
          Array.isArray(actions)
            ? [
                ...actions.filter(isBatchUpdate),
                ...ensureStringOrNames<string[]>(
                  view,
                  method,
                  actions.filter((action) => !isBatchUpdate(action)),
                ),
              ].sort((a, b) => actions.indexOf(a) - actions.indexOf(b))
            : ensureStringOrNames<string>(view, method, actions),
      },
      exportFields: {
        initial: () => null,
        acceptArgs: (view, method, inputs, current) => [
          ...(current ?? []),
          ...flattenFields(view, method, inputs),
        ],
        read: (fields) => fields && sortFields(fields),
      },
      exportOptions: {
        initial: () => ({ quotes: false, delimiter: ',', newline: '\r\n' }),
        accept: (view, method, options, current) => ({
          ...current,
          ...ensureExportOptions(view, method, options),
        }),
      },
      entryCssClasses: { initial: () => null, accept: ensureCssClasses },
      importable: booleanRule(false),
    });
  }

  /**
   * The fields actually exported: `exportFields()`, or the list's fields less its unnamed
   * template columns (they have no value to export).
   */
  getExportFields(): Field[] {
    return this.exportFields() ?? this.fields().filter((field) => !field.isUnnamed());
  }

  /** The row classes of an entry as a space-separated string. */
  getEntryCssClasses(entry: EntryLike): string {
    return resolveCssClasses(this.entryCssClasses(), entry);
  }

  protected defaultActions(): ViewActions {
    return ['filter', 'create', 'export'];
  }
}

function ensureExportOptions(
  view: ListView,
  method: string,
  value: unknown,
): Partial<ExportOptions> {
  const options = ensurePlainObject<Partial<ExportOptions>>(view, method, value);
  for (const [key, given] of Object.entries(options)) {
    const expected = EXPORT_OPTION_TYPES[key as keyof ExportOptions];
    if (!expected) {
      throw new ConfigError(
        `${view}: ${method}() got unknown key "${key}". Known keys: quotes, delimiter, newline`,
      );
    }
    if (typeof given !== expected) {
      throw invalidArgument(view, `${method}.${key}`, `a ${expected}`, given);
    }
  }
  return options;
}

defineUnsupported(ListView.prototype, 'ListView', {
  limit: 'renamed: use perPage()',
  getSortFieldName: "an internal of ng-admin's AngularJS views; the list state holds the sort",
  getFilterReferences:
    "an internal of ng-admin's AngularJS views; the list view resolves references",
  icon: 'entity.menuView().icon() (deprecated in ng-admin): use admin.menu(entity).icon()',
});
