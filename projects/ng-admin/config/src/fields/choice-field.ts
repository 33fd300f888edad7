import { invalidArgument } from '../config-errors';
import type { EntryLike } from '../hooks';
import type { ChoiceOption, Choices } from '../types';
import { ensureChoiceOptions } from './choice-options';
import { Field } from './field';

/**
 * A field whose value is one of a list of options (a select in forms).
 *
 * @usageNotes
 * ```ts
 * admin.field('status', 'choice').choices([
 *   { value: 'draft', label: 'Draft' },
 *   { value: 'published', label: 'Published' },
 * ]);
 * // options depending on another field of the entry:
 * admin.field('subcategory', 'choice').choices((entry) => subcategoriesOf(entry.values['category']));
 * ```
 */
export class ChoiceField extends Field {
  private _choices: Choices = [];

  constructor(name: string, type = 'choice') {
    super(name, type);
  }

  /**
   * The options: an array of `{ value, label }`, or a function of the current entry
   * returning one. Such a function should return the same array for the same input, so
   * that change detection sees a stable value.
   */
  choices(): Choices;
  choices(choices: Choices): this;
  choices(...args: [choices?: Choices]): Choices | this {
    if (args.length === 0) return this._choices;
    const choices = args[0];
    if (typeof choices === 'function') {
      this._choices = choices;
    } else if (Array.isArray(choices)) {
      this._choices = ensureChoiceOptions(this, 'choices', choices);
    } else {
      throw invalidArgument(this, 'choices', 'an array of { value, label } or a function', choices);
    }
    return this;
  }

  /** The options for an entry, whether `choices` was given an array or a function. */
  resolveChoices(entry?: EntryLike): readonly ChoiceOption[] {
    const choices = this._choices;
    if (typeof choices !== 'function') return choices;
    return choices(entry ?? { entityName: '', identifierValue: null, values: {} }) ?? [];
  }

  /** The label of the option holding `value`, or `undefined` when there is none. */
  getLabelForChoice(value: unknown, entry?: EntryLike): string | undefined {
    return this.resolveChoices(entry).find((option) => option.value === value)?.label;
  }
}
