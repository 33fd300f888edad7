import type { Entity } from '../entity';
import type { FieldInput } from '../field-list';
import { defineSettings, type Setting } from '../setting';
import { integerRule, recordRule, sortDirRule, stringRule } from '../setting-rules';
import type { SortDir } from '../types';
import { Field } from './field';
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

  static {
    defineSettings<ReferencedListField>(this.prototype, {
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
