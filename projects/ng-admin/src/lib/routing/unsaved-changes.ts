import { inject } from '@angular/core';
import type { CanDeactivateFn } from '@angular/router';
import { NgaIntl } from '../i18n/intl';
import type { NgaHasUnsavedChanges } from '../base/unsaved-changes';

export type { NgaHasUnsavedChanges } from '../base/unsaved-changes';

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
