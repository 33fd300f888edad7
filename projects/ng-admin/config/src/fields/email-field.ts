import { Field } from './field';

/**
 * An email field: an email input in forms, a mailto link in read views.
 *
 * @usageNotes
 * ```ts
 * admin.field('email', 'email').validation({ required: true });
 * ```
 */
export class EmailField extends Field {
  constructor(name: string, type = 'email') {
    super(name, type);
  }
}
