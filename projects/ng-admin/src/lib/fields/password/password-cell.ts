import { Component, computed, input } from '@angular/core';

/** What a password looks like in read views, whatever its length. */
export const PASSWORD_MASK = '••••••••';

/**
 * List cell and show-view value of a `password` field: a fixed mask when a password is set,
 * nothing otherwise. The value itself never reaches the DOM.
 *
 * @usageNotes
 * Registered by `passwordFieldType` for both the `cell` and the `value` roles.
 */
@Component({
  selector: 'nga-password-cell',
  template: `{{ masked() }}`,
  styles: `
    :host {
      white-space: nowrap;
    }
  `,
})
export class NgaPasswordCell {
  /** The entry's value for the field; only its presence is shown. */
  readonly value = input<unknown>();

  protected readonly masked = computed(() => {
    const value = this.value();
    return value === null || value === undefined || value === '' ? '' : PASSWORD_MASK;
  });
}
