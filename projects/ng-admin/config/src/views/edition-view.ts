import type { Entity } from '../entity';
import { defineSettings, type Setting } from '../setting';
import { mutationModeRule } from '../setting-rules';
import type { MutationMode } from '../types';
import { FormView } from './form-view';
import type { ViewActions } from './view';

/**
 * The form editing an existing entry. Default buttons: `['list', 'delete']`.
 *
 * @usageNotes
 * ```ts
 * post.editionView()
 *   .title('Edit "{{ entry.values.title }}"')
 *   .fields(post.creationView().fields(), admin.field('created_at', 'datetime').editable(false));
 * ```
 */
export class EditionView extends FormView {
  /**
   * When this view's save takes effect: `'undoable'`, `'optimistic'` or `'pessimistic'` (see
   * `MutationMode`). Null (the default) follows the application's `mutationMode()`, else `'pessimistic'` (the form waits for the server's answer).
   */
  declare mutationMode: Setting<MutationMode | null, this, [mode: MutationMode | null]>;

  static {
    defineSettings<EditionView>(this.prototype, { mutationMode: mutationModeRule() });
  }

  constructor(entity: Entity) {
    super(entity, 'edition');
  }

  protected defaultActions(): ViewActions {
    return ['list', 'delete'];
  }
}
