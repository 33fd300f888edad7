import { ensurePlainObject, ensureSortDir, ensureString } from '../config-errors';
import type { Entity } from '../entity';
import type { FieldInput } from '../field-list';
import type { SortDir } from '../types';
import { Field } from './field';
import { ensureEntity } from './reference-field';
import { ensureTargetFields, targetFieldProblems } from './target-fields';

/**
 * A one-to-many relation embedded in the entry itself (an array of objects): a
 * datagrid in read views, a list of embedded forms in write views. It sends no request.
 *
 * @usageNotes
 * ```ts
 * admin.field('comments', 'embedded_list')
 *   .targetFields([admin.field('date', 'date'), admin.field('content', 'text')])
 *   .sortField('date')
 *   .sortDir('ASC');
 * ```
 */
export class EmbeddedListField extends Field {
  private _targetEntity: Entity | undefined = undefined;
  private _targetFields: Field[] = [];
  private _sortField = 'id';
  private _sortDir: SortDir = 'DESC';
  private _permanentFilters: Record<string, unknown> = {};

  constructor(name: string, type = 'embedded_list') {
    super(name, type);
  }

  /** Fields of the datagrid columns and of each embedded form. A new call replaces them. */
  targetFields(): Field[];
  targetFields(...fields: FieldInput[]): this;
  targetFields(...args: FieldInput[]): Field[] | this {
    if (args.length === 0) return [...this._targetFields];
    this._targetFields = ensureTargetFields(this, args);
    return this;
  }

  /**
   * Optional: when set and the embedded items have an identifier, the datagrid links
   * to that entity's detail view. Not used in forms.
   */
  targetEntity(): Entity | undefined;
  targetEntity(entity: Entity): this;
  targetEntity(...args: [entity?: Entity]): Entity | undefined | this {
    if (args.length === 0) return this._targetEntity;
    this._targetEntity = ensureEntity(this, 'targetEntity', args[0]);
    return this;
  }

  sortField(): string;
  sortField(sortField: string): this;
  sortField(...args: [sortField?: string]): string | this {
    if (args.length === 0) return this._sortField;
    this._sortField = ensureString(this, 'sortField', args[0]);
    return this;
  }

  sortDir(): SortDir;
  sortDir(sortDir: SortDir): this;
  sortDir(...args: [sortDir?: SortDir]): SortDir | this {
    if (args.length === 0) return this._sortDir;
    this._sortDir = ensureSortDir(this, 'sortDir', args[0]);
    return this;
  }

  /** Filters restricting the displayed embedded items (`{ field: value }`). Default `{}`. */
  permanentFilters(): Record<string, unknown>;
  permanentFilters(filters: Record<string, unknown>): this;
  permanentFilters(...args: [filters?: Record<string, unknown>]): Record<string, unknown> | this {
    if (args.length === 0) return this._permanentFilters;
    this._permanentFilters = { ...ensurePlainObject(this, 'permanentFilters', args[0]) };
    return this;
  }

  override configProblems(): string[] {
    return targetFieldProblems(this._targetFields);
  }
}
