import { inject, signal, type Signal, type WritableSignal } from '@angular/core';
import type { Field, FormView } from '@ng-admin/core/config';
import { firstValueFrom } from 'rxjs';
import { NgaFieldTypeRegistry } from '../../base/field-type-registry';
import { NgaLinks } from '../../base/links';
import { NgaDatastore } from '../../data/datastore';
import type { Entry } from '../../data/entry';
import { errorText } from '../../data/error-text';
import { exportedText } from '../../fields/shared/display';
import type { EntryFormGroup } from '../../fields/entry-form';
import { NgaIntl } from '../../i18n/intl';
import type { NgaEntryLoader } from '../shared/load-entry';
import { fieldConflicts, type NgaConflict, type NgaConflictChoice } from './conflict';

/** What a form's conflict handling needs to know of it. */
interface ConflictedForm {
  readonly view: FormView;
  readonly entry: Entry;
  readonly form: EntryFormGroup;
  /** Controls that stay disabled whatever the user does (read-only, not editable). */
  readonly locked: ReadonlySet<string>;
}

/**
 * The conflict of a form's save refused with 412 or 409 (someone else saved first): their
 * version, the fields both sides changed, and the dialog's state. Created by the form store,
 * in its injection context.
 */
export class NgaFormConflicts {
  private readonly datastore = inject(NgaDatastore);
  private readonly intl = inject(NgaIntl);
  private readonly links = inject(NgaLinks);
  private readonly types = inject(NgaFieldTypeRegistry);

  /** A save refused because someone else saved first, until the user settles it. */
  readonly conflict = signal<NgaConflict | null>(null);
  /** Whether the conflict dialog shows (Escape hides it; Save shows it again). */
  readonly open = signal(false);

  constructor(
    private readonly entries: NgaEntryLoader,
    private readonly fields: Signal<readonly Field[]>,
    private readonly submitError: WritableSignal<string | null>,
  ) {}

  /** Loads their version and lists the fields both changed, for the conflict dialog. */
  async show({ view, entry, form }: ConflictedForm, id: unknown): Promise<void> {
    this.submitError.set(this.intl.conflictPending);
    try {
      const theirs = await firstValueFrom(this.entries.load(view, id ?? entry.identifierValue));
      const fields = this.fields().filter((field) => form.controls[field.name()]?.enabled);
      const text = (field: Field, value: unknown) =>
        exportedText(this.types.of(field), value, {
          field,
          entry: theirs,
          references: this.datastore,
          links: this.links,
          intl: this.intl,
        });
      const rows = fieldConflicts(fields, entry.values, form.getRawValue(), theirs.values, text);
      this.conflict.set({ theirs, fields: rows });
      this.open.set(true);
    } catch (error) {
      this.submitError.set(this.intl.conflictFetchFailed(errorText(error, this.intl)));
    }
  }

  /**
   * Puts the user's choices into the form: their value where they chose it (and in locked
   * fields). Returns their version, which the form starts from now; null without a conflict.
   */
  resolve(loaded: ConflictedForm, choices: ReadonlyMap<string, NgaConflictChoice>): Entry | null {
    const conflict = this.conflict();
    if (!conflict) return null;
    for (const row of conflict.fields) {
      if (choices.get(row.name) === 'theirs')
        loaded.form.controls[row.name]?.setValue(row.theirsValue);
    }
    for (const name of loaded.locked) {
      loaded.form.controls[name]?.setValue(conflict.theirs.values[name] ?? null);
    }
    loaded.form.markAsDirty();
    this.close(true);
    return conflict.theirs;
  }

  /** Hides the conflict dialog; `settled` forgets the conflict too. */
  close(settled = false): void {
    this.open.set(false);
    if (settled) {
      this.conflict.set(null);
      this.submitError.set(null);
    }
  }
}
