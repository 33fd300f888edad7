import { Component, computed, effect, inject, input, signal, untracked } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import {
  AbstractControl,
  FormArray,
  FormControl,
  TouchedChangeEvent,
  ValidationErrors,
} from '@angular/forms';
import { MatButtonModule } from '@angular/material/button';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatIconModule } from '@angular/material/icon';
import type { EmbeddedListField, View } from '@ng-admin/core/config';
import { startWith } from 'rxjs';
import { Entry } from '../../data/entry';
import { NgaIntl } from '../../i18n/intl';
import { injectFieldComponents } from '../field-components';
import { NgaDatastore } from '../../data/datastore';
import { EntryFormGroup, NgaEntryForms } from '../entry-form';
import { NgaTemplate } from '../../templates/template';
import { NgaFieldOutlet } from '../field-outlet';
import { controlVersion } from '../shared/control-version';
import { NgaValidationMessages } from '../shared/validation-messages';
import {
  embeddedEntity,
  embeddedFormValues,
  embeddedItems,
  embeddedItemValue,
} from './embedded-items';

type ItemGroup = EntryFormGroup;

interface EmbeddedRow {
  readonly key: number;
  readonly group: ItemGroup;
  /** The item as loaded (or created), the `entry` its sub-fields receive. */
  readonly loaded: Entry;
}

/** The error the field's control carries while an item is invalid. */
const INVALID_ITEMS = 'invalidItems';

/**
 * Form input of an `embedded_list` field (spec 2.6): one embedded form per item, with the
 * inputs of the `targetFields()` types (from the field-type registry) and their validation, a
 * Remove button per item and an Add button that appends an item holding the target fields'
 * default values. Every change writes the whole array of plain objects to the control and marks
 * it dirty; while an item is invalid, the control has an `invalidItems` error, so the form
 * cannot be saved. In a list filter bar it renders nothing.
 *
 * @usageNotes
 * Registered as the `input` of `embeddedListFieldType`:
 * ```ts
 * admin.field('backlinks', 'embedded_list').targetFields([
 *   admin.field('date', 'date'),
 *   admin.field('url').validation({ required: true }),
 * ]);
 * ```
 */
@Component({
  selector: 'nga-embedded-list-input',
  imports: [MatButtonModule, MatFormFieldModule, MatIconModule, NgaFieldOutlet, NgaTemplate],
  templateUrl: './embedded-list-input.html',
  styleUrl: './embedded-list-input.scss',
})
export class NgaEmbeddedListInput {
  private static nextId = 0;

  /** The embedded_list field. */
  readonly field = input.required<EmbeddedListField>();
  /** The field's control; its value is the array of items. */
  readonly control = input<FormControl<unknown>>();
  /** The form's view; in a list view (a filter bar) nothing renders. */
  readonly view = input<View | null>();

  protected readonly intl = inject(NgaIntl);
  protected readonly datastore = inject(NgaDatastore, { optional: true });
  private readonly messages = inject(NgaValidationMessages);
  private readonly forms = inject(NgaEntryForms);
  protected readonly targetFields = computed(() => this.field().targetFields());
  protected readonly inputs = injectFieldComponents(this.targetFields, 'input');
  protected readonly errorId = `nga-embedded-list-error-${NgaEmbeddedListInput.nextId++}`;
  protected readonly rows = signal<readonly EmbeddedRow[]>([]);
  protected readonly inFilter = computed(() => this.view()?.kind === 'list');
  private readonly version = controlVersion(this.control);
  protected readonly disabled = computed(() => (this.version(), this.control()?.disabled ?? false));
  /** The field's own errors (server violations...), not the items' which show in place. */
  protected readonly error = computed(() => {
    this.version();
    const control = this.control();
    if (!control?.touched || !control.errors) return '';
    const others = Object.entries(control.errors).filter(([key]) => key !== INVALID_ITEMS);
    return this.messages.first(Object.fromEntries(others));
  });

  private readonly items = new FormArray<ItemGroup>([]);
  private written: unknown = undefined;
  private nextKey = 0;

  constructor() {
    this.items.valueChanges.pipe(takeUntilDestroyed()).subscribe(() => this.write());
    effect((onCleanup) => {
      const control = this.control();
      const field = this.field();
      if (!control || this.inFilter()) return;
      untracked(() => onCleanup(this.link(control, field)));
    });
  }

  protected itemLabel(index: number): string {
    return this.intl.embeddedItem(this.field().label(), index + 1);
  }

  protected add(): void {
    const field = this.field();
    const defaults: Record<string, unknown> = {};
    for (const target of field.targetFields())
      defaults[target.name()] = target.defaultValue() ?? null;
    const loaded = new Entry(embeddedEntity(field).name(), defaults);
    const row = this.row(field, loaded);
    this.rows.update((rows) => [...rows, row]);
    this.items.push(row.group);
  }

  protected remove(index: number): void {
    this.rows.update((rows) => rows.filter((_, i) => i !== index));
    this.items.removeAt(index);
  }

  /** Follows the field's control until cleaned up; returns the cleanup. */
  private link(control: FormControl<unknown>, field: EmbeddedListField): () => void {
    const invalidItems = (): ValidationErrors | null =>
      this.items.invalid ? { [INVALID_ITEMS]: this.intl.invalidEmbeddedItems } : null;
    control.addValidators(invalidItems);
    const subscription = control.events.pipe(startWith(null)).subscribe((event) => {
      if (event instanceof TouchedChangeEvent && event.touched) this.items.markAllAsTouched();
      if (control.value !== this.written) this.load(field, control);
      if (control.disabled !== this.items.disabled) {
        if (control.disabled) this.items.disable({ emitEvent: false });
        else this.items.enable({ emitEvent: false });
      }
    });
    control.updateValueAndValidity({ emitEvent: false });
    return () => {
      subscription.unsubscribe();
      control.removeValidators(invalidItems);
      control.updateValueAndValidity({ emitEvent: false });
    };
  }

  /** Rebuilds the item forms from a value set from outside (a loaded entry, a reset). */
  private load(field: EmbeddedListField, control: AbstractControl<unknown>): void {
    this.written = control.value;
    const rows = embeddedItems(control.value).map((item) =>
      this.row(field, embeddedFormValues(field, item)),
    );
    this.items.clear({ emitEvent: false });
    rows.forEach((row) => this.items.push(row.group, { emitEvent: false }));
    if (control.disabled) this.items.disable({ emitEvent: false });
    this.items.updateValueAndValidity({ emitEvent: false });
    this.rows.set(rows);
    control.updateValueAndValidity({ emitEvent: false });
  }

  private row(field: EmbeddedListField, loaded: Entry): EmbeddedRow {
    const editing = this.view()?.kind === 'edition';
    const group = this.forms.group(field.targetFields(), loaded.values, editing);
    return { key: this.nextKey++, group, loaded };
  }

  private write(): void {
    const control = this.control();
    if (!control) return;
    const field = this.field();
    const value = this.rows().map((row) =>
      embeddedItemValue(field, row.loaded, row.group.getRawValue()),
    );
    this.written = value;
    control.setValue(value);
    control.markAsDirty();
  }
}
