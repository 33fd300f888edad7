import { ChoiceField } from './choice-field';

/**
 * A field whose value is an array of options (a multiple select in forms).
 *
 * @usageNotes
 * ```ts
 * admin.field('tags', 'choices').choices([
 *   { value: 'tech', label: 'Tech' },
 *   { value: 'life', label: 'Lifestyle' },
 * ]);
 * ```
 */
export class ChoicesField extends ChoiceField {
  constructor(name: string, type = 'choices') {
    super(name, type);
  }
}
