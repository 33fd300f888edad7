import { inject } from '@angular/core';
import type { CanDeactivateFn } from '@angular/router';
import { NgaAuth } from '../data/auth/auth';
import { NgaIntl } from '../i18n/intl';
import type { NgaHasUnsavedChanges } from '../base/unsaved-changes';

export type { NgaHasUnsavedChanges } from '../base/unsaved-changes';

/**
 * Asks before leaving a form with unsaved changes; not when the session ended (the way to the
 * login page), since the form keeps its values as a draft and offers them back.
 *
 * @usageNotes
 * ```ts
 * { path: 'edit/:id', component: MyForm, canDeactivate: [unsavedChangesGuard] }
 * ```
 */
export const unsavedChangesGuard: CanDeactivateFn<NgaHasUnsavedChanges> = (component) => {
  if (!component?.hasUnsavedChanges()) return true;
  const auth = inject(NgaAuth);
  if (auth.enabled && auth.status() !== 'signed-in') return true;
  return globalThis.confirm(inject(NgaIntl).unsavedChanges);
};
