import { Component, computed, inject, OnInit } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatCheckboxModule } from '@angular/material/checkbox';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { BooleanField, ChoiceOption } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { booleanChoiceLabel } from './boolean-display';
import { controlVersion } from '../shared/control-version';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * Form input of a `boolean` field. A boolean has three values (true, false and null), so it
 * is a dropdown of the field's `choices()`; when `validation().required` is set, the value
 * cannot be null and the input is a checkbox instead (spec 2.4). The checkbox starts an empty
 * value as `false`, the state it shows. It does not make `true` mandatory: "required" means a
 * value must be given, and false is one.
 *
 * @usageNotes
 * Registered by `booleanFieldType`:
 * ```ts
 * admin.field('published', 'boolean').validation({ required: true }); // a checkbox
 * ```
 */
@Component({
  selector: 'nga-boolean-input',
  imports: [ReactiveFormsModule, MatCheckboxModule, MatFormFieldModule, MatSelectModule],
  template: `
    @if (required()) {
      <mat-checkbox [formControl]="control()" [aria-describedby]="errorShown() ? errorId : ''">
        {{ field().label() }}
      </mat-checkbox>
      @if (errorShown()) {
        <mat-error class="nga-boolean-error" [id]="errorId">{{ error() }}</mat-error>
      }
    } @else {
      <mat-form-field appearance="outline">
        <mat-label>{{ field().label() }}</mat-label>
        <mat-select [formControl]="control()" canSelectNullableOptions>
          @for (choice of field().choices(); track $index) {
            <mat-option [value]="choice.value">{{ label(choice) }}</mat-option>
          }
        </mat-select>
        <mat-error>{{ error() }}</mat-error>
      </mat-form-field>
    }
  `,
  styles: [
    FORM_FIELD_ROW_STYLES,
    `
      .nga-boolean-error {
        display: block;
        padding: 0 16px 8px;
        color: var(--mat-sys-error);
        font: var(--mat-sys-body-small);
      }
    `,
  ],
})
export class NgaBooleanInput extends NgaFormInput<BooleanField> implements OnInit {
  private static nextId = 0;

  private readonly intl = inject(NgaIntl);
  protected readonly errorId = `nga-boolean-input-error-${NgaBooleanInput.nextId++}`;
  private readonly version = controlVersion(this.control);
  protected readonly errorShown = computed(() => {
    this.version();
    const control = this.control();
    return control.invalid && control.touched;
  });

  protected label(choice: ChoiceOption<unknown>): string {
    return booleanChoiceLabel(choice, this.intl);
  }

  ngOnInit(): void {
    const control = this.control();
    if (this.required() && control.value !== true && control.value !== false) {
      control.setValue(false);
    }
  }
}
