import type { Entity } from '../entity';
import { FormView } from './form-view';
import type { ViewActions } from './view';

/**
 * The form creating a new entry. Default buttons: `['list']`.
 *
 * @usageNotes
 * ```ts
 * post.creationView()
 *   .title('New post')
 *   .fields(admin.field('title').validation({ required: true }), admin.field('body', 'wysiwyg'));
 * ```
 */
export class CreationView extends FormView {
  constructor(entity: Entity) {
    super(entity, 'creation');
  }

  protected defaultActions(): ViewActions {
    return ['list'];
  }
}
