import type { Entity } from '../entity';
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
