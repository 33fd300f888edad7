import { Field } from './field';

/**
 * A multi-line text field (a textarea in forms).
 *
 * @usageNotes
 * ```ts
 * admin.field('body', 'text').validation({ maxlength: 5000 });
 * ```
 */
export class TextField extends Field {
  constructor(name: string, type = 'text') {
    super(name, type);
  }
}
