import { ensureInteger, ensurePlainObject, ensureSortDir, ensureString } from '../config-errors';
import type { Entity } from '../entity';
import type { FieldInput } from '../field-list';
import type { SortDir } from '../types';
import { Field } from './field';
import { ensureEntity } from './reference-field';
import { ensureTargetFields, targetFieldProblems } from './target-fields';

/**
 * A one-to-many relation where the other entity holds the foreign key: the entries of
 * `targetEntity` whose `targetReferenceField` equals this entry's identifier, shown as
 * a datagrid. It is not editable, and the view layer leaves it out of list and creation
 * views.
 *
 * @usageNotes
 * ```ts
 * admin.field('comments', 'referenced_list')
 *   .targetEntity(comment)
 *   .targetReferenceField('post_id')
 *   .targetFields([admin.field('author'), admin.field('body')])
 *   .sortField('created_at');
 * ```
 */
export class ReferencedListField extends Field {
  private _targetEntity: Entity | undefined = undefined;
  private _targetReferenceField: string | undefined = undefined;
  private _targetFields: Field[] = [];
  private _perPage = 30;
  private _sortField = 'id';
  private _sortDir: SortDir = 'DESC';
  private _permanentFilters: Record<string, unknown> = {};

  constructor(name: string, type = 'referenced_list') {
    super(name, type);
    this.editable(false);
  }

  targetEntity(): Entity | undefined;
  targetEntity(entity: Entity): this;
  targetEntity(...args: [entity?: Entity]): Entity | undefined | this {
    if (args.length === 0) return this._targetEntity;
    this._targetEntity = ensureEntity(this, 'targetEntity', args[0]);
    return this;
  }

  /** Name of the target entity's field holding the foreign key. */
  targetReferenceField(): string | undefined;
  targetReferenceField(name: string): this;
  targetReferenceField(...args: [name?: string]): string | undefined | this {
    if (args.length === 0) return this._targetReferenceField;
    this._targetReferenceField = ensureString(this, 'targetReferenceField', args[0]);
    return this;
  }

  /** Columns of the datagrid. A new call replaces the previous list. */
  targetFields(): Field[];
  targetFields(...fields: FieldInput[]): this;
  targetFields(...args: FieldInput[]): Field[] | this {
    if (args.length === 0) return [...this._targetFields];
    this._targetFields = ensureTargetFields(this, args);
    return this;
  }

  /** Maximum number of related entries fetched and displayed. Default 30. */
  perPage(): number;
  perPage(perPage: number): this;
  perPage(...args: [perPage?: number]): number | this {
    if (args.length === 0) return this._perPage;
    this._perPage = ensureInteger(this, 'perPage', args[0]);
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

  /** Extra filters merged into the related-entries request. Default `{}`. */
  permanentFilters(): Record<string, unknown>;
  permanentFilters(filters: Record<string, unknown>): this;
  permanentFilters(...args: [filters?: Record<string, unknown>]): Record<string, unknown> | this {
    if (args.length === 0) return this._permanentFilters;
    this._permanentFilters = { ...ensurePlainObject(this, 'permanentFilters', args[0]) };
    return this;
  }

  override configProblems(): string[] {
    const problems: string[] = [];
    if (!this._targetEntity) problems.push(`a ${this.type()} field needs targetEntity()`);
    if (!this._targetReferenceField) {
      problems.push(`a ${this.type()} field needs targetReferenceField()`);
    }
    return [...problems, ...targetFieldProblems(this._targetFields)];
  }
}
