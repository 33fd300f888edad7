import type { Entity } from '../entity';
import { View, type ViewActions } from './view';

/**
 * The read-only display of an entry. Unused by default: it is enabled once it has
 * fields. Default buttons: `['list', 'edit', 'delete']`.
 *
 * @usageNotes
 * ```ts
 * post.showView().fields(post.listView().fields(), admin.field('body', 'wysiwyg'));
 * ```
 */
export class ShowView extends View {
  constructor(entity: Entity) {
    super(entity, 'show');
  }

  protected defaultActions(): ViewActions {
    return ['list', 'edit', 'delete'];
  }
}
