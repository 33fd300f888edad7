import type { Entity } from './entity';
import { appendedFieldsRule, type FieldInput } from './field-list';
import type { Field } from './fields/field';
import { listActionsRule, type ListAction } from './list-actions';
import { defineUnsupported } from './ng-admin-compat';
import { defineSettings, type Setting } from './setting';
import {
  derivedStringRule,
  integerRule,
  orderRule,
  recordRule,
  sortDirRule,
  stringRule,
} from './setting-rules';
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

  constructor(entity: Entity) {
    this.entity = entity;
  }

  /** `Collection "posts"`: how error messages name this panel. */
  toString(): string {
    return `Collection "${this.name()}"`;
  }

  /** Identifier of the panel; the entity name by default. */
  declare name: Setting<string, this>;

  /** Heading of the panel; the entity label by default. */
  declare title: Setting<string, this>;

  /** Adds columns, with the same argument forms and ordering as a view's `fields()`. */
  declare fields: Setting<Field[], this, FieldInput[]>;

  /** Entries shown. Default 5. */
  declare perPage: Setting<number, this>;

  /** Sort field of the panel's request. Default `'id'`. */
  declare sortField: Setting<string, this>;

  /** Sort direction of the panel's request. Default `'DESC'`. */
  declare sortDir: Setting<SortDir, this>;

  /** Filters always sent with the panel's request. Default `{}`. */
  declare permanentFilters: Setting<Record<string, unknown>, this>;

  /** Buttons of each row of the panel (`'show'`, `'edit'`, `'delete'`, or a template). Default `[]`. */
  declare listActions: Setting<string | readonly ListAction[], this>;

  /** Position on the dashboard; null (the default) keeps the order of `addCollection` calls. */
  declare order: Setting<number | null, this>;

  static {
    defineSettings<Collection>(this.prototype, {
      name: derivedStringRule((collection: Collection) => collection.entity.name()),
      title: derivedStringRule((collection: Collection) => collection.entity.label()),
      fields: appendedFieldsRule(),
      perPage: integerRule(5),
      sortField: stringRule('id'),
      sortDir: sortDirRule(),
      permanentFilters: recordRule(),
      order: orderRule(),
      listActions: listActionsRule(),
    });
  }
}

// ng-admin's Collection extended its ListView; a panel here has only the settings above.
const NOT_IN_A_PANEL =
  'a dashboard panel only has name, title, fields, perPage, sortField, sortDir, permanentFilters, order and listActions';

const PANEL_UNSUPPORTED = `description actions template url getUrl prepare errorMessage
  getErrorMessage disable enable isEnabled infinitePagination filters batchActions exportFields
  exportOptions entryCssClasses getEntryCssClasses limit getEntity identifier hasFields
  removeFields getFields getField getFieldsOfType addField validate getSortFieldName
  getFilterReferences getReferences getNonOptimizedReferences getOptimizedReferences
  getReferencedLists mapEntry mapEntries transformEntry doPrepare`.split(/\s+/);

defineUnsupported(Collection.prototype, 'Collection', {
  ...Object.fromEntries(PANEL_UNSUPPORTED.map((method) => [method, NOT_IN_A_PANEL])),
  setEntity: 'a panel gets its entity at creation: use admin.collection(entity)',
});
