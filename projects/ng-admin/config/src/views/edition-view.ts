import type { Entity } from '../entity';
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
  constructor(entity: Entity) {
    super(entity, 'edition');
  }

  protected defaultActions(): ViewActions {
    return ['list', 'delete'];
  }
}
