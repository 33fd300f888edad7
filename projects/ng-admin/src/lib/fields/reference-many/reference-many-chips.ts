import {
  afterRenderEffect,
  Component,
  computed,
  ElementRef,
  inject,
  viewChild,
} from '@angular/core';
import { MatAutocompleteModule } from '@angular/material/autocomplete';
import { MatChipGrid, MatChipsModule } from '@angular/material/chips';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatIconModule } from '@angular/material/icon';
import type { ReferenceField } from '@ng-admin/core/config';
import { idKey } from '../../data/reference-plan';
import { NgaIntl } from '../../i18n/intl';
import { controlVersion } from '../shared/control-version';
import { NgaFieldAttributes } from '../shared/field-attributes';
import { fieldErrorState } from '../shared/inner-control';
import { referenceIds } from '../shared/reference-display';
import { injectReferenceOptions } from '../shared/reference-options';
import { injectReferenceSearch } from '../shared/reference-search';
import {
  CREATE_OPTION,
  injectReferenceCreation,
  isFoundOption,
  type ChosenReference,
} from '../shared/reference-create';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * The remote-complete input of a `reference_many` field: the chosen entries as removable
 * chips, and a text box whose typed text is searched on the API after `refreshDelay` of quiet
 * (a newer search cancels an older one). Choosing a result appends its identifier to the
 * control's array; a chip's remove button takes it out.
 *
 * @usageNotes
 * ```html
 * <nga-reference-many-chips [field]="field()" [control]="control()" />
 * ```
 */
@Component({
  selector: 'nga-reference-many-chips',
  imports: [
    MatAutocompleteModule,
    MatChipsModule,
    MatFormFieldModule,
    MatIconModule,
    NgaFieldAttributes,
  ],
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <mat-chip-grid
        #grid
        [required]="required()"
        [disabled]="disabled()"
        [errorStateMatcher]="errorState"
      >
        @for (item of chosen(); track item.key) {
          <mat-chip-row [value]="item.id" (removed)="remove(item.id)">
            {{ item.label }}
            <button
              matChipRemove
              type="button"
              [attr.aria-label]="intl.removeReference(item.label)"
            >
              <mat-icon>cancel</mat-icon>
            </button>
          </mat-chip-row>
        }
      </mat-chip-grid>
      <input
        #box
        [matChipInputFor]="grid"
        [matAutocomplete]="auto"
        [ngaFieldAttributes]="field().attributes()"
        (input)="search(box.value)"
        (blur)="control().markAsTouched()"
      />
      <mat-autocomplete
        #auto="matAutocomplete"
        autoActiveFirstOption
        (optionSelected)="add($event.option.value)"
      >
        @for (option of results(); track option.key) {
          <mat-option [value]="option">{{ option.label }}</mat-option>
        } @empty {
          @if (noMatch()) {
            <mat-option disabled>{{ intl.noMatches }}</mat-option>
          }
        }
        @if (creation.offered() && lookup.typed()) {
          <mat-option class="nga-create-option" [value]="createOption">
            <mat-icon>add</mat-icon>{{ creation.label(lookup.typed()) }}
          </mat-option>
        }
      </mat-autocomplete>
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaReferenceManyChips extends NgaFormInput<ReferenceField> {
  protected readonly intl = inject(NgaIntl);
  protected readonly errorState = fieldErrorState(() => this.control());

  private readonly grid = viewChild<MatChipGrid>('grid');
  private readonly box = viewChild<ElementRef<HTMLInputElement>>('box');
  private readonly version = controlVersion(this.control);
  private readonly value = computed(() => (this.version(), this.control().value));
  protected readonly disabled = computed(() => (this.version(), this.control().disabled));
  private readonly references = injectReferenceOptions(
    this.field,
    this.value,
    computed(() => true),
  );
  protected readonly chosen = computed(() =>
    referenceIds(this.value()).map((id) => ({
      key: idKey(id),
      id,
      label: this.references.label(id),
    })),
  );
  protected readonly lookup = injectReferenceSearch(this.field);
  protected readonly creation = injectReferenceCreation(this.field);
  /** The value of the "Create <target>" option. */
  protected readonly createOption = CREATE_OPTION;
  protected readonly results = computed(() => {
    const chosen = new Set(this.chosen().map((item) => item.key));
    return (this.lookup.found() ?? []).filter((option) => !chosen.has(option.key));
  });
  protected readonly noMatch = computed(
    () => this.lookup.found() !== null && this.results().length === 0,
  );

  constructor() {
    super();
    // The chip grid only tracks errors itself when bound to a control; it shows the field's,
    // after rendering, once the grid has its error state matcher.
    afterRenderEffect(() => {
      this.version();
      this.grid()?.updateErrorState();
    });
  }

  protected search(text: string): void {
    this.lookup.search(text);
  }

  protected add(chosen: ChosenReference): void {
    if (!isFoundOption(chosen)) {
      void this.createTyped();
      return;
    }
    const option = chosen;
    this.references.remember(option);
    const ids = referenceIds(this.control().value);
    if (!ids.some((id) => idKey(id) === option.key)) this.write([...ids, option.id]);
    // With a chip grid, the autocomplete writes the chosen value to the grid, not to the box.
    const box = this.box()?.nativeElement;
    if (box) box.value = '';
    this.lookup.search('');
  }

  /** Creates a target record from the typed text (in a dialog), and adds it once saved. */
  private async createTyped(): Promise<void> {
    const box = this.box()?.nativeElement;
    const created = await this.creation.create(this.lookup.typed());
    if (created) this.add(created);
    else if (box) box.focus();
  }

  protected remove(id: unknown): void {
    this.write(referenceIds(this.control().value).filter((item) => idKey(item) !== idKey(id)));
  }

  private write(ids: unknown[]): void {
    const control = this.control();
    control.setValue(ids);
    control.markAsDirty();
    control.markAsTouched();
  }
}
