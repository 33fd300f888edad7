import { BaseHarnessFilters, ComponentHarness, HarnessPredicate } from '@angular/cdk/testing';
import { NgaDatagridHarness } from './datagrid-harness';
import { NgaViewHarness, textOf, withLabel } from './view-harness';

/**
 * Filters for `NgaShowFieldHarness.with`.
 *
 * @usageNotes
 * ```ts
 * const author = await loader.getHarness(NgaShowFieldHarness.with({ label: 'Author' }));
 * ```
 */
export interface NgaShowFieldHarnessFilters extends BaseHarnessFilters {
  /** The field's label, exactly or as a pattern. */
  readonly label?: string | RegExp;
}

/**
 * One field of a show view: its label and the value it displays, as text without icons.
 *
 * @usageNotes
 * ```ts
 * const tags = await show.getField('Tags');
 * expect(await tags.getItems()).toEqual(['ng', 'rx']);
 * ```
 */
export class NgaShowFieldHarness extends ComponentHarness {
  /** A field of the show view. */
  static hostSelector = '.nga-show-field';

  /** A predicate for a field by label. */
  static with(options: NgaShowFieldHarnessFilters = {}): HarnessPredicate<NgaShowFieldHarness> {
    return new HarnessPredicate(NgaShowFieldHarness, options).addOption(
      'label',
      options.label,
      (harness, label) => HarnessPredicate.stringMatches(harness.getLabel(), label),
    );
  }

  private readonly label = this.locatorForOptional('dt.nga-show-label');
  private readonly value = this.locatorForOptional('dd.nga-show-value');
  private readonly items = this.locatorForAll('li');
  private readonly grid = this.locatorForOptional(NgaDatagridHarness);

  /** The label; empty for a templated field that renders its own label. */
  async getLabel(): Promise<string> {
    const label = await this.label();
    return label ? label.text() : '';
  }

  /**
   * The displayed value as text. Items of a list (references, choices) are joined by new
   * lines; a boolean reads as its label (`true`, or the configured choice label).
   */
  async getValue(): Promise<string> {
    const items = await this.getItems();
    if (items.length > 0) return items.join('\n');
    return textOf((await this.value()) ?? (await this.host()));
  }

  /** The items of a value shown as a list, in order; empty for a single value. */
  async getItems(): Promise<string[]> {
    return Promise.all((await this.items()).map(textOf));
  }

  /** The datagrid of a referenced_list or embedded_list field. */
  async getGrid(): Promise<NgaDatagridHarness> {
    const grid = await this.grid();
    if (!grid) throw new Error(`NgaShowFieldHarness: "${await this.getLabel()}" shows no grid`);
    return grid;
  }
}

/**
 * The show view of an entry (`/:entity/show/:id`): each field's label and displayed value.
 *
 * @usageNotes
 * ```ts
 * const { loader } = await openNgAdmin('/posts/show/1');
 * const show = await loader.getHarness(NgaShowHarness);
 * expect(await show.getValues()).toEqual({ Title: 'Hello', Author: 'Ada', Tags: 'ng\nrx' });
 * expect(await show.getValue('Author')).toBe('Ada');
 * ```
 */
export class NgaShowHarness extends NgaViewHarness {
  /** The show view's page component. */
  static hostSelector = 'nga-show-page';

  private readonly fields = this.locatorForAll(NgaShowFieldHarness);

  /** The fields, in order. */
  async getFields(): Promise<NgaShowFieldHarness[]> {
    return this.fields();
  }

  /** The field with this label. */
  async getField(label: string): Promise<NgaShowFieldHarness> {
    return withLabel(
      await this.fields(),
      label,
      (labels) => `NgaShowHarness: no field "${label}"; the fields are ${labels}`,
    );
  }

  /** The labels of the fields, in order. */
  async getLabels(): Promise<string[]> {
    return Promise.all((await this.fields()).map((field) => field.getLabel()));
  }

  /** The value each field displays (see `NgaShowFieldHarness.getValue`), by label. */
  async getValues(): Promise<Record<string, string>> {
    const values: Record<string, string> = {};
    for (const field of await this.fields())
      values[await field.getLabel()] = await field.getValue();
    return values;
  }

  /** The value one field displays. */
  async getValue(label: string): Promise<string> {
    return (await this.getField(label)).getValue();
  }
}
