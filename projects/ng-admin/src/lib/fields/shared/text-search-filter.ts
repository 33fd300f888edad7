import { Component, input } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import type { Field } from '@ng-admin/core/config';
import { NgaFieldAttributes } from './field-attributes';

/**
 * List filter of the text-like types (`string`, `text`, `email`, `password`, `json`): a
 * compact text box whose value is the search text for that field. A filter labelled '' (ng-admin's
 * pinned search box) has no floating label: it shows its placeholder, which names it.
 *
 * @usageNotes
 * Registered as the `filter` of those types; the list filter bar renders it through
 * `nga-field-outlet` with the filter's control.
 */
@Component({
  selector: 'nga-text-search-filter',
  imports: [ReactiveFormsModule, MatFormFieldModule, MatInputModule, NgaFieldAttributes],
  template: `
    <mat-form-field appearance="outline" subscriptSizing="dynamic">
      @if (field().label()) {
        <mat-label>{{ field().label() }}</mat-label>
      }
      <input
        matInput
        type="text"
        [formControl]="control()"
        [ngaFieldAttributes]="field().attributes()"
        [attr.aria-label]="
          field().label() ? null : (field().attributes()['placeholder'] ?? field().name())
        "
      />
    </mat-form-field>
  `,
  styles: `
    :host {
      display: block;
    }
  `,
})
export class NgaTextSearchFilter {
  /** The DSL field filtered on. */
  readonly field = input.required<Field>();
  /** The filter's control; its value is the search text. */
  readonly control = input.required<FormControl<unknown>>();
}
