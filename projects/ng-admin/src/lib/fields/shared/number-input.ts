import { Component, computed, OnInit } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { FloatField, type NumberField } from '@ng-admin/core/config';
import { NgaFieldAttributes } from './field-attributes';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from './form-input';

/**
 * Form input of the `number` and `float` types: a native number box. The control value is
 * always a number or `null`, never a string: what the user types is converted (by Angular's
 * number value accessor) and a numeric string received from the API is converted when the
 * input starts. A `float` field accepts any decimal (`step="any"`); an `attributes({ step })`
 * setting wins.
 *
 * @usageNotes
 * Registered by `numberFieldType` and `floatFieldType`:
 * ```ts
 * admin.field('price', 'float').attributes({ min: 0 }).validation({ required: true });
 * ```
 */
@Component({
  selector: 'nga-number-input',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule, NgaFieldAttributes],
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <input
        matInput
        type="number"
        [attr.step]="step()"
        [formControl]="control()"
        [required]="required()"
        [ngaFieldAttributes]="field().attributes()"
      />
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaNumberInput extends NgaFormInput<NumberField> implements OnInit {
  protected readonly step = computed(() => {
    const given = this.field().attributes()['step'];
    if (given !== undefined && given !== null) return String(given);
    return this.field() instanceof FloatField ? 'any' : null;
  });

  ngOnInit(): void {
    const control = this.control();
    const value = toNumberOrNull(control.value);
    if (value !== control.value) control.setValue(value);
  }
}

/**
 * The value a number control holds: numbers as they are, numeric strings converted, other
 * values (empty strings, text) as `null`.
 *
 * @usageNotes
 * ```ts
 * toNumberOrNull('12.5'); // 12.5
 * toNumberOrNull(''); // null
 * ```
 */
export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
