import type { ChoiceOption } from '../types';
import { ensureChoiceOptions } from './choice-options';
import { Field } from './field';

/**
 * A boolean field. It has three values (true, false and null), so its form widget is a
 * dropdown rather than a checkbox; labels come from `choices` and `filterChoices`.
 *
 * @usageNotes
 * ```ts
 * admin.field('published', 'boolean').choices([
 *   { value: null, label: 'Unknown' },
 *   { value: true, label: 'Yes' },
 *   { value: false, label: 'No' },
 * ]);
 * ```
 */
export class BooleanField extends Field {
  private _choices: ChoiceOption<boolean | null>[] = [
    { value: null, label: 'undefined' },
    { value: true, label: 'true' },
    { value: false, label: 'false' },
  ];
  private _filterChoices: ChoiceOption<boolean | null>[] = [
    { value: true, label: 'true' },
    { value: false, label: 'false' },
  ];

  constructor(name: string, type = 'boolean') {
    super(name, type);
  }

  /** Options of the form dropdown. */
  choices(): readonly ChoiceOption<boolean | null>[];
  choices(choices: readonly ChoiceOption<boolean | null>[]): this;
  choices(
    ...args: [choices?: readonly ChoiceOption<boolean | null>[]]
  ): readonly ChoiceOption<boolean | null>[] | this {
    if (args.length === 0) return this._choices;
    this._choices = ensureChoiceOptions(this, 'choices', args[0]);
    return this;
  }

  /** Options of the filter dropdown (no "undefined" option by default). */
  filterChoices(): readonly ChoiceOption<boolean | null>[];
  filterChoices(choices: readonly ChoiceOption<boolean | null>[]): this;
  filterChoices(
    ...args: [choices?: readonly ChoiceOption<boolean | null>[]]
  ): readonly ChoiceOption<boolean | null>[] | this {
    if (args.length === 0) return this._filterChoices;
    this._filterChoices = ensureChoiceOptions(this, 'filterChoices', args[0]);
    return this;
  }
}
