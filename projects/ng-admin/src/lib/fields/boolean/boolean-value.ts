import { Component, computed, inject, input } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import type { BooleanField } from '@ng-admin/core/config';
import { NgaIntl } from '../../i18n/intl';
import { booleanIcon, booleanLabel, booleanTone } from './boolean-display';

/**
 * Show-view value of a `boolean` field: the icon of the state followed by the label of the
 * matching `choices()` option.
 *
 * @usageNotes
 * Registered by `booleanFieldType`; with custom choices, `true` may read "Yes".
 */
@Component({
  selector: 'nga-boolean-value',
  imports: [MatIconModule],
  template: `
    <mat-icon aria-hidden="true" [class]="'nga-tone-' + tone()">{{ icon() }}</mat-icon>
    <span>{{ label() }}</span>
  `,
  styleUrl: './boolean-value.scss',
})
export class NgaBooleanValue {
  /** The DSL field, whose `choices()` name the states. */
  readonly field = input.required<BooleanField>();
  /** The entry's value for the field. */
  readonly value = input<unknown>();

  private readonly intl = inject(NgaIntl);

  protected readonly tone = computed(() => booleanTone(this.value()));
  protected readonly icon = computed(() => booleanIcon(this.value()));
  protected readonly label = computed(() =>
    booleanLabel(this.field().choices(), this.value(), this.intl),
  );
}
