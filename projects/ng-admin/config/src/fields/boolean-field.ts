import type { FilterOperator } from '../filter-operators';
import { defineUnsupported } from '../ng-admin-compat';
import { defineSettings, type Setting } from '../setting';
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
  constructor(name: string, type = 'boolean') {
    super(name, type);
  }

  /** Options of the form dropdown. Default: undefined (null), true and false. */
  declare choices: Setting<readonly ChoiceOption<boolean | null>[], this>;

  /** Options of the filter dropdown. Default: true and false (no "undefined" option). */
  declare filterChoices: Setting<readonly ChoiceOption<boolean | null>[], this>;

  static {
    defineSettings<BooleanField>(this.prototype, {
      choices: {
        initial: () => [
          { value: null, label: 'undefined' },
          { value: true, label: 'true' },
          { value: false, label: 'false' },
        ],
        accept: ensureChoiceOptions<boolean | null>,
      },
      filterChoices: {
        initial: () => [
          { value: true, label: 'true' },
          { value: false, label: 'false' },
        ],
        accept: ensureChoiceOptions<boolean | null>,
      },
    });
  }

  /** A boolean compares by equality only. */
  override filterOperatorsOfType(): readonly FilterOperator[] {
    return ['eq'];
  }
}

defineUnsupported(BooleanField.prototype, 'BooleanField', {
  getLabelForChoice: 'use choices().find((option) => option.value === value)?.label',
});
