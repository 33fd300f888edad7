import { Component, computed, inject, input, signal } from '@angular/core';
import { FormControl, FormRecord } from '@angular/forms';
import type { BatchUpdate, Field } from '@ng-admin/core/config';
import { NgaButton } from '../../../base/button';
import { NgaLinks } from '../../../base/links';
import { NgaNotification } from '../../../base/notification';
import { NGA_APPLICATION } from '../../../base/tokens';
import { NgaBatchUpdates, type NgaBatchUpdateResult } from '../../../data/batch-update';
import { NgaEntryForms } from '../../../fields/entry-form';
import { injectFieldComponents } from '../../../fields/field-components';
import { NgaFieldOutlet } from '../../../fields/field-outlet';
import { NgaIntl } from '../../../i18n/intl';
import { failureMessage } from '../../shared/load-problem';
import { NgaListStore } from '../list-store';

/**
 * A list's built-in batch update (`admin.batchUpdate(field, value?)`): a button in the selection
 * bar that writes the value on the selected records, or first opens a small form with the
 * field's own input from the edition view. It shows the progress, then says how many were
 * updated; records that failed stay selected, each with the reason, and a form keeps its value
 * for another try.
 *
 * @usageNotes
 * ```html
 * <nga-batch-update-action [action]="publish" />
 * ```
 */
@Component({
  selector: 'nga-batch-update-action',
  imports: [NgaButton, NgaFieldOutlet],
  templateUrl: './batch-update-action.html',
  styleUrl: './batch-update-action.scss',
  host: {
    class: 'nga-batch-update',
    '[class.nga-batch-update-open]': 'asking() || failures().length > 0',
  },
})
export class NgaBatchUpdateAction {
  readonly action = input.required<BatchUpdate>();

  protected readonly store = inject(NgaListStore);
  protected readonly intl = inject(NgaIntl);
  private readonly updates = inject(NgaBatchUpdates);
  private readonly forms = inject(NgaEntryForms);
  private readonly notification = inject(NgaNotification);
  private readonly links = inject(NgaLinks);
  private readonly application = inject(NGA_APPLICATION);

  /** The edition view: its URL, fields and transforms write the records. */
  protected readonly edition = computed(() => this.store.entity()?.editionView() ?? null);
  /** The edition view's field of the action, for its label and its input. */
  protected readonly field = computed<Field | null>(
    () =>
      this.edition()
        ?.fields()
        .find((field) => field.name() === this.action().fieldName()) ?? null,
  );
  protected readonly allowed = computed(() => {
    const entity = this.store.entity();
    return entity !== null && this.links.allows(entity, 'edition');
  });
  protected readonly label = computed(
    () =>
      this.action().label() ??
      this.intl.batchSet(this.field()?.label() ?? this.action().fieldName()),
  );

  protected readonly asking = signal(false);
  protected readonly progress = signal<{ done: number; total: number } | null>(null);
  protected readonly failures = signal<NgaBatchUpdateResult['failed']>([]);
  /** How many records the last run wrote to, for its report. */
  protected readonly total = signal(0);
  protected readonly form = new FormRecord<FormControl<unknown>>({});
  private readonly askedFields = computed(() => {
    const field = this.field();
    return this.asking() && field ? [field] : [];
  });
  protected readonly inputs = injectFieldComponents(this.askedFields, 'input');

  protected press(): void {
    if (!this.action().asksForValue()) {
      this.run(this.action().value());
      return;
    }
    const field = this.field();
    if (field && !this.form.controls[field.name()]) {
      this.form.addControl(
        field.name(),
        new FormControl<unknown>(null, { validators: this.forms.validators(field) }),
      );
    }
    this.failures.set([]);
    this.asking.set(true);
  }

  protected apply(): void {
    const control = this.control();
    if (!control) return;
    if (control.invalid) {
      control.markAsTouched();
      return;
    }
    this.run(control.value);
  }

  protected cancel(): void {
    this.asking.set(false);
    this.failures.set([]);
  }

  protected control(): FormControl<unknown> | undefined {
    const field = this.field();
    return field ? this.form.controls[field.name()] : undefined;
  }

  protected failureText(error: unknown): string {
    const view = this.edition();
    return view ? failureMessage(this.application, view, error, this.intl) : String(error);
  }

  private run(value: unknown): void {
    const view = this.edition();
    const records = this.store.selection();
    if (!view || records.length === 0 || this.progress()) return;
    this.failures.set([]);
    this.total.set(records.length);
    this.updates
      .update(view, records, { [this.action().fieldName()]: value }, (done, total) =>
        this.progress.set({ done, total }),
      )
      .subscribe((result) => {
        this.progress.set(null);
        // The list reloads (the data changed); the records that failed stay selected.
        this.store.keepSelected(result.failed.map((failure) => failure.record.identifierValue));
        if (result.updated.length > 0)
          this.notification.success(this.intl.batchUpdated(result.updated.length));
        this.failures.set(result.failed);
        if (result.failed.length === 0) this.asking.set(false);
      });
  }
}
