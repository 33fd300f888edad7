import { Field } from './field';

/**
 * A field rendered only by its template, for computed columns and for filters that have no widget of their own. It stays sortable by default like any field; call `sortable(false)` when the column has no API counterpart.
 *
 * @usageNotes
 * ```ts
 * admin.field('summary', 'template').template('{{ entry.values.title }} ({{ entry.values.views }})');
 * ```
 */
export class TemplateField extends Field {
  constructor(name: string, type = 'template') {
    super(name, type);
  }
}
