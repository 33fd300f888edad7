import type { Entity } from '../entity';
import { defineSettings, type Setting } from '../setting';
import { mutationModeRule } from '../setting-rules';
import type { MutationMode } from '../types';
import { defineUnsupported } from '../ng-admin-compat';
import { View, type ViewActions } from './view';

/**
 * The confirmation page deleting one entry. Enabled by default, even without fields;
 * fields, when given, describe the entry being deleted. Default buttons: `['list']`.
 *
 * @usageNotes
 * ```ts
 * post.deletionView().title('Delete "{{ entry.values.title }}"?');
 * ```
 */
export class DeletionView extends View {
  /**
   * When this view's deletion takes effect: `'undoable'`, `'optimistic'` or `'pessimistic'` (see
   * `MutationMode`). Null (the default) follows the application's `mutationMode()`, else `'undoable'`.
   */
  declare mutationMode: Setting<MutationMode | null, this, [mode: MutationMode | null]>;

  static {
    defineSettings<DeletionView>(this.prototype, { mutationMode: mutationModeRule() });
  }

  constructor(entity: Entity) {
    super(entity, 'deletion');
  }

  protected override enabledByDefault(): boolean {
    return true;
  }

  protected defaultActions(): ViewActions {
    return ['list'];
  }
}

defineUnsupported(DeletionView.prototype, 'DeletionView', {
  onSubmitSuccess: 'the deletion view runs no submit hooks here',
  onSubmitError: 'the deletion view runs no submit hooks here',
});
