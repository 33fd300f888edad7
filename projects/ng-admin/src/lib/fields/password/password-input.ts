import { Component, inject, signal } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { MatButtonModule } from '@angular/material/button';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatIconModule } from '@angular/material/icon';
import { MatInputModule } from '@angular/material/input';
import { NgaIntl } from '../../i18n/intl';
import { NgaFieldAttributes } from '../shared/field-attributes';
import { NgaFormInput, FORM_FIELD_ROW_STYLES } from '../shared/form-input';

/**
 * Form input of a `password` field: a masked box with a button that shows or hides what was
 * typed. `autocomplete="new-password"` keeps browsers from filling in the administrator's own
 * password; `attributes({ autocomplete })` overrides it.
 *
 * @usageNotes
 * Registered by `passwordFieldType`:
 * ```ts
 * admin.field('password', 'password').validation({ minlength: 8 });
 * ```
 */
@Component({
  selector: 'nga-password-input',
  imports: [
    ReactiveFormsModule,
    MatButtonModule,
    MatFormFieldModule,
    MatIconModule,
    MatInputModule,
    NgaFieldAttributes,
  ],
  template: `
    <mat-form-field appearance="outline">
      <mat-label>{{ field().label() }}</mat-label>
      <input
        matInput
        autocomplete="new-password"
        [type]="visible() ? 'text' : 'password'"
        [formControl]="control()"
        [required]="required()"
        [ngaFieldAttributes]="field().attributes()"
      />
      <button
        matIconButton
        matSuffix
        type="button"
        [attr.aria-label]="visible() ? intl.hidePassword : intl.showPassword"
        (click)="visible.set(!visible())"
      >
        <mat-icon aria-hidden="true">{{ visible() ? 'visibility_off' : 'visibility' }}</mat-icon>
      </button>
      <mat-error>{{ error() }}</mat-error>
    </mat-form-field>
  `,
  styles: FORM_FIELD_ROW_STYLES,
})
export class NgaPasswordInput extends NgaFormInput {
  protected readonly intl = inject(NgaIntl);

  /** Whether the password is shown in clear. */
  protected readonly visible = signal(false);
}
