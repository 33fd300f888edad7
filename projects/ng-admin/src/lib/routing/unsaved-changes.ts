import { inject } from '@angular/core';
import type { CanDeactivateFn } from '@angular/router';
import { NgaIntl } from '../i18n/intl';

/** A routed component that may hold changes the user has not saved. */
export interface NgaHasUnsavedChanges {
  hasUnsavedChanges(): boolean;
}

/**
 * Asks before leaving a form with unsaved changes.
 *
 * @usageNotes
 * ```ts
 * { path: 'edit/:id', component: MyForm, canDeactivate: [unsavedChangesGuard] }
 * ```
 */
export const unsavedChangesGuard: CanDeactivateFn<NgaHasUnsavedChanges> = (component) => {
  if (!component?.hasUnsavedChanges()) return true;
  return globalThis.confirm(inject(NgaIntl).unsavedChanges);
};
