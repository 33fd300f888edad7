/**
 * A routed component that may hold changes the user has not saved; the admin's
 * `unsavedChangesGuard` asks before leaving it.
 *
 * @usageNotes
 * ```ts
 * export class MyForm implements NgaHasUnsavedChanges {
 *   hasUnsavedChanges() { return this.form.dirty; }
 * }
 * ```
 */
export interface NgaHasUnsavedChanges {
  hasUnsavedChanges(): boolean;
}
