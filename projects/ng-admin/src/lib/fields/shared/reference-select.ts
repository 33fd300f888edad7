import { Component, computed, inject, input } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ReferenceField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { selectPlaceholder } from './choice-options';
import { controlErrorMessage } from './control-error-message';
import { controlVersion } from './control-version';
import { injectReferenceOptions, sameReferenceId } from './reference-options';
import { injectReferenceCreation } from './reference-create';
import { NgaButton } from '../../base/button';
import { FORM_FIELD_ROW_STYLES, NgaFieldControl } from './form-input';
import { requiredByRule } from '../required-by-rule';

/**
 * A dropdown of the possible values of a reference (spec 2.6): up to `perPage` target entries
 * fetched once, labelled by `targetField`, the current value always among them (looked up
 * when the first page misses it), and an empty option when the field is not required. It
 * writes the chosen identifier, or `null`, to the control. `compact` renders the filter form.
 *
 * @usageNotes
 * ```html
 * <nga-reference-select [field]="field()" [control]="control()" [compact]="true" />
 * ```
 */
@Component({
  selector: 'nga-reference-select',
  imports: [NgaButton, ReactiveFormsModule, MatFormFieldModule, MatSelectModule],
  template: `
    <mat-form-field appearance="outline" [subscriptSizing]="compact() ? 'dynamic' : 'fixed'">
      <mat-label>{{ field().label() }}</mat-label>
      <mat-select
        [formControl]="control()"
        [required]="required()"
        [compareWith]="sameId"
        [placeholder]="placeholder()"
      >
        @if (!required()) {
          <mat-option [value]="null">{{ compact() ? intl.anyValue : intl.noValue }}</mat-option>
        }
        @for (option of references.options(); track option.key) {
          <mat-option [value]="option.id">{{ option.label }}</mat-option>
        }
        @if (references.failed()) {
          <mat-option disabled>{{ intl.choicesLoadFailed }}</mat-option>
        }
      </mat-select>
      @if (!compact()) {
        <mat-error>{{ error() }}</mat-error>
      }
    </mat-form-field>
    @if (!compact() && creation.offered()) {
      <button ngaButton="text" type="button" class="nga-create-reference" (click)="createNew()">
        <span class="material-icons" aria-hidden="true">add</span>{{ creation.label('') }}
      </button>
    }
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaReferenceSelect extends NgaFieldControl<ReferenceField> {
  /** The compact look of the list filter bar. */
  readonly compact = input(false);

  protected readonly intl = inject(NgaIntl);
  private readonly version = controlVersion(this.control);
  protected readonly required = computed(
    () =>
      !this.compact() && (this.field().validation().required || requiredByRule(this.control())()),
  );
  protected readonly placeholder = computed(() => selectPlaceholder(this.field().attributes()));
  protected readonly error = controlErrorMessage(this.control);
  protected readonly sameId = sameReferenceId;
  protected readonly creation = injectReferenceCreation(this.field);
  protected readonly references = injectReferenceOptions(
    this.field,
    computed(() => (this.version(), this.control().value)),
    computed(() => false),
  );

  /** Creates a target record in a dialog and chooses it once saved. */
  protected async createNew(): Promise<void> {
    const created = await this.creation.create('');
    if (!created) return;
    this.references.remember(created);
    const control = this.control();
    control.setValue(created.id);
    control.markAsDirty();
  }
}
