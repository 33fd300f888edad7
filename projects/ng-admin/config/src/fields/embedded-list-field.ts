import type { Entity } from '../entity';
import type { FieldInput } from '../field-list';
import { listActionsRule, type ListAction } from '../list-actions';
import { defineSettings, type Setting } from '../setting';
import { recordRule, sortDirRule, stringRule } from '../setting-rules';
import type { SortDir } from '../types';
import { Field } from './field';
import { ensureEntity } from './reference-field';
import { targetFieldProblems, targetFieldsRule } from './target-fields';

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
  constructor(name: string, type = 'embedded_list') {
    super(name, type);
  }

  /** Fields of the datagrid columns and of each embedded form. A new call replaces them. */
  declare targetFields: Setting<Field[], this, FieldInput[]>;

  /**
   * Optional: when set and the embedded items have an identifier, the datagrid links
   * to that entity's detail view. Not used in forms.
   */
  declare targetEntity: Setting<Entity | undefined, this, [entity: Entity]>;

  /** Sort field of the embedded items. Default `'id'`. */
  declare sortField: Setting<string, this>;

  /** Sort direction of the embedded items. Default `'DESC'`. */
  declare sortDir: Setting<SortDir, this>;

  /** Filters restricting the displayed embedded items (`{ field: value }`). Default `{}`. */
  declare permanentFilters: Setting<Record<string, unknown>, this>;

  /** Buttons of each row of the datagrid in read views, as a list's `listActions`. Default `[]`. */
  declare listActions: Setting<string | readonly ListAction[], this>;

  static {
    defineSettings<EmbeddedListField>(this.prototype, {
      listActions: listActionsRule(),
      targetFields: targetFieldsRule(),
      targetEntity: { initial: () => undefined, accept: ensureEntity },
      sortField: stringRule('id'),
      sortDir: sortDirRule(),
      permanentFilters: recordRule(),
    });
  }

  override configProblems(): string[] {
    return targetFieldProblems(this.targetFields());
  }
}
