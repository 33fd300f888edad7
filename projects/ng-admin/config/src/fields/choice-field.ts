import type { FilterOperator } from '../filter-operators';
import { invalidArgument } from '../config-errors';
import type { EntryLike } from '../hooks';
import { defineSettings, type Setting } from '../setting';
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
  constructor(name: string, type = 'choice') {
    super(name, type);
  }

  /**
   * The options: an array of `{ value, label }`, or a function of the current entry
   * returning one. Such a function should return the same array for the same input, so
   * that change detection sees a stable value. Default `[]`.
   */
  declare choices: Setting<Choices, this>;

  static {
    defineSettings<ChoiceField>(this.prototype, {
      choices: { initial: () => [], accept: ensureChoices },
    });
  }

  /** The options for an entry, whether `choices` was given an array or a function. */
  resolveChoices(entry?: EntryLike): readonly ChoiceOption[] {
    const choices = this.choices();
    if (typeof choices !== 'function') return choices;
    return choices(entry ?? { entityName: '', identifierValue: null, values: {} }) ?? [];
  }

  /** The label of the option holding `value`, or `undefined` when there is none. */
  getLabelForChoice(value: unknown, entry?: EntryLike): string | undefined {
    return this.resolveChoices(entry).find((option) => option.value === value)?.label;
  }

  /** A choice filter can also take several values (`in`). */
  override filterOperatorsOfType(): readonly FilterOperator[] {
    return ['eq', 'in'];
  }
}

function ensureChoices(owner: Field, method: string, choices: unknown): Choices {
  if (typeof choices === 'function') return choices as Choices;
  if (Array.isArray(choices)) return ensureChoiceOptions(owner, method, choices);
  throw invalidArgument(owner, method, 'an array of { value, label } or a function', choices);
}
