import {
  ensureInteger,
  ensureNumber,
  ensurePlainObject,
  ensureSortDir,
  ensureString,
} from './config-errors';
import type { Entity } from './entity';
import { flattenFields, sortFields, type FieldInput } from './field-list';
import type { Field } from './fields/field';
import type { SortDir } from './types';

/**
 * A dashboard panel: a short list of entries of one entity.
 *
 * @usageNotes
 * ```ts
 * admin.collection(post)
 *   .title('Recent posts')
 *   .fields(admin.field('title').isDetailLink(true), admin.field('published_at', 'date'))
 *   .sortField('published_at')
 *   .perPage(5)
 *   .order(1);
 * ```
 */
export class Collection {
  /** The entity whose entries the panel lists. */
  readonly entity: Entity;
  private _name: string | undefined = undefined;
  private _title: string | undefined = undefined;
  private _fields: Field[] = [];
  private _perPage = 5;
  private _sortField = 'id';
  private _sortDir: SortDir = 'DESC';
  private _permanentFilters: Record<string, unknown> = {};
  private _order: number | null = null;

  constructor(entity: Entity) {
    this.entity = entity;
  }

  /** `Collection "posts"`: how error messages name this panel. */
  toString(): string {
    return `Collection "${this.name()}"`;
  }

  /** Identifier of the panel; the entity name by default. */
  name(): string;
  name(name: string): this;
  name(...args: [name?: string]): string | this {
    if (args.length === 0) return this._name ?? this.entity.name();
    this._name = ensureString(this, 'name', args[0]);
    return this;
  }

  /** Heading of the panel; the entity label by default. */
  title(): string;
  title(title: string): this;
  title(...args: [title?: string]): string | this {
    if (args.length === 0) return this._title ?? this.entity.label();
    this._title = ensureString(this, 'title', args[0]);
    return this;
  }

  /** Adds columns, with the same argument forms and ordering as a view's `fields()`. */
  fields(): Field[];
  fields(...fields: FieldInput[]): this;
  fields(...args: FieldInput[]): Field[] | this {
    if (args.length === 0) return sortFields(this._fields);
    this._fields.push(...flattenFields(this, 'fields', args));
    return this;
  }

  /** Entries shown. Default 5. */
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

  /** Filters always sent with the panel's request. Default `{}`. */
  permanentFilters(): Record<string, unknown>;
  permanentFilters(filters: Record<string, unknown>): this;
  permanentFilters(...args: [filters?: Record<string, unknown>]): Record<string, unknown> | this {
    if (args.length === 0) return this._permanentFilters;
    this._permanentFilters = { ...ensurePlainObject(this, 'permanentFilters', args[0]) };
    return this;
  }

  /** Position on the dashboard; null keeps the order of `addCollection` calls. */
  order(): number | null;
  order(order: number | null): this;
  order(...args: [order?: number | null]): number | null | this {
    if (args.length === 0) return this._order;
    this._order = args[0] === null ? null : ensureNumber(this, 'order', args[0]);
    return this;
  }
}
