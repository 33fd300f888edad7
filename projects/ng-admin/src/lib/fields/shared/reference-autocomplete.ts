import { Component, computed, DOCUMENT, effect, inject, input, untracked } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatAutocompleteModule } from '@angular/material/autocomplete';
import { MatButtonModule } from '@angular/material/button';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatIconModule } from '@angular/material/icon';
import { MatInputModule } from '@angular/material/input';
import type { ReferenceField } from '@ng-admin/core/config';
import { idKey } from '../../data/reference-plan';
import { NgaIntl } from '../../i18n/intl';
import { controlErrorMessage } from './control-error-message';
import { controlVersion } from './control-version';
import { NgaFieldAttributes } from './field-attributes';
import { fieldErrorState, followTouched } from './inner-control';
import { isReferenceId } from './reference-display';
import { injectReferenceSearch } from './reference-search';
import {
  CREATE_OPTION,
  injectReferenceCreation,
  isFoundOption,
  type ChosenReference,
} from './reference-create';
import { injectReferenceOptions, ReferenceOption } from './reference-options';
import { FORM_FIELD_ROW_STYLES, NgaFieldControl } from './form-input';
import { requiredByRule } from '../required-by-rule';

/**
 * A remote autocomplete for a reference with `remoteComplete(true)` (spec 2.6): the typed
 * text is searched on the API after `refreshDelay` of quiet (a newer search cancels an older
 * one), with the field's `searchQuery` or `<targetField>=<text>`; choosing a result writes its
 * identifier to the control, and the box shows the label of the current identifier (looked up
 * once when the view does not know it). Emptying the box clears the value; leaving it with
 * unmatched text restores the current label.
 *
 * @usageNotes
 * ```html
 * <nga-reference-autocomplete [field]="field()" [control]="control()" />
 * ```
 */
@Component({
  selector: 'nga-reference-autocomplete',
  imports: [
    ReactiveFormsModule,
    MatAutocompleteModule,
    MatButtonModule,
    MatFormFieldModule,
    MatIconModule,
    MatInputModule,
    NgaFieldAttributes,
  ],
  template: `
    <mat-form-field appearance="outline" [subscriptSizing]="compact() ? 'dynamic' : 'fixed'">
      <mat-label>{{ field().label() }}</mat-label>
      <input
        #box
        matInput
        type="text"
        [formControl]="text"
        [matAutocomplete]="auto"
        [required]="required()"
        [errorStateMatcher]="errorState"
        [ngaFieldAttributes]="field().attributes()"
        (blur)="onBlur(auto.isOpen)"
      />
      @if (hasValue() && !control().disabled) {
        <button
          matIconButton
          matSuffix
          type="button"
          [attr.aria-label]="intl.clearField(field().label())"
          (click)="clear()"
        >
          <mat-icon>close</mat-icon>
        </button>
      }
      <mat-autocomplete
        #auto="matAutocomplete"
        [displayWith]="display"
        autoActiveFirstOption
        (optionSelected)="choose($event.option.value)"
        (closed)="onClosed(box)"
      >
        @for (option of results(); track option.key) {
          <mat-option [value]="option">{{ option.label }}</mat-option>
        } @empty {
          @if (noMatch()) {
            <mat-option disabled>{{ intl.noMatches }}</mat-option>
          }
        }
        @if (!compact() && creation.offered() && lookup.typed()) {
          <mat-option class="nga-create-option" [value]="createOption">
            <mat-icon>add</mat-icon>{{ creation.label(lookup.typed()) }}
          </mat-option>
        }
      </mat-autocomplete>
      @if (!compact()) {
        <mat-error>{{ error() }}</mat-error>
      }
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaReferenceAutocomplete extends NgaFieldControl<ReferenceField> {
  /** The compact look of the list filter bar. */
  readonly compact = input(false);

  protected readonly intl = inject(NgaIntl);
  /** The box: the typed text, or the option shown for the current identifier. */
  protected readonly text = new FormControl<string | ReferenceOption>('', { nonNullable: true });
  protected readonly errorState = fieldErrorState(() => this.control());
  protected readonly error = controlErrorMessage(this.control);
  protected readonly required = computed(
    () =>
      !this.compact() && (this.field().validation().required || requiredByRule(this.control())()),
  );
  protected readonly display = (value: string | ChosenReference | null) =>
    typeof value === 'string'
      ? value
      : isFoundOption(value)
        ? value.label
        : value
          ? this.lookup.typed()
          : '';

  private readonly document = inject(DOCUMENT);
  private readonly version = controlVersion(this.control);
  private readonly value = computed(() => (this.version(), this.control().value));
  protected readonly hasValue = computed(() => isReferenceId(this.value()));
  private readonly references = injectReferenceOptions(
    this.field,
    this.value,
    computed(() => true),
  );
  protected readonly lookup = injectReferenceSearch(this.field);
  protected readonly creation = injectReferenceCreation(this.field);
  /** The value of the "Create <target>" option. */
  protected readonly createOption = CREATE_OPTION;
  protected readonly results = computed(() => this.lookup.found() ?? []);
  protected readonly noMatch = computed(() => this.lookup.found()?.length === 0);

  constructor() {
    super();
    followTouched(this.control, this.text);
    this.text.valueChanges.pipe(takeUntilDestroyed()).subscribe((value) => {
      if (typeof value !== 'string') return;
      this.lookup.search(value);
      if (value.trim() === '') this.write(null);
    });

    // Show the current identifier's label, unless the user is typing.
    effect(() => {
      const id = this.value();
      const label = this.references.label(id);
      const disabled = (this.version(), this.control().disabled);
      untracked(() => {
        if (disabled !== this.text.disabled) {
          if (disabled) this.text.disable({ emitEvent: false });
          else this.text.enable({ emitEvent: false });
        }
        if (typeof this.text.value === 'string' && this.text.value.trim() !== '' && this.text.dirty)
          return;
        this.showCurrent(id, label);
      });
    });
  }

  protected choose(chosen: ChosenReference): void {
    if (!isFoundOption(chosen)) {
      void this.createTyped();
      return;
    }
    const option = chosen;
    this.references.remember(option);
    this.write(option.id);
    this.text.markAsPristine();
  }

  /** Creates a target record from the typed text (in a dialog), and chooses it once saved. */
  private async createTyped(): Promise<void> {
    const typed = this.lookup.typed();
    const created = await this.creation.create(typed);
    if (created) this.choose(created);
    else this.text.setValue(typed, { emitEvent: false });
  }

  protected clear(): void {
    this.write(null);
    this.text.setValue('', { emitEvent: false });
    this.lookup.search('');
  }

  /** A panel closed by a click elsewhere; one emptied while typing leaves the text alone. */
  protected onClosed(box: HTMLInputElement): void {
    if (this.document.activeElement !== box) this.restoreUnlessChosen();
  }

  protected onBlur(panelOpen: boolean): void {
    this.control().markAsTouched();
    if (!panelOpen) this.restoreUnlessChosen();
  }

  /** Typed text that matched no chosen option gives way to the current label again. */
  protected restoreUnlessChosen(): void {
    const value = this.text.value;
    if (typeof value !== 'string' || value.trim() === '') return;
    this.text.markAsPristine();
    const id = this.value();
    this.showCurrent(id, this.references.label(id));
  }

  private showCurrent(id: unknown, label: string): void {
    const shown = isReferenceId(id) ? { key: idKey(id), id, label } : '';
    this.text.setValue(shown, { emitEvent: false });
  }

  private write(id: unknown): void {
    const control = this.control();
    const current = control.value;
    if (current === id || (!isReferenceId(current) && !isReferenceId(id))) return;
    control.setValue(id);
    control.markAsDirty();
  }
}
