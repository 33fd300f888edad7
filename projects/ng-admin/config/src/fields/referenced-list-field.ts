import type { Entity } from '../entity';
import type { FieldInput } from '../field-list';
import { listActionsRule, type ListAction } from '../list-actions';
import { defineUnsupported } from '../ng-admin-compat';
import { defineSettings, type Setting } from '../setting';
import { integerRule, recordRule, sortDirRule, stringRule } from '../setting-rules';
import type { CssClasses, SortDir } from '../types';
import { ensureCssClasses, Field } from './field';
import { ensureEntity } from './reference-field';
import { targetFieldProblems, targetFieldsRule } from './target-fields';

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
  constructor(name: string, type = 'referenced_list') {
    super(name, type);
    this.editable(false);
  }

  /** The entity holding the foreign key. Required. */
  declare targetEntity: Setting<Entity | undefined, this, [entity: Entity]>;

  /** Name of the target entity's field holding the foreign key. Required. */
  declare targetReferenceField: Setting<string | undefined, this, [name: string]>;

  /** Columns of the datagrid. A new call replaces the previous list. */
  declare targetFields: Setting<Field[], this, FieldInput[]>;

  /** Maximum number of related entries fetched and displayed. Default 30. */
  declare perPage: Setting<number, this>;

  /** Sort field of the related entries. Default `'id'`. */
  declare sortField: Setting<string, this>;

  /** Sort direction of the related entries. Default `'DESC'`. */
  declare sortDir: Setting<SortDir, this>;

  /** Extra filters merged into the related-entries request. Default `{}`. */
  declare permanentFilters: Setting<Record<string, unknown>, this>;

  /** Buttons of each row of the datagrid (`'show'`, `'edit'`, `'delete'`, or a template). Default `[]`. */
  declare listActions: Setting<string | readonly ListAction[], this>;

  /** CSS classes of the datagrid rows, as a list view's `entryCssClasses`. Default null. */
  declare entryCssClasses: Setting<CssClasses | null, this, [classes: CssClasses | null]>;

  static {
    defineSettings<ReferencedListField>(this.prototype, {
      listActions: listActionsRule(),
      entryCssClasses: { initial: () => null, accept: ensureCssClasses },
      targetEntity: { initial: () => undefined, accept: ensureEntity },
      targetReferenceField: stringRule(undefined),
      targetFields: targetFieldsRule(),
      perPage: integerRule(30),
      sortField: stringRule('id'),
      sortDir: sortDirRule(),
      permanentFilters: recordRule(),
    });
  }

  override configProblems(): string[] {
    const problems: string[] = [];
    if (!this.targetEntity()) problems.push(`a ${this.type()} field needs targetEntity()`);
    if (!this.targetReferenceField()) {
      problems.push(`a ${this.type()} field needs targetReferenceField()`);
    }
    return [...problems, ...targetFieldProblems(this.targetFields())];
  }
}

// ng-admin's referenced_list extended its reference field, so it carried the reference
// settings without using them.
const NOT_A_REFERENCE = 'a referenced_list is not a reference: it has no such setting';
const LIST_INTERNAL =
  "an internal of ng-admin's AngularJS views; the view layer builds the datagrid";

defineUnsupported(ReferencedListField.prototype, 'ReferencedListField', {
  targetField: 'renamed: use targetFields() for the datagrid columns',
  singleApiCall: NOT_A_REFERENCE,
  hasSingleApiCall: NOT_A_REFERENCE,
  getSingleApiCall: NOT_A_REFERENCE,
  getIdentifierValues: NOT_A_REFERENCE,
  remoteComplete: NOT_A_REFERENCE,
  remoteCompleteOptions: NOT_A_REFERENCE,
  filters: 'deprecated in ng-admin: use permanentFilters()',
  datagridName: LIST_INTERNAL,
  getGridColumns: 'use targetFields()',
  getSortFieldName: LIST_INTERNAL,
  getReferences: LIST_INTERNAL,
  getNonOptimizedReferences: LIST_INTERNAL,
  getOptimizedReferences: LIST_INTERNAL,
});
