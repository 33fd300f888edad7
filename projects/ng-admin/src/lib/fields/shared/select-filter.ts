import { Directive, inject, type Signal } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatSelectModule } from '@angular/material/select';
import type { ChoiceOption, Field } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { NgaFieldControl } from './form-input';

/**
 * A list filter that picks among options in a compact dropdown: one value, with an "Any"
 * option that clears the filter, or several (`multiple`), none for no filter. Its components
 * use `SELECT_FILTER_TEMPLATE` and `SELECT_FILTER_IMPORTS` and give the options.
 *
 * @usageNotes
 * ```ts
 * @Component({
 *   selector: 'nga-choice-filter',
 *   imports: SELECT_FILTER_IMPORTS,
 *   template: SELECT_FILTER_TEMPLATE,
 *   styles: BLOCK_HOST_STYLES,
 * })
 * export class NgaChoiceFilter extends NgaSelectFilter<ChoiceField> {
 *   protected readonly options = computed(() => this.field().resolveChoices());
 * }
 * ```
 */
@Directive()
export abstract class NgaSelectFilter<F extends Field = Field> extends NgaFieldControl<F> {
  protected readonly intl = inject(NgaIntl);
  /** Whether several values can be picked (set once: the dropdown cannot change its mode). */
  protected readonly multiple: boolean = false;
  protected abstract readonly options: Signal<readonly ChoiceOption<unknown>[]>;
}

/** What `SELECT_FILTER_TEMPLATE` uses. */
export const SELECT_FILTER_IMPORTS = [ReactiveFormsModule, MatFormFieldModule, MatSelectModule];

/** The dropdown of an `NgaSelectFilter`. */
export const SELECT_FILTER_TEMPLATE = `
  <mat-form-field appearance="outline" subscriptSizing="dynamic">
    <mat-label>{{ field().label() }}</mat-label>
    <mat-select [multiple]="multiple" [formControl]="control()">
      @if (!multiple) {
        <mat-option [value]="null">{{ intl.anyValue }}</mat-option>
      }
      @for (option of options(); track $index) {
        <mat-option [value]="option.value">{{ option.label }}</mat-option>
      }
    </mat-select>
  </mat-form-field>
`;
