import { BaseHarnessFilters, ComponentHarness, HarnessPredicate } from '@angular/cdk/testing';
import { MatAutocompleteHarness } from '@angular/material/autocomplete/testing';
import { MatCheckboxHarness } from '@angular/material/checkbox/testing';
import { MatChipGridHarness } from '@angular/material/chips/testing';
import { MatDatepickerInputHarness } from '@angular/material/datepicker/testing';
import { MatInputHarness } from '@angular/material/input/testing';
import { MatSelectHarness } from '@angular/material/select/testing';
import { MatTimepickerInputHarness } from '@angular/material/timepicker/testing';
import { chooseOptions, chosenOptions, dateText, labelsOf, pickOption } from './field-widgets';

/**
 * The widget a field is edited with, as the harness recognizes it (`getKind()`):
 * - `text`: a text box or text area (string, text, email, password, number, float, json);
 * - `select`: a dropdown (choice, choices, boolean, a reference without remote completion);
 * - `checkbox`: a required boolean;
 * - `date`, `datetime`: a datepicker, plus a time box for datetime;
 * - `autocomplete`: a reference with `remoteComplete(true)`;
 * - `chips`: a reference_many with `remoteComplete(true)`;
 * - `rich-text`: a wysiwyg editor; `other`: anything else (a template, a custom type).
 *
 * @usageNotes
 * ```ts
 * const kind: NgaFieldKind = await (await form.getField('Author')).getKind(); // 'select'
 * ```
 */
export type NgaFieldKind =
  | 'text'
  | 'select'
  | 'checkbox'
  | 'date'
  | 'datetime'
  | 'autocomplete'
  | 'chips'
  | 'rich-text'
  | 'other';

/**
 * A value as a field shows it: text, a checkbox state, or the labels of a multiple choice.
 *
 * @usageNotes
 * ```ts
 * const value: NgaFieldValue = await (await form.getField('Tags')).getValue(); // ['news']
 * ```
 */
export type NgaFieldValue = string | boolean | readonly string[];

/**
 * A value to enter: text (a number is typed as text), `true`/`false` for a checkbox, the
 * label of the option to choose in a dropdown or autocomplete (several for a multiple one),
 * a `Date` or the typed text for a date.
 *
 * @usageNotes
 * ```ts
 * const values: Record<string, NgaFieldInput> = { Views: 3, Published: true, Tags: ['news'] };
 * await form.fill(values);
 * ```
 */
export type NgaFieldInput = string | number | boolean | Date | readonly string[];

/**
 * Filters for `NgaFieldHarness.with`.
 *
 * @usageNotes
 * ```ts
 * const dates = await loader.getAllHarnesses(NgaFieldHarness.with({ type: 'date' }));
 * ```
 */
export interface NgaFieldHarnessFilters extends BaseHarnessFilters {
  /** The field's label, exactly or as a pattern. */
  readonly label?: string | RegExp;
  /** The field's type name (`string`, `reference`, `rating`...). */
  readonly type?: string;
}

/** The element whose text is the label: a fieldset's legend, a checkbox's, a form field's. */
const LABEL = 'legend, mat-checkbox label, mat-label, .nga-form-label';

/**
 * One field of a form or of the list's filter bar: its label, its value, its errors, and
 * typing or choosing a value the way a user does, whatever widget the field type renders (see
 * `NgaFieldKind`). Built on the Angular Material harnesses of those widgets.
 *
 * @usageNotes
 * ```ts
 * const form = await loader.getHarness(NgaFormHarness);
 * const title = await form.getField('Title');
 * await title.setValue('');
 * await form.save();
 * expect(await title.getErrors()).toEqual(['This field is required.']);
 *
 * const status = await loader.getHarness(NgaFieldHarness.with({ label: 'Status' }));
 * await status.setValue('Published');
 * ```
 */
export class NgaFieldHarness extends ComponentHarness {
  /** A field of a form view, or a filter of a list. */
  static hostSelector = '.nga-form-field, .nga-filter';

  /** A predicate for a field by label and type name. */
  static with(options: NgaFieldHarnessFilters = {}): HarnessPredicate<NgaFieldHarness> {
    return new HarnessPredicate(NgaFieldHarness, options)
      .addOption('label', options.label, (harness, label) =>
        HarnessPredicate.stringMatches(harness.getLabel(), label),
      )
      .addOption('type', options.type, async (harness, type) => (await harness.getType()) === type);
  }

  private readonly label = this.locatorForOptional(LABEL);
  private readonly errors = this.locatorForAll('mat-error');
  private readonly checkbox = this.locatorForOptional(MatCheckboxHarness);
  private readonly chips = this.locatorForOptional(MatChipGridHarness);
  private readonly select = this.locatorForOptional(MatSelectHarness);
  private readonly date = this.locatorForOptional(MatDatepickerInputHarness);
  private readonly time = this.locatorForOptional(MatTimepickerInputHarness);
  private readonly autocomplete = this.locatorForOptional(MatAutocompleteHarness);
  private readonly input = this.locatorForOptional(MatInputHarness);
  private readonly editor = this.locatorForOptional('.ql-editor');
  private readonly requiredMark = this.locatorForOptional('[required], [aria-required="true"]');
  private readonly removeButton = this.locatorForOptional('.nga-filter-remove');

  /** The field's label. */
  async getLabel(): Promise<string> {
    const label = await this.label();
    return label ? label.text({ exclude: '[aria-hidden="true"]' }) : '';
  }

  /** The field's type name, from its `nga-type-<name>` (form) or `nga-filter-<name>` class. */
  async getType(): Promise<string | null> {
    const classes = (await (await this.host()).getAttribute('class')) ?? '';
    return /\bnga-(?:type|filter)-([\w-]+)/.exec(classes)?.[1] ?? null;
  }

  /** The widget the field is edited with. */
  async getKind(): Promise<NgaFieldKind> {
    if (await this.checkbox()) return 'checkbox';
    if (await this.chips()) return 'chips';
    if (await this.select()) return 'select';
    if (await this.date()) return (await this.time()) ? 'datetime' : 'date';
    if (await this.autocomplete()) return 'autocomplete';
    if (await this.input()) return 'text';
    if (await this.editor()) return 'rich-text';
    return 'other';
  }

  /**
   * The value as shown: the text of a text box or date, the label of the chosen option (the
   * labels, for a multiple dropdown or chips), whether a checkbox is checked. A field the
   * harness has no widget for gives its text.
   */
  async getValue(): Promise<NgaFieldValue> {
    const kind = await this.getKind();
    switch (kind) {
      case 'checkbox':
        return (await this.required(this.checkbox, kind)).isChecked();
      case 'chips': {
        const rows = await (await this.required(this.chips, kind)).getRows();
        return Promise.all(rows.map((row) => row.getText()));
      }
      case 'select': {
        const select = await this.required(this.select, kind);
        return (await select.isMultiple()) ? chosenOptions(select) : select.getValueText();
      }
      case 'date':
        return (await this.required(this.date, kind)).getValue();
      case 'datetime': {
        const date = await (await this.required(this.date, kind)).getValue();
        const time = await (await this.required(this.time, kind)).getValue();
        return `${date} ${time}`.trim();
      }
      case 'autocomplete':
        return (await this.required(this.autocomplete, kind)).getValue();
      case 'text':
        return (await this.required(this.input, kind)).getValue();
      case 'rich-text':
        return (await this.required(this.editor, kind)).text();
      default:
        return (await this.host()).text({ exclude: LABEL });
    }
  }

  /**
   * Enters a value as a user would: types text (then leaves the box, so that it is touched),
   * chooses options by label, checks or unchecks a checkbox, types a date (a `Date` is typed
   * in a form every locale's date adapter reads), picks a remote autocomplete's option once
   * the API answered. Throws when the value does not suit the widget.
   */
  async setValue(value: NgaFieldInput): Promise<void> {
    const kind = await this.getKind();
    switch (kind) {
      case 'checkbox': {
        if (typeof value !== 'boolean') throw await this.unsuitable(kind, value, 'true or false');
        const checkbox = await this.required(this.checkbox, kind);
        await (value ? checkbox.check() : checkbox.uncheck());
        break;
      }
      case 'select':
        await this.choose(await this.required(this.select, kind), kind, value);
        break;
      case 'chips':
        await this.setChips(kind, value);
        break;
      case 'date': {
        const text = dateText(value);
        if (text === null) throw await this.unsuitable(kind, value, 'a Date or the text of a date');
        const input = await this.required(this.date, kind);
        await input.setValue(text);
        await input.blur();
        break;
      }
      case 'autocomplete': {
        if (typeof value !== 'string') throw await this.unsuitable(kind, value, 'an option label');
        await this.pick(await this.required(this.autocomplete, kind), value);
        break;
      }
      case 'text': {
        if (typeof value !== 'string' && typeof value !== 'number') {
          throw await this.unsuitable(kind, value, 'text or a number');
        }
        const input = await this.required(this.input, kind);
        await input.setValue(String(value));
        await input.blur();
        break;
      }
      default:
        throw new Error(
          `NgaFieldHarness: the field "${await this.getLabel()}" is a ${kind} widget, which ` +
            'the harness cannot fill; use its own harness or the DOM',
        );
    }
    await this.forceStabilize();
  }

  /** The validation messages shown under the field. */
  async getErrors(): Promise<string[]> {
    return Promise.all((await this.errors()).map((error) => error.text()));
  }

  /** Whether the field is marked as required. */
  async isRequired(): Promise<boolean> {
    return (await this.requiredMark()) !== null;
  }

  /** Whether the field's widget is disabled (a field that is not `editable()`). */
  async isDisabled(): Promise<boolean> {
    const kind = await this.getKind();
    switch (kind) {
      case 'checkbox':
        return (await this.required(this.checkbox, kind)).isDisabled();
      case 'chips':
        return (await this.required(this.chips, kind)).isDisabled();
      case 'select':
        return (await this.required(this.select, kind)).isDisabled();
      case 'date':
      case 'datetime':
        return (await this.required(this.date, kind)).isDisabled();
      case 'autocomplete':
        return (await this.required(this.autocomplete, kind)).isDisabled();
      case 'text':
        return (await this.required(this.input, kind)).isDisabled();
      default:
        return false;
    }
  }

  /** Whether the field's widget has the focus (a failed save moves it to the first error). */
  async isFocused(): Promise<boolean> {
    const kind = await this.getKind();
    switch (kind) {
      case 'checkbox':
        return (await this.required(this.checkbox, kind)).isFocused();
      case 'select':
        return (await this.required(this.select, kind)).isFocused();
      case 'date':
      case 'datetime':
        return (await this.required(this.date, kind)).isFocused();
      case 'autocomplete':
      case 'chips':
        return (await this.required(this.autocomplete, kind)).isFocused();
      case 'text':
        return (await this.required(this.input, kind)).isFocused();
      default:
        return false;
    }
  }

  /** Whether the field is a list filter that can be removed (one that is not pinned). */
  async isRemovable(): Promise<boolean> {
    return (await this.removeButton()) !== null;
  }

  /** Presses the remove button of a list filter, which hides it and drops its value. */
  async remove(): Promise<void> {
    const button = await this.removeButton();
    if (!button) {
      throw new Error(`NgaFieldHarness: the field "${await this.getLabel()}" cannot be removed`);
    }
    await button.click();
    await this.forceStabilize();
  }

  /** The labels of a dropdown's options, in order (it opens the dropdown, then closes it). */
  async getOptions(): Promise<string[]> {
    const select = await this.select();
    if (!select) {
      throw new Error(`NgaFieldHarness: the field "${await this.getLabel()}" is no dropdown`);
    }
    await select.open();
    const texts = await Promise.all((await select.getOptions()).map((option) => option.getText()));
    await select.close();
    return texts;
  }

  private async choose(select: MatSelectHarness, kind: NgaFieldKind, value: NgaFieldInput) {
    const wanted = labelsOf(value);
    if (wanted === null) throw await this.unsuitable(kind, value, 'an option label or labels');
    if (!(await select.isMultiple()) && wanted.length !== 1) {
      throw await this.unsuitable(kind, value, 'one option label');
    }
    await chooseOptions(select, wanted, await this.getLabel());
  }

  private async setChips(kind: NgaFieldKind, value: NgaFieldInput): Promise<void> {
    const wanted = labelsOf(value);
    if (wanted === null) throw await this.unsuitable(kind, value, 'the labels to keep or add');
    const grid = await this.required(this.chips, kind);
    const kept: string[] = [];
    for (const row of await grid.getRows()) {
      const text = await row.getText();
      if (wanted.includes(text)) kept.push(text);
      else await row.remove();
    }
    const autocomplete = await this.required(this.autocomplete, kind);
    for (const label of wanted.filter((item) => !kept.includes(item))) {
      await this.pick(autocomplete, label);
    }
  }

  private async pick(autocomplete: MatAutocompleteHarness, option: string): Promise<void> {
    await pickOption(autocomplete, option, await this.getLabel(), () => this.forceStabilize());
  }

  private async required<T>(locate: () => Promise<T | null>, kind: NgaFieldKind): Promise<T> {
    const found = await locate();
    if (found === null) {
      throw new Error(`NgaFieldHarness: the ${kind} widget of "${await this.getLabel()}" is gone`);
    }
    return found;
  }

  private async unsuitable(kind: NgaFieldKind, value: NgaFieldInput, expected: string) {
    return new Error(
      `NgaFieldHarness: the field "${await this.getLabel()}" is a ${kind} widget, which takes ` +
        `${expected}; got ${JSON.stringify(value)}`,
    );
  }
}
