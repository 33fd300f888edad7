import { Field } from './field';

/**
 * A JSON field: a JSON editor in forms, formatted JSON in read views.
 *
 * @usageNotes
 * ```ts
 * admin.field('metadata', 'json');
 * ```
 */
export class JsonField extends Field {
  constructor(name: string, type = 'json') {
    super(name, type);
  }
}
