/**
 * The names of ng-admin 1.0's built-in template tags (`NG_ADMIN_TEMPLATE_TAGS`), known at once
 * so that templates using them are checked and sanitized before their components load.
 *
 * @usageNotes
 * ```ts
 * NG_ADMIN_TAG_NAMES.includes('ma-field'); // true
 * ```
 */
export const NG_ADMIN_TAG_NAMES: readonly string[] = [
  'ma-filtered-list-button',
  'ma-create-button',
  'ma-edit-button',
  'ma-show-button',
  'ma-delete-button',
  'ma-list-button',
  'ma-back-button',
  'ma-export-to-csv-button',
  'ma-view-actions',
  'ma-dashboard-panel',
  'ma-field',
];
