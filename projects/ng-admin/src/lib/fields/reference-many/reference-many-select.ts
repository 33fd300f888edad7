import { Component, computed, inject } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ReferenceField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { selectPlaceholder } from '../shared/choice-options';
import { controlVersion } from '../shared/control-version';
import { injectReferenceOptions, sameReferenceId } from '../shared/reference-options';
import { injectReferenceCreation } from '../shared/reference-create';
import { referenceIds } from '../shared/reference-display';
import { NgaButton } from '../../base/button';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * A multiple select of the possible values of a `reference_many` field: up to `perPage`
 * target entries fetched once, labelled by `targetField`; the current identifiers always show,
 * those the first page misses being looked up (one request with `singleApiCall`, else one per
 * identifier). It writes the array of chosen identifiers to the control.
 *
 * @usageNotes
 * ```html
 * <nga-reference-many-select [field]="field()" [control]="control()" />
 * ```
 */
@Component({
  selector: 'nga-reference-many-select',
  imports: [NgaButton, ReactiveFormsModule, MatFormFieldModule, MatSelectModule],
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <mat-select
        multiple
        [formControl]="control()"
        [required]="required()"
        [compareWith]="sameId"
        [placeholder]="placeholder()"
      >
        @for (option of references.options(); track option.key) {
          <mat-option [value]="option.id">{{ option.label }}</mat-option>
        }
        @if (references.failed()) {
          <mat-option disabled>{{ intl.choicesLoadFailed }}</mat-option>
        }
      </mat-select>
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
    @if (creation.offered()) {
      <button ngaButton="text" type="button" class="nga-create-reference" (click)="createNew()">
        <span class="material-icons" aria-hidden="true">add</span>{{ creation.label('') }}
      </button>
    }
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaReferenceManySelect extends NgaFormInput<ReferenceField> {
  protected readonly intl = inject(NgaIntl);
  private readonly version = controlVersion(this.control);
  protected readonly placeholder = computed(() => selectPlaceholder(this.field().attributes()));
  protected readonly sameId = sameReferenceId;
  protected readonly creation = injectReferenceCreation(this.field);
  protected readonly references = injectReferenceOptions(
    this.field,
    computed(() => (this.version(), this.control().value)),
    computed(() => false),
  );

  /** Creates a target record in a dialog and adds it to the chosen ones once saved. */
  protected async createNew(): Promise<void> {
    const created = await this.creation.create('');
    if (!created) return;
    this.references.remember(created);
    const control = this.control();
    control.setValue([...referenceIds(control.value), created.id]);
    control.markAsDirty();
  }
}
