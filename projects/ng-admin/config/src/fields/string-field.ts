import { Field } from './field';

/**
 * A single-line text field, the default type.
 *
 * @usageNotes
 * ```ts
 * admin.field('title'); // same as admin.field('title', 'string')
 * ```
 */
export class StringField extends Field {
  constructor(name: string, type = 'string') {
    super(name, type);
  }
}
