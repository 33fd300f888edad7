import { Component } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { NgaFieldAttributes } from './field-attributes';
import { NgaFieldControl, BLOCK_HOST_STYLES } from './form-input';

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
  styles: BLOCK_HOST_STYLES,
})
export class NgaTextSearchFilter extends NgaFieldControl {}
