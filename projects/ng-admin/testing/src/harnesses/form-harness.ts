import { TestElement } from '@angular/cdk/testing';
import { NgaFieldHarness, NgaFieldInput, NgaFieldValue } from './field-harness';
import { NgaViewHarness, textOf, withLabel } from './view-harness';

/**
 * The creation and edition views (`/:entity/create`, `/:entity/edit/:id`): fields by label,
 * filling them, saving, the message of a failed save and the banner that offers back the
 * values of an unsaved draft.
 *
 * @usageNotes
 * ```ts
 * const { loader, api } = await openNgAdmin('/posts/edit/1');
 * const form = await loader.getHarness(NgaFormHarness);
 * await form.fill({ Title: 'Hello again', Published: true, Category: 'Tech' });
 * api.fail({ method: 'PUT', violations: { title: 'Already used.' } });
 * await form.save();
 * expect(await form.getErrorMessage()).toBe('The server refused the data: Validation failed');
 * expect(await (await form.getField('Title')).getErrors()).toEqual(['Already used.']);
 * ```
 */
export class NgaFormHarness extends NgaViewHarness {
  /** The page component of the creation and edition views. */
  static hostSelector = 'nga-form-page';

  private readonly fields = this.locatorForAll(NgaFieldHarness);
  private readonly saveButton = this.locatorFor('button.nga-save');
  private readonly cancelButton = this.locatorFor('button.nga-cancel');
  private readonly deleteLink = this.locatorForOptional('a.nga-form-delete');
  private readonly submitError = this.locatorForOptional('.nga-submit-error');
  private readonly draftText = this.locatorForOptional('.nga-draft-text');
  private readonly draftRestore = this.locatorForOptional('.nga-draft-restore');
  private readonly draftDiscard = this.locatorForOptional('.nga-draft-discard');

  /** The fields of the form, in order. */
  async getFields(): Promise<NgaFieldHarness[]> {
    return this.fields();
  }

  /** The labels of the fields, in order. */
  async getLabels(): Promise<string[]> {
    return Promise.all((await this.fields()).map((field) => field.getLabel()));
  }

  /** The field with this label. */
  async getField(label: string): Promise<NgaFieldHarness> {
    return withLabel(
      await this.fields(),
      label,
      (labels) => `NgaFormHarness: no field "${label}"; the fields are ${labels}`,
    );
  }

  /** The value a field shows (see `NgaFieldHarness.getValue`). */
  async getValue(label: string): Promise<NgaFieldValue> {
    return (await this.getField(label)).getValue();
  }

  /** The value of every field, by label. */
  async getValues(): Promise<Record<string, NgaFieldValue>> {
    const values: Record<string, NgaFieldValue> = {};
    for (const field of await this.fields())
      values[await field.getLabel()] = await field.getValue();
    return values;
  }

  /** Enters a value in a field (see `NgaFieldHarness.setValue`). */
  async setValue(label: string, value: NgaFieldInput): Promise<void> {
    await (await this.getField(label)).setValue(value);
  }

  /** Enters values in several fields, by label, in the order given. */
  async fill(values: Readonly<Record<string, NgaFieldInput>>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.setValue(label, value);
  }

  /**
   * Presses Save and waits for the outcome: a saved form usually leaves for another view; a
   * failed one stays with `getErrorMessage()` and the fields' errors.
   */
  async save(): Promise<void> {
    await (await this.saveButton()).click();
    await this.forceStabilize();
  }

  /** Presses Cancel, which goes back. */
  async cancel(): Promise<void> {
    await (await this.cancelButton()).click();
    await this.forceStabilize();
  }

  /** Follows the Delete link of an edition form to the deletion view. */
  async delete(): Promise<void> {
    const link = await this.deleteLink();
    if (!link) throw new Error('NgaFormHarness.delete: the form has no Delete link');
    await link.click();
    await this.forceStabilize();
  }

  /** Whether a save is running (Save is disabled meanwhile). */
  async isSaving(): Promise<boolean> {
    return (await this.saveButton()).getProperty<boolean>('disabled');
  }

  /** The message beside Save after a failed or invalid submit, or `null`. */
  async getErrorMessage(): Promise<string | null> {
    const error = await this.submitError();
    return error ? error.text() : null;
  }

  /** Whether the banner offering back unsaved values of an earlier visit shows. */
  async hasDraft(): Promise<boolean> {
    return (await this.draftText()) !== null;
  }

  /** What the draft banner says, or `null`. */
  async getDraftText(): Promise<string | null> {
    const text = await this.draftText();
    return text ? textOf(text) : null;
  }

  /** Restores the unsaved values the draft banner offers. */
  async restoreDraft(): Promise<void> {
    await this.pressDraftButton(await this.draftRestore(), 'restore');
  }

  /** Discards the unsaved values the draft banner offers. */
  async discardDraft(): Promise<void> {
    await this.pressDraftButton(await this.draftDiscard(), 'discard');
  }

  private async pressDraftButton(button: TestElement | null, what: string): Promise<void> {
    if (!button) throw new Error(`NgaFormHarness: no draft to ${what}`);
    await button.click();
    await this.forceStabilize();
  }
}
