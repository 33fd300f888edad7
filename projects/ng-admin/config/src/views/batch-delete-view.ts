import type { Entity } from '../entity';
import { defineSettings, type Setting } from '../setting';
import { mutationModeRule } from '../setting-rules';
import type { MutationMode } from '../types';
import { View, type ViewActions } from './view';

/**
 * The confirmation page deleting the entries selected in a list (its `'delete'` batch
 * action). Enabled by default, even without fields; fields, when given, are the
 * columns listing the selected entries. Default buttons: `['list']`.
 *
 * @usageNotes
 * ```ts
 * post.batchDeleteView().title('Delete these posts?').fields(admin.field('title'));
 * ```
 */
export class BatchDeleteView extends View {
  /**
   * When this view's deletion takes effect: `'undoable'`, `'optimistic'` or `'pessimistic'` (see
   * `MutationMode`). Null (the default) follows the application's `mutationMode()`, else `'undoable'`.
   */
  declare mutationMode: Setting<MutationMode | null, this, [mode: MutationMode | null]>;

  static {
    defineSettings<BatchDeleteView>(this.prototype, { mutationMode: mutationModeRule() });
  }

  constructor(entity: Entity) {
    super(entity, 'batchDelete');
  }

  protected override enabledByDefault(): boolean {
    return true;
  }

  protected defaultActions(): ViewActions {
    return ['list'];
  }
}
